// affine.parallel bounds that are the max (lower) or min (upper) of
// several expressions, as tiling produces: a 7x5 grid cut into 3x2 tiles,
// each tile clamped at the edge and at a symbolic limit; every cell the
// band visits adds its row and column into a sum.
func.func @main() {
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %c1 = arith.constant 1 : index
  %acc = memref.alloc() : memref<1xi64>
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i64
  memref.store %z, %acc[%c0] : memref<1xi64>
  affine.for %ti = 0 to 7 step 3 {
    affine.for %tj = 0 to 5 step 2 {
      affine.parallel (%i, %j) = (max(%ti, symbol(%c1)), %tj) to (min(%ti + 3, 7), min(%tj + 2, 5, symbol(%c6) - 2)) {
        %s = memref.load %acc[%c0] : memref<1xi64>
        %a = arith.index_cast %i : index to i64
        %b = arith.index_cast %j : index to i64
        %k = arith.constant 100 : i64
        %ak = arith.muli %a, %k : i64
        %t = arith.addi %ak, %b : i64
        %u = arith.addi %s, %t : i64
        memref.store %u, %acc[%c0] : memref<1xi64>
      }
    }
  }
  %r = memref.load %acc[%c0] : memref<1xi64>
  vector.print %r : i64
  %n = affine.parallel (%i) = (max(%c3, 2)) to (min(9, %c6 + 1)) reduce ("addi") -> (i64) {
    %w = arith.index_cast %i : index to i64
    affine.yield %w : i64
  }
  vector.print %n : i64
  return
}
