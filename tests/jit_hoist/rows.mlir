// Each outer iteration takes a new row of A through memref.subview (run
// by the runtime, so the inner loop's descriptor is stale at every entry)
// and sums it in an inner loop that runs through the iteration memo.
// A[i][j] = 64 i + j, so row i sums to 4096 i + 2016.
func.func @main() {
  %A = memref.alloc() : memref<8x64xi32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %z = arith.constant 0 : i32
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c64 step %c1 {
      %k = arith.muli %i, %c64 : index
      %v = arith.addi %k, %j : index
      %w = arith.index_cast %v : index to i32
      memref.store %w, %A[%i, %j] : memref<8x64xi32, 1>
    }
  }
  scf.for %i = %c0 to %c8 step %c1 {
    %row = memref.subview %A[%i, 0] [1, 64] [1, 1] : memref<8x64xi32, 1> to memref<64xi32, strided<[1], offset: ?>, 1>
    %s = scf.for %j = %c0 to %c64 step %c1 iter_args(%acc = %z) -> (i32) {
      %x = memref.load %row[%j] : memref<64xi32, strided<[1], offset: ?>, 1>
      %n = arith.addi %acc, %x : i32
      scf.yield %n : i32
    }
    vector.print %s : i32
  }
  return
}
