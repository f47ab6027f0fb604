// Example from shared/seeds/003, line 1246.
// KIND: attributes-or-types, one per line
[dialect attributes](#dialect-attribute-values) that are defined in a builtin
