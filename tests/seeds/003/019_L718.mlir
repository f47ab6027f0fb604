// Example from shared/seeds/003, line 718.
// KIND: attributes-or-types, one per line
[block arguments](#blocks), and called with the
[`call_indirect` operation](Dialects/Standard.md#call-indirect-operation).
