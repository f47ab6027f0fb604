// One malformed op per chunk: rmlir-opt must report what mlir-opt 22
// reports, line, column and text (tests/parse_error_parity.rs).
func.func @f(%a: memref<4xf32>) {
  %0 = memref.load %a[] : i32
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index, %x: f32) {
  memref.store %x, %m[%i] : f32
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index, %x: f32) {
  memref.store %x %m[%i] : memref<4xf32>
  return
}
// -----
func.func @f() {
  %0 = memref.alloc() : i32
  return
}
// -----
func.func @f(%n: index) {
  %0 = memref.alloc(%n) : memref<4xf32>
  return
}
// -----
func.func @f() {
  %0 = memref.alloc() memref<4xf32>
  return
}
// -----
func.func @f() {
  %0 = memref.alloca() {alignment = 3 : i64} : f32
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
  memref.dealloc %m : i32
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
  %0 = memref.dim %m, %m : memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> memref<?xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
  %0 = memref.subview %m[0] [2] [1] : memref<4xf32> to i32
  return
}
// -----
func.func @f(%m: memref<4xf32>, %n: memref<4xf32>) {
  memref.copy %m, %n : memref<4xf32> memref<4xf32>
  return
}
// -----
memref.global "private" @g : i32
// -----
memref.global @g : memref<4xf32> = foo
// -----
func.func @f() {
  %0 = memref.get_global g : memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1] : memref<4xf32> to i32
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
  %0 = memref.expand_shape %m [[0, 1]] : memref<4xf32> into i32
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = memref.load %m[%i, %i] : memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = memref.load %m[%i : memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
  %0 = memref.atomic_rmw foo %m[] : (f32, memref<4xf32>) -> f32
  return
}
// -----
func.func @f(%m: memref<4xf32>, %x: f32, %i: index) {
  %0 = memref.atomic_rmw addf %x, %m[%i] : (f32, memref<4xf32>) f32
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
  %0 = memref.extract_aligned_pointer_as_index %m : memref<4xf32> index
  return
}
// -----
func.func @f(%m: memref<?xf32>) {
  %0 = memref.view %m[][] : memref<?xf32> i32
  return
}
// -----
func.func @f(%m: memref<4xf32>, %b: memref<16xf32, 1>, %t: memref<1xi32>, %i: index) {
  memref.dma_start %m[%i], %b[%i], %i, %t[%i] : i32, memref<16xf32, 1>, memref<1xi32>
  return
}
// -----
func.func @f(%m: memref<4xf32>, %b: memref<16xf32, 1>, %t: memref<1xi32>, %i: index) {
  memref.dma_start %m[%i] %b[%i], %i, %t[%i] : memref<4xf32>, memref<16xf32, 1>, memref<1xi32>
  return
}
// -----
func.func @f(%t: memref<1xi32>, %i: index) {
  memref.dma_wait %t[%i], %i : i32
  return
}
// -----
func.func @f(%t: memref<1xi32>, %i: index) {
  memref.dma_wait %t[%i] %i : memref<1xi32>
  return
}
// -----
func.func @f(%m: memref<?xf32>) {
  %0 = memref.dim %m : memref<?xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
  %0 = memref.collapse_shape %m [[0]] : memref<4xf32> into i32
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
  %0 = memref.memory_space_cast %m : memref<4xf32> to i32
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
  %0 = memref.rank %m : i32
  return
}
// -----
func.func @f(%m: memref<4xf32>, %s: memref<1xindex>) {
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<1xindex>) memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
  memref.prefetch %m[], read, locality<3>, data : memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index) {
  memref.prefetch %m[%i], rd, locality<3>, data : memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index) {
  memref.prefetch %m[%i], read, locality<9>, data : memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
  memref.assume_alignment %m, foo : memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : i32 {
  ^bb0(%x: f32):
    memref.atomic_yield %x : f32
  }
  return
}
// -----
func.func @f() {
  %0 = memref.alloca_scope -> i32 {
  }
  return
}
// -----
func.func @f(%m: memref<4x4xf32>) {
  %0 = memref.transpose %m (i, j) -> (j, k) : memref<4x4xf32> to memref<4x4xf32, strided<[1, 4]>>
  return
}
// -----
func.func @f() {
  %0 = memref.alloc() {alignment = 3 : i64} : memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
  %0 = memref.reshape %m(%m) : (memref<4xf32>) -> memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>, %v: memref<4xf32>) {
  memref.copy %m, %v : memref<4xf32> to i32
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to i32
  return
}
// -----
func.func @f(%m: memref<?xi8>, %i: index) {
  %0 = memref.view %m[%i][] : memref<?xi8> to i32
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
  %0 = memref.extract_strided_metadata %m : memref<4xf32> -> memref<f32>, index, index, index
  return
}
// -----
memref.global "private" constant @g : memref<?xf32>
// -----
func.func @f(%m: memref<4xf32>, %b: memref<16xf32, 1>, %t: memref<1xi32>, %i: index) {
  memref.dma_start %m[%i], %b[%i], %i, %t[%i] : memref<4xf32>, memref<16xf32, 1>
  return
}
// -----
func.func @f(%m: memref<4xf32>, %x: f32, %i: index) {
  %0 = memref.atomic_rmw addf %x, %m[%i] : (f32) -> f32
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
  %0 = memref.realloc %m : memref<4xf32> i32
  return
}
// -----
func.func @f(%m: memref<8xf32>) {
  %0 = memref.subview %m[0] [4] : memref<8xf32> to memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<8xf32>) {
  %0 = memref.subview %m[0] [4] [x] : memref<8xf32> to memref<4xf32>
  return
}
// -----
func.func @c(%m: memref<8x8xf32>) {
  %s = memref.subview %m[0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}
// -----
func.func @c(%m: memref<8x8xf32>) {
  %s = memref.subview %m[0, 0, 0] [4, 4, 1] [1, 1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}
// -----
func.func @c(%m: memref<64xf32>) {
  %s = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [1] : memref<64xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}
// -----
func.func @c(%m: memref<8x8xf32>) {
  %s = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1>}> : (memref<8x8xf32>) -> memref<4x4xf32, strided<[8, 1]>>
  return
}
// -----
func.func @c(%m: memref<8x8xf32>, %i: index) {
  %s = "memref.subview"(%m, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x8xf32>, index) -> memref<4x4xf32, strided<[8, 1]>>
  return
}
// -----
func.func @c(%m: memref<8x8xf32>) {
  %s = memref.subview %m[0, 0] [4, -1] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}
// -----
func.func @c(%m: memref<64xf32>) {
  %s = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4, 1], strides: [1, 1, 1] : memref<64xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}
