// An inner loop entered once per row sums A[i][j] + A[i][j + 1] over
// j < 63, printing each row's sum, for rows 0 to 6 of a grid of 6 rows:
// row 6 is one past it. The affine proof at each entry differs from the
// row before's only in the row index, which the inner loop holds fixed
// (an index whose `a` is 0): rows 0 to 5 run on the proof; at row 6 that
// index is out of its size, no proof holds, and the copy that checks its
// indices declines at the first load of the row's first iteration, which
// faults as the interpreter's does. A[i][j] = 64 i + j.
func.func @main() {
  %A = memref.alloc() : memref<6x64xi32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c63 = arith.constant 63 : index
  %c64 = arith.constant 64 : index
  %z = arith.constant 0 : i32
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %c64 step %c1 {
      %k = arith.muli %i, %c64 : index
      %v = arith.addi %k, %j : index
      %w = arith.index_cast %v : index to i32
      memref.store %w, %A[%i, %j] : memref<6x64xi32, 1>
    }
  }
  scf.for %i = %c0 to %c7 step %c1 {
    %s = scf.for %j = %c0 to %c63 step %c1 iter_args(%acc = %z) -> (i32) {
      %jp = arith.addi %j, %c1 : index
      %a = memref.load %A[%i, %j] : memref<6x64xi32, 1>
      %b = memref.load %A[%i, %jp] : memref<6x64xi32, 1>
      %t = arith.addi %a, %b : i32
      %n = arith.addi %acc, %t : i32
      scf.yield %n : i32
    }
    vector.print %s : i32
  }
  return
}
