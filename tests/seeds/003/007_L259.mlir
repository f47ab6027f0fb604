// Example from shared/seeds/003, line 259.
// KIND: attributes-or-types, one per line
[target-independent operations](Dialects/Standard.md#memory-operations),
[affine operations](Dialects/Affine.md), and
[target-specific machine operations](#target-specific-operations).
