// Loop control and free ops, for the rules of docs/timing.md § Issue: an
// empty scf.for and affine.for of 5 iterations, and an alloc whose
// dealloc costs nothing.
func.func @scf_loop() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  scf.for %i = %c0 to %c5 step %c1 {
  }
  return
}

func.func @affine_loop() {
  affine.for %i = 0 to 5 {
  }
  return
}

func.func @alloc_dealloc() {
  %a = memref.alloc() : memref<4xi32, 1>
  memref.dealloc %a : memref<4xi32, 1>
  return
}
