// Example from shared/seeds/003, line 198.
// KIND: attributes-or-types, one per line
[attributes](#attributes) and [types](#type-system). Each dialect is given a
