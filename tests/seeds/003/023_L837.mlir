// Example from shared/seeds/003, line 837.
// KIND: attributes-or-types, one per line
[semi-affine map](Dialects/Affine.md#semi-affine-maps). Additionally, syntactic
