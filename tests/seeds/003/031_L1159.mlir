// Example from shared/seeds/003, line 1159.
// KIND: attributes-or-types, one per line
[`dim` operation](Dialects/Standard.md#dim-operation), or the stride of a
