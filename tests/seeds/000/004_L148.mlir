// Example from shared/seeds/000, line 148.
// KIND: attributes-or-types, one per line
[1, 2, 3]
