// vector<8xi33> loads and stores (bit-packed rows, which compiled code
// leaves to the interpreter) in a loop over every position up to the
// last whole row of a 20-element buffer. (What the interpreter reads
// back from packed i33 rows differs from what mlir-runner reads, so
// this kernel is held to the interpreter only.)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c13 = arith.constant 13 : index
  %c20 = arith.constant 20 : index
  %k = arith.constant 29 : i64
  %B33 = memref.alloc() : memref<20xi33>
  scf.for %i = %c0 to %c20 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %p = arith.muli %ii, %k : i64
    %v13 = arith.trunci %p : i64 to i13
    %v33 = arith.extsi %v13 : i13 to i33
    memref.store %v33, %B33[%i] : memref<20xi33>
  }
  %z33 = arith.constant 0 : i33
  %s = scf.for %j = %c0 to %c13 step %c1 iter_args(%a33 = %z33) -> (i33) {
    %x33 = vector.load %B33[%j] : memref<20xi33>, vector<8xi33>
    %y33 = arith.muli %x33, %x33 : vector<8xi33>
    vector.store %y33, %B33[%j] : memref<20xi33>, vector<8xi33>
    %r33 = vector.reduction <add>, %y33, %a33 : vector<8xi33> into i33
    scf.yield %r33 : i33
  }
  vector.print %s : i33
  %l33 = vector.load %B33[%c13] : memref<20xi33>, vector<7xi33>
  vector.print %l33 : vector<7xi33>
  return
}
