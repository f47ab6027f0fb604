// A padded strided layout: rows of 4 elements stored 6 apart with offset 2.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %base = memref.alloc() : memref<20xf32>
  %m = memref.reinterpret_cast %base to offset: [2], sizes: [3, 4], strides: [6, 1] : memref<20xf32> to memref<3x4xf32, strided<[6, 1], offset: 2>>
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
  %c11 = arith.constant 11 : index
  %y = memref.load %base[%c11] : memref<20xf32>
  vector.print %y : f32
  memref.dealloc %base : memref<20xf32>
  return
}
