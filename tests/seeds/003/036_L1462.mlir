// Example from shared/seeds/003, line 1462.
// KIND: attributes-or-types, one per line
[string attribute](#string-attribute) can be used to refer to the symbol name.
