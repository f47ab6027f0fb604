// Example from shared/seeds/003, line 715.
// KIND: attributes-or-types, one per line
[`constant` operation](Dialects/Standard.md#constant-operation) produces the
