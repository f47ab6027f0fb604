// Affine forms with nothing inside (an always-true condition, a band of
// no loops) and symbols that are valid below the top level: a constant
// made in a loop, a dim of a subview whose size is a symbol.
func.func @empty_forms(%m: memref<?x?xi16>, %n: index) {
  affine.if affine_set<() : ()>() {
  }
  affine.parallel () = () to () {
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rows = memref.dim %m, %c0 : memref<?x?xi16>
  affine.for %i = 0 to %n {
    %k = arith.constant 3 : index
    %s = memref.subview %m[0, 0] [%rows, %i] [1, 1] : memref<?x?xi16> to memref<?x?xi16, strided<[?, 1]>>
    %d = memref.dim %s, %c0 : memref<?x?xi16, strided<[?, 1]>>
    affine.for %j = 0 to affine_map<()[s0, s1] -> (s0 + s1)>()[%d, %k] {
      %v = affine.load %m[%j, %i] : memref<?x?xi16>
    }
  }
  return
}

// Bounds that are the max or min of several expressions.
func.func @min_max_bounds(%a: index, %b: index, %n: index) {
  affine.parallel (%i, %j) = (max(%a, %b + 1), 0) to (min(%a + 8, symbol(%n)), min(%b, 4, 9)) step (2, 1) {
  }
  return
}
