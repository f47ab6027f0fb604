// Vectors passed to and returned from compiled functions (the callee's
// parameters are read from the register file, its results written to
// it), in a loop of calls; and a 0-d vector and a 24-lane one, which stay
// in the register file, beside them.
func.func @step(%v: vector<4xi13>, %w: vector<2x2xf64>) -> (vector<4xi13>, vector<2x2xf64>, f64) {
  %k = arith.constant dense<[3, -5, 7, 4095]> : vector<4xi13>
  %a = arith.muli %v, %k : vector<4xi13>
  %h = arith.constant dense<[[0.5, 1.5], [-2.0, 0.25]]> : vector<2x2xf64>
  %b = arith.mulf %w, %h : vector<2x2xf64>
  %c = arith.addf %b, %w : vector<2x2xf64>
  %s = vector.shape_cast %c : vector<2x2xf64> to vector<4xf64>
  %r = vector.reduction <add>, %s : vector<4xf64> into f64
  return %a, %c, %r : vector<4xi13>, vector<2x2xf64>, f64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 20 : index
  %v0 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi13>
  %w0 = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf64>
  %z = arith.constant 0.0 : f64
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%v = %v0, %w = %w0, %t = %z) -> (vector<4xi13>, vector<2x2xf64>, f64) {
    %a, %b, %s = func.call @step(%v, %w) : (vector<4xi13>, vector<2x2xf64>) -> (vector<4xi13>, vector<2x2xf64>, f64)
    %u = arith.addf %t, %s : f64
    scf.yield %a, %b, %u : vector<4xi13>, vector<2x2xf64>, f64
  }
  vector.print %r#0 : vector<4xi13>
  vector.print %r#1 : vector<2x2xf64>
  vector.print %r#2 : f64
  %x = arith.constant 2.5 : f32
  %d = vector.broadcast %x : f32 to vector<f32>
  %e = vector.extract %d[] : f32 from vector<f32>
  vector.print %e : f32
  %big = vector.broadcast %x : f32 to vector<4x6xf32>
  %row = vector.extract %big[3] : vector<6xf32> from vector<4x6xf32>
  %dbl = arith.addf %row, %row : vector<6xf32>
  vector.print %dbl : vector<6xf32>
  return
}
