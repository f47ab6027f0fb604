// Subviews with static and dynamic offsets, sizes and strides.
func.func @subviews(%m: memref<8x16xf32>, %i: index, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = memref.subview %m[2, 4] [4, 8] [1, 1] : memref<8x16xf32> to memref<4x8xf32, strided<[16, 1], offset: 36>>
  %1 = memref.subview %m[%i, 0] [2, %n] [1, 2] : memref<8x16xf32> to memref<2x?xf32, strided<[16, 2], offset: ?>>
  %2 = memref.load %0[%c0, %c0] : memref<4x8xf32, strided<[16, 1], offset: 36>>
  %3 = memref.load %1[%c0, %c0] : memref<2x?xf32, strided<[16, 2], offset: ?>>
  %4 = arith.addf %2, %3 : f32
  return %4 : f32
}
