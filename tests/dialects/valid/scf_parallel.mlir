// scf.parallel with and without reductions, several induction variables
// and a discardable attribute.
func.func @f(%lb: index, %ub: index, %s: index, %m: memref<?x?xf32>, %init: f32) -> (f32, i32) {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %s) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    memref.store %v, %m[%j, %i] : memref<?x?xf32>
  }
  %c1 = arith.constant 1 : i32
  %r:2 = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%init, %c1) -> (f32, i32) {
    %v = memref.load %m[%i, %i] : memref<?x?xf32>
    scf.reduce(%v, %c1 : f32, i32) {
    ^bb0(%a: f32, %b: f32):
      %x = arith.addf %a, %b : f32
      scf.reduce.return %x : f32
    }, {
    ^bb0(%a: i32, %b: i32):
      %x = arith.muli %a, %b : i32
      scf.reduce.return %x : i32
    }
  } {mapping = 1}
  return %r#0, %r#1 : f32, i32
}
