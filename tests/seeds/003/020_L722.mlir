// Example from shared/seeds/003, line 722.
// KIND: attributes-or-types, one per line
[operations](#operations).
// Target word-sized integer.
