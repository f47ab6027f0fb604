// bufferization.clone as --buffer-deallocation-pipeline leaves it: of a
// strided view (the clone is contiguous), to a dynamic shape, to a fully
// dynamic strided layout (an allocation cast to it), and of a buffer
// written after it was cloned (the clone keeps the old values). Also
// memref.copy between a static and a dynamic shape, which upstream accepts.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %m = memref.alloc() : memref<2x3xi32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %k = arith.muli %i, %c3 : index
      %l = arith.addi %k, %j : index
      %v = arith.index_cast %l : index to i32
      memref.store %v, %m[%i, %j] : memref<2x3xi32>
    }
  }
  %s = memref.subview %m[0, 1] [2, 2] [1, 1] : memref<2x3xi32> to memref<2x2xi32, strided<[3, 1], offset: 1>>
  %a = bufferization.clone %s : memref<2x2xi32, strided<[3, 1], offset: 1>> to memref<2x2xi32>
  %x = arith.constant 90 : i32
  memref.store %x, %m[%c0, %c1] : memref<2x3xi32>
  %b = bufferization.clone %a : memref<2x2xi32> to memref<?x?xi32>
  %y = arith.constant 91 : i32
  memref.store %y, %a[%c1, %c1] : memref<2x2xi32>
  %c = bufferization.clone %b : memref<?x?xi32> to memref<?x?xi32, strided<[?, ?], offset: ?>>
  %d = memref.alloc() : memref<2x2xi32>
  memref.copy %c, %d : memref<?x?xi32, strided<[?, ?], offset: ?>> to memref<2x2xi32>
  %e = memref.alloc(%c2) : memref<?x3xi32>
  memref.copy %m, %e : memref<2x3xi32> to memref<?x3xi32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %p = memref.load %a[%i, %j] : memref<2x2xi32>
      %q = memref.load %b[%i, %j] : memref<?x?xi32>
      %r = memref.load %d[%i, %j] : memref<2x2xi32>
      vector.print %p : i32
      vector.print %q : i32
      vector.print %r : i32
    }
  }
  %f = memref.load %e[%c0, %c1] : memref<?x3xi32>
  %g = memref.load %s[%c0, %c0] : memref<2x2xi32, strided<[3, 1], offset: 1>>
  vector.print %f : i32
  vector.print %g : i32
  memref.dealloc %a : memref<2x2xi32>
  memref.dealloc %b : memref<?x?xi32>
  memref.dealloc %c : memref<?x?xi32, strided<[?, ?], offset: ?>>
  memref.dealloc %d : memref<2x2xi32>
  memref.dealloc %e : memref<?x3xi32>
  memref.dealloc %m : memref<2x3xi32>
  return
}
