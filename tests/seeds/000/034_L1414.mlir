// Example from shared/seeds/000, line 1414.
// SKIP: a typo in the spec: 'memref<*f32>' lacks the 'x' that the grammar (and mlir-opt 22) requires: memref<*xf32>
// KIND: attributes-or-types, one per line
memref<*f32>

// An unranked memref with a memory space of 10.
memref<*f32, 10>
