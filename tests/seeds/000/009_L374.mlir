// Example from shared/seeds/000, line 374.
// KIND: attributes-or-types, one per line
#dialect<"opaque attribute data">
