// A vector accumulator: vector.fma chained through iter_args, as a
// vectoriser emits for a dot product's partial sums.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 10 : index
  %a = arith.constant dense<[1.0, 2.0, 0.5, -1.0]> : vector<4xf32>
  %b = arith.constant dense<[2.0, 0.5, 4.0, 1.0]> : vector<4xf32>
  %z = arith.constant dense<0.0> : vector<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (vector<4xf32>) {
    %f = vector.fma %a, %b, %acc : vector<4xf32>
    scf.yield %f : vector<4xf32>
  }
  vector.print %r : vector<4xf32>
  return
}
