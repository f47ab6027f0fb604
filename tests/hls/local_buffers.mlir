// Local buffers: each memref.alloc/alloca is a RAM inside the module with
// one port, like a memref argument's behind the ports. @local_buffers
// reverses %A into a 2x4 i7 buffer (truncating), then writes the running
// sums of the buffer's sign-extended words back to %A. @sq keeps its
// operand in an alloca of its own; inlined twice, it is two RAMs.
// HLS-FUNC: local_buffers
// HLS-INPUT: A i16 8 : 1 -2 3 40 -50 6 7 100
func.func @sq(%x: i16) -> i16 {
  %t = memref.alloca() : memref<1xi16, 1>
  %c0 = arith.constant 0 : index
  memref.store %x, %t[%c0] : memref<1xi16, 1>
  %y = memref.load %t[%c0] : memref<1xi16, 1>
  %r = arith.muli %x, %y : i16
  return %r : i16
}
func.func @local_buffers(%A: memref<8xi16, 1>) -> i16 {
  %c0 = arith.constant 0 : index
  %buf = memref.alloc() : memref<2x4xi7, 1>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 4 {
      %k = affine.apply affine_map<(i, j) -> (7 - i * 4 - j)>(%i, %j)
      %v = memref.load %A[%k] : memref<8xi16, 1>
      %t = arith.trunci %v : i16 to i7
      memref.store %t, %buf[%i, %j] : memref<2x4xi7, 1>
    }
  }
  %z = arith.constant 0 : i16
  %sum = affine.for %n = 0 to 8 iter_args(%acc = %z) -> (i16) {
    %w = affine.load %buf[%n floordiv 4, %n mod 4] : memref<2x4xi7, 1>
    %e = arith.extsi %w : i7 to i16
    %a = arith.addi %acc, %e : i16
    memref.store %a, %A[%n] : memref<8xi16, 1>
    affine.yield %a : i16
  }
  memref.dealloc %buf : memref<2x4xi7, 1>
  %first = memref.load %A[%c0] : memref<8xi16, 1>
  %p = func.call @sq(%first) : (i16) -> i16
  %q = func.call @sq(%sum) : (i16) -> i16
  %r = arith.addi %p, %q : i16
  return %r : i16
}
