// Example from shared/seeds/000, line 1298.
// SKIP: the TableGen-generated syntax 'opaque<...>' of OpaqueType; in IR an opaque type is written '!dialect<"...">', and mlir-opt 22 rejects this spelling
// KIND: attributes-or-types, one per line
opaque<"llvm", "struct<(i32, float)>">
opaque<"pdl", "value">
