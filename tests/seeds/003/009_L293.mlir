// Example from shared/seeds/003, line 293.
// KIND: attributes-or-types, one per line
[branches](Dialects/Standard.md#terminator-operations). These operations may
