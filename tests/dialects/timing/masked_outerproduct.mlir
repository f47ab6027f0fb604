// A masked vector.outerproduct costs what the outer product costs, and its
// result is ready when the outer product's is.
func.func @main() {
  %m = arith.constant dense<[true, false]> : vector<2xi1>
  %x = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %s = arith.constant 2.0 : f32
  %acc = arith.constant dense<[-1.0, -2.0]> : vector<2xf32>
  %r = vector.mask %m { vector.outerproduct %x, %s, %acc : vector<2xf32>, f32 } : vector<2xi1> -> vector<2xf32>
  %t = arith.addf %r, %r : vector<2xf32>
  vector.print %t : vector<2xf32>
  return
}
