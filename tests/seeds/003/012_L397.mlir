// Example from shared/seeds/003, line 397.
// KIND: attributes-or-types, one per line
[terminator operation](#terminator-operations), which ends the block.
