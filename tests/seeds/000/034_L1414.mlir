// Example from shared/seeds/000, line 1414.
// KIND: attributes-or-types, one per line
memref<*f32>

// An unranked memref with a memory space of 10.
memref<*f32, 10>
