// A broadcast transfer read (map the constant 0) one past the last
// element: every lane would read element [10] of a memref<10xi64>. The
// map walks no dimension, so no lane is out of bounds for the transfer's
// padding to cover (upstream reads past the buffer); the read itself is
// out of bounds, a fault at the read, under both engines.
#bcast1 = affine_map<(d0) -> (0)>
func.func @main() {
  %N = memref.alloc() : memref<10xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c11 = arith.constant 11 : index
  %p = arith.constant -5 : i64
  scf.for %i = %c0 to %c11 step %c1 {
    %v = vector.transfer_read %N[%i], %p {permutation_map = #bcast1} : memref<10xi64>, vector<3xi64>
    vector.print %v : vector<3xi64>
  }
  return
}
