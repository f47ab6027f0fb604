// A[i] = i, then the sum of (i + 1) * A[999 - i]: an index that moves
// down by one element an iteration (a byte stride of -4).
func.func @main() {
  %A = memref.alloc() : memref<1000xi32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c999 = arith.constant 999 : index
  %c1000 = arith.constant 1000 : index
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  scf.for %i = %c0 to %c1000 step %c1 {
    %v = arith.index_cast %i : index to i32
    memref.store %v, %A[%i] : memref<1000xi32, 1>
  }
  %s = scf.for %i = %c0 to %c1000 step %c1 iter_args(%acc = %z) -> (i32) {
    %r = arith.subi %c999, %i : index
    %a = memref.load %A[%r] : memref<1000xi32, 1>
    %w = arith.index_cast %i : index to i32
    %w1 = arith.addi %w, %one : i32
    %p = arith.muli %w1, %a : i32
    %n = arith.addi %acc, %p : i32
    scf.yield %n : i32
  }
  vector.print %s : i32
  return
}
