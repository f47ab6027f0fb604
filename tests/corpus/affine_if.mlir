// affine.if with and without results, integer sets inline and aliased.
#set = affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 - d0 - 1 >= 0)>
func.func @ifs(%A: memref<64xf32>, %n: index) -> f32 {
  %z = arith.constant 0.000000e+00 : f32
  affine.for %i = 0 to 64 {
    affine.if #set(%i)[%n] {
      affine.store %z, %A[%i] : memref<64xf32>
    }
  }
  %c3 = arith.constant 3 : index
  %r = affine.if affine_set<(d0) : (d0 == 3)>(%c3) -> f32 {
    %v = affine.load %A[%c3] : memref<64xf32>
    affine.yield %v : f32
  } else {
    affine.yield %z : f32
  }
  return %r : f32
}
