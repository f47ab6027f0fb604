// The seed's `dim` with a literal dimension (shared/seeds/001-004:
// `%n = dim %A, 1 : tensor<100x?xf32>`) is the seed op `std.dim`; the
// bare `dim` alias of memref.dim hands that form over to it.
func.func @seed_dim(%A: tensor<100x?xf32>, %M: memref<4x?xf32>) -> (index, index) {
  %n = dim %A, 1 : tensor<100x?xf32>
  %m = dim %M, 0 : memref<4x?xf32>
  return %n, %m : index, index
}
