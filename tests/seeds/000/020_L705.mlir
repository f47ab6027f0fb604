// Example from shared/seeds/000, line 705.
// KIND: attributes-or-types, one per line
loc(?)
