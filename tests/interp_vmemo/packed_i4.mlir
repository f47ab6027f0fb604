// Rows of 8 i4 lanes on a memref of i4 with unit stride, which move
// bit-packed as LLVM moves `<8 x i4>` (the general path): a loop that
// loads a row, adds to it and stores it back, one row per iteration.
// The memo's specialised form does not hold a packed row, so its
// iterations decline at the row and the loop gives the memo up.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %c120 = arith.constant 120 : index
  %N = memref.alloc() : memref<128xi4>
  %p = arith.constant dense<[1, -2, 3, -4, 5, -6, 7, -8]> : vector<8xi4>
  scf.for %i = %c0 to %c120 step %c8 {
    vector.store %p, %N[%i] : memref<128xi4>, vector<8xi4>
  }
  %one = arith.constant dense<3> : vector<8xi4>
  %s = scf.for %k = %c0 to %c120 step %c1 iter_args(%t = %one) -> (vector<8xi4>) {
    %v = vector.load %N[%k] : memref<128xi4>, vector<8xi4>
    %a = arith.addi %v, %t : vector<8xi4>
    vector.store %a, %N[%k] : memref<128xi4>, vector<8xi4>
    scf.yield %a : vector<8xi4>
  }
  vector.print %s : vector<8xi4>
  %r = vector.load %N[%c64] : memref<128xi4>, vector<8xi4>
  vector.print %r : vector<8xi4>
  return
}
