// Each outer iteration takes rows i and i + 1 of A through two
// memref.subview (run by the runtime, so the inner loop's descriptors
// are stale at every entry) and sums x[j] + 2 x[j + 1] + 3 y[j] over
// j < 63 in an inner loop that runs through the iteration memo. The two
// loads of x are alike and read one descriptor at the copy's entry; the
// load of y, a view of the same type in another register, reads its own.
// A[i][j] = 64 i + j.
func.func @main() {
  %A = memref.alloc() : memref<8x64xi32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %c63 = arith.constant 63 : index
  %c64 = arith.constant 64 : index
  %z = arith.constant 0 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c64 step %c1 {
      %k = arith.muli %i, %c64 : index
      %v = arith.addi %k, %j : index
      %w = arith.index_cast %v : index to i32
      memref.store %w, %A[%i, %j] : memref<8x64xi32, 1>
    }
  }
  scf.for %i = %c0 to %c7 step %c1 {
    %ip = arith.addi %i, %c1 : index
    %x = memref.subview %A[%i, 0] [1, 64] [1, 1] : memref<8x64xi32, 1> to memref<64xi32, strided<[1], offset: ?>, 1>
    %y = memref.subview %A[%ip, 0] [1, 64] [1, 1] : memref<8x64xi32, 1> to memref<64xi32, strided<[1], offset: ?>, 1>
    %s = scf.for %j = %c0 to %c63 step %c1 iter_args(%acc = %z) -> (i32) {
      %jp = arith.addi %j, %c1 : index
      %a = memref.load %x[%j] : memref<64xi32, strided<[1], offset: ?>, 1>
      %b = memref.load %x[%jp] : memref<64xi32, strided<[1], offset: ?>, 1>
      %c = memref.load %y[%j] : memref<64xi32, strided<[1], offset: ?>, 1>
      %b2 = arith.muli %b, %c2 : i32
      %c3x = arith.muli %c, %c3 : i32
      %t = arith.addi %a, %b2 : i32
      %u = arith.addi %t, %c3x : i32
      %n = arith.addi %acc, %u : i32
      scf.yield %n : i32
    }
    vector.print %s : i32
  }
  return
}
