// A padded strided layout: a 3x4 window with row pitch 6 and offset 2 into
// a 3x6 buffer, written through the view and read back through the buffer.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %base = memref.alloc() : memref<3x6xf32>
  %m = memref.subview %base[0, 2] [3, 4] [1, 1] : memref<3x6xf32> to memref<3x4xf32, strided<[6, 1], offset: 2>>
  %one = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %k = arith.muli %i, %c4 : index
      %l = arith.addi %k, %j : index
      %v = arith.index_cast %l : index to i32
      %f = arith.sitofp %v : i32 to f32
      %g = arith.addf %f, %one : f32
      memref.store %g, %m[%i, %j] : memref<3x4xf32, strided<[6, 1], offset: 2>>
    }
  }
  %x = memref.load %m[%c1, %c3] : memref<3x4xf32, strided<[6, 1], offset: 2>>
  vector.print %x : f32
  %c5 = arith.constant 5 : index
  %y = memref.load %base[%c1, %c5] : memref<3x6xf32>
  vector.print %y : f32
  memref.dealloc %base : memref<3x6xf32>
  return
}
