// A pointer chase: each load's index is the previous load's value,
// carried through iter_args, so each load waits for the one before it.
memref.global "private" constant @next : memref<8xindex> = dense<[3, 6, 1, 4, 7, 2, 5, 0]>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 10 : index
  %A = memref.get_global @next : memref<8xindex>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%p = %c0) -> (index) {
    %q = memref.load %A[%p] : memref<8xindex>
    scf.yield %q : index
  }
  vector.print %r : index
  return
}
