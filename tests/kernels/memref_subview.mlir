// Subviews: strided windows into a parent buffer share its storage.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %m = memref.alloc() : memref<8x8xi32>
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      %k = arith.muli %i, %c8 : index
      %l = arith.addi %k, %j : index
      %v = arith.index_cast %l : index to i32
      memref.store %v, %m[%i, %j] : memref<8x8xi32>
    }
  }
  %s = memref.subview %m[2, 3] [4, 4] [1, 1] : memref<8x8xi32> to memref<4x4xi32, strided<[8, 1], offset: 19>>
  %a = memref.load %s[%c1, %c2] : memref<4x4xi32, strided<[8, 1], offset: 19>>
  vector.print %a : i32
  %t = memref.subview %m[%c1, 0] [3, 4] [2, 2] : memref<8x8xi32> to memref<3x4xi32, strided<[16, 2], offset: ?>>
  %b = memref.load %t[%c2, %c1] : memref<3x4xi32, strided<[16, 2], offset: ?>>
  vector.print %b : i32
  %z = arith.constant -1 : i32
  memref.store %z, %t[%c0, %c0] : memref<3x4xi32, strided<[16, 2], offset: ?>>
  %c = memref.load %m[%c1, %c0] : memref<8x8xi32>
  vector.print %c : i32
  memref.dealloc %m : memref<8x8xi32>
  return
}
