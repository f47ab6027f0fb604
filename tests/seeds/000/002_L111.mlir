// Example from shared/seeds/000, line 111.
// KIND: attributes-or-types, one per line
[]
[10, i32]
[affine_map<(d0, d1, d2) -> (d0, d1)>, i32, "string attribute"]
