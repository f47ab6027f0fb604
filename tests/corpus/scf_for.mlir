// scf.for with and without iter_args, and an integer induction variable.
func.func @loops(%lb: index, %ub: index, %step: index, %m: memref<?xf32>) -> f32 {
  %zero = arith.constant 0.000000e+00 : f32
  scf.for %i = %lb to %ub step %step {
    memref.store %zero, %m[%i] : memref<?xf32>
  }
  %sum = scf.for %i = %lb to %ub step %step iter_args(%acc = %zero) -> (f32) {
    %v = memref.load %m[%i] : memref<?xf32>
    %s = arith.addf %acc, %v : f32
    scf.yield %s : f32
  }
  %a = arith.constant 0 : i32
  %b = arith.constant 10 : i32
  %c = arith.constant 1 : i32
  scf.for %k = %a to %b step %c : i32 {
    "test.use"(%k) : (i32) -> ()
  }
  return %sum : f32
}
