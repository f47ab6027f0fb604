// UPSTREAM: no: tensor_load and the literal-index dim are seed-only ops upstream no longer has
// Seed Standard dialect: alloc (static and dynamic sizes), alloc_static,
// load, store, dim ("Always returns 4" for dimension 0 of a
// tensor<4 x ? x f32>; dimension 1 "returns the dynamic dimension"),
// memref_cast and dealloc.
// EXPECT: 4
// EXPECT: 3
// EXPECT: 4
// EXPECT: 2.5
// EXPECT: 2.5
// EXPECT: 7
func @main() {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c3 = constant 3 : index
  %A = alloc(%c3) : memref<4 x ? x f32>
  %half = constant 2.5 : f32
  store %half, %A[%c1, %c0] : memref<4 x ? x f32>
  %T = tensor_load %A : memref<4 x ? x f32>
  %x = dim %T, 0 : tensor<4 x ? x f32>
  vector.print %x : index
  %y = dim %T, 1 : tensor<4 x ? x f32>
  vector.print %y : index
  %z = dim %A, 0 : memref<4 x ? x f32>
  vector.print %z : index
  %v = load %A[%c1, %c0] : memref<4 x ? x f32>
  vector.print %v : f32
  %B = memref_cast %A : memref<4 x ? x f32> to memref<? x ? x f32>
  %w = load %B[%c1, %c0] : memref<? x ? x f32>
  vector.print %w : f32
  %S = alloc_static(0x1232a00) : memref<2 x i32>
  %seven = constant 7 : i32
  store %seven, %S[%c1] : memref<2 x i32>
  %s = load %S[%c1] : memref<2 x i32>
  vector.print %s : i32
  dealloc %A : memref<4 x ? x f32>
  return
}
