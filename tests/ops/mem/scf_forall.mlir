// scf.forall on memrefs: normalized and general bounds, static and dynamic.
func.func @f(%m: memref<8x8xf32>, %n: index) {
  scf.forall (%i, %j) in (8, %n) {
    %x = memref.load %m[%i, %j] : memref<8x8xf32>
    memref.store %x, %m[%j, %i] : memref<8x8xf32>
  }
  scf.forall (%i) = (0) to (%n) step (2) {
    %x = memref.load %m[%i, %i] : memref<8x8xf32>
  } {tag = 3 : i32}
  scf.forall (%i, %j) = (%n, 1) to (8, 8) step (%n, 3) {
    scf.forall.in_parallel {
    }
  }
  scf.forall (%i) in (4) {
  }
  return
}
func.func @g(%t: tensor<8xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8xf32>) {
  }
  return %r : tensor<8xf32>
}
