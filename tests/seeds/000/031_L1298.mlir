// Example from shared/seeds/000, line 1298.
// KIND: attributes-or-types, one per line
opaque<"llvm", "struct<(i32, float)>">
opaque<"pdl", "value">
