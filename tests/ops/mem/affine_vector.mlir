// affine vector accesses and prefetches at affine subscripts.
func.func @f(%m: memref<8x8xf32>, %n: index, %v: vector<4xf32>) {
  %w = affine.vector_load %m[%n, %n + 1] : memref<8x8xf32>, vector<4xf32>
  affine.vector_store %w, %m[%n, 0] : memref<8x8xf32>, vector<4xf32>
  affine.prefetch %m[%n, %n + 2], read, locality<3>, data : memref<8x8xf32>
  affine.prefetch %m[%n, 2], write, locality<0>, instr : memref<8x8xf32>
  return
}
