// Lanes of NaN, infinities and signed zeros through a memo'd loop. Rows
// of the pattern (0, inf, -0, NaN), rotated by one lane each iteration,
// go through an fma (0 * inf makes a NaN, as `math.fma` makes it; a NaN
// lane carries; -0 * -0 + -0 keeps the sign of the sum), subf and divf
// lanes (staged: inf - inf and 0 / 0 make NaNs), a minimumf reduction
// over -0 and 0 and a maxnumf one past a NaN. Each iteration's results
// are kept apart from the accumulators, so the last is printed as made.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %c67 = arith.constant 67 : index
  %A = memref.alloc() : memref<72xf32>
  %p = arith.constant dense<[0.0, 0x7F800000, -0.0, 0x7FC00000]> : vector<4xf32>
  scf.for %i = %c0 to %c67 step %c4 {
    vector.store %p, %A[%i] : memref<72xf32>, vector<4xf32>
  }
  %b = arith.constant dense<[0x7F800000, 0.0, -0.0, 1.0]> : vector<4xf32>
  %z = arith.constant dense<-0.0> : vector<4xf32>
  %big = arith.constant 1.0e30 : f32
  %r:4 = scf.for %k = %c0 to %c64 step %c1 iter_args(%f0 = %z, %q0 = %z, %m0 = %big, %x0 = %big) -> (vector<4xf32>, vector<4xf32>, f32, f32) {
    %v = vector.load %A[%k] : memref<72xf32>, vector<4xf32>
    %f = vector.fma %v, %b, %z : vector<4xf32>
    %d = arith.subf %v, %v : vector<4xf32>
    %q = arith.divf %d, %v : vector<4xf32>
    %mn = vector.reduction <minimumf>, %v, %m0 : vector<4xf32> into f32
    %mx = vector.reduction <maxnumf>, %v : vector<4xf32> into f32
    scf.yield %f, %q, %mn, %mx : vector<4xf32>, vector<4xf32>, f32, f32
  }
  vector.print %r#0 : vector<4xf32>
  vector.print %r#1 : vector<4xf32>
  vector.print %r#2 : f32
  vector.print %r#3 : f32
  return
}