// -----
func.func @c(%m: memref<64xf32>) {
  %s = memref.reinterpret_cast %m to offset: [0], sizes: [4, 5], strides: [8, 1] : memref<64xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}
// -----
func.func @c(%m: memref<64xf32>) {
  %s = "memref.reinterpret_cast"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 8, 1>}> : (memref<64xf32>) -> memref<4x4xf32, strided<[8, 1]>>
  return
}
// -----
func.func @c(%m: memref<64xf32>) {
  %s = memref.reinterpret_cast %m to offset: [1], sizes: [4, 4], strides: [8, 1] : memref<64xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}
// -----
func.func @c(%m: memref<64xf32>) {
  %s = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [8, 2] : memref<64xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}
// -----
func.func @c(%m: memref<64xf32>) {
  %s = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [8, 1] : memref<64xf32> to memref<4x4xi32, strided<[8, 1]>>
  return
}
// -----
func.func @c(%m: memref<64xf32>) {
  %s = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [8, 1] : memref<64xf32> to memref<4x4xf32, strided<[8, 1]>, 1>
  return
}
// -----
func.func @c(%m: memref<64xf32>) {
  %s = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [8, 1] : memref<64xf32> to i32
  return
}
// -----
func.func @c(%m: memref<64xf32>) {
  %s = memref.reinterpret_cast %m to offset: [-1], sizes: [4, 4], strides: [8, 1] : memref<64xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
  return
}
// -----
func.func @c(%m: memref<8x8xf32>) {
  %s = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xi32, strided<[8, 1]>>
  return
}
// -----
func.func @f(%m: memref<8xf32>, %i: index) {
  %0 = memref.load %m[%i] {alignment = 6} : memref<8xf32>
  return
}
// -----
func.func @f(%m: memref<8xf32>, %i: index, %x: f32) {
  memref.store %x, %m[%i] {nontemporal = true, alignment = -8} : memref<8xf32>
  return
}
// -----
func.func @f(%m: memref<8xf32>) {
  %0 = memref.realloc %m {alignment = 12} : memref<8xf32> to memref<16xf32>
  return
}
// -----
memref.global "private" @g : memref<2xi32> = dense<[1, 2]> {alignment = 5}
// -----
memref.global "private" @g : memref<2xi32> = "two"
// -----
func.func @f() {
  %0 = memref.alloc() : memref<2x3xf32, affine_map<(d0, d1, d2) -> (d0)>>
  return
}
// -----
func.func @f() {
  %0 = "memref.alloc"() <{alignment = 16 : i32, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
  return
}
// -----
func.func @c(%m: memref<64xf32>, %i: index) {
  %s = "memref.reinterpret_cast"(%m, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 8, 1>}> : (memref<64xf32>, index) -> memref<4x4xf32, strided<[8, 1]>>
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = "memref.load"(%m, %i) <{nontemporal = 3 : i32}> : (memref<4xf32>, index) -> f32
  return
}
// -----
func.func @f() {
  %0 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>, alignment = "x"}> : () -> memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i32: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (memref<4xf32>) -> memref<2xf32, strided<[1]>>
  return
}
// -----
"memref.global"() <{sym_name = "g", type = 4 : i64}> : () -> ()
// -----
func.func @f(%m: memref<4x4xf32>) {
  %0 = "memref.transpose"(%m) <{permutation = array<i64: 1, 0>}> : (memref<4x4xf32>) -> memref<4x4xf32, strided<[1, 4]>>
  return
}
