// Example from shared/seeds/000, line 86.
// KIND: attributes-or-types, one per line
affine_map<(d0) -> (d0)>
affine_map<(d0, d1, d2) -> (d0, d1)>
