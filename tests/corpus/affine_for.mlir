// affine.for with constant, SSA and map bounds, steps and min/max.
#lb = affine_map<(d0)[s0] -> (d0, s0)>
#ub = affine_map<(d0) -> (d0 + 16, 100)>
func.func @loops(%A: memref<100x100xf32>, %n: index, %m: index) {
  affine.for %i = 0 to 100 step 4 {
    affine.for %j = 0 to %n {
      %v = affine.load %A[%i, %j] : memref<100x100xf32>
      affine.store %v, %A[%j, %i] : memref<100x100xf32>
    }
  }
  affine.for %k = max #lb(%n)[%m] to min #ub(%m) {
    "test.use"(%k) : (index) -> ()
  }
  affine.for %l = affine_map<()[s0] -> (s0 floordiv 2)>()[%n] to affine_map<()[s0] -> (s0 ceildiv 2 + 4)>()[%m] step 2 {
  }
  return
}
