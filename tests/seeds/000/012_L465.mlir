// Example from shared/seeds/000, line 465.
// KIND: attributes-or-types, one per line
@flat_reference
@parent_reference::@nested_reference
