// Example from shared/seeds/003, line 1060.
// KIND: attributes-or-types, one per line
[`dim` operation](Dialects/Standard.md#dim-operation) returns the size of a
