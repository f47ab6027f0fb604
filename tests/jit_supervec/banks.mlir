// Vector rows against narrow banks (the tests run it with vmem's
// interleave set to 16 bytes and each bank busy for 3 cycles): rows of
// two f32 loaded from A at every element i < 1000 and, each plus the row
// before, stored to B[i], so every fourth row spans two banks (its first
// byte at 12 modulo 16) and the others one; then rows of eight f32 at
// every second element, over two banks where they start at a multiple of
// 16 bytes and three where they start at 8 modulo 16 (which compiled
// code leaves to the interpreter: the values-only copy declines there
// and the timed copy hands the row over). Prints the last sums.
func.func @main() {
  %A = memref.alloc() : memref<1024xf32>
  %B = memref.alloc() : memref<1024xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c1000 = arith.constant 1000 : index
  %c1016 = arith.constant 1016 : index
  %c1024 = arith.constant 1024 : index
  scf.for %i = %c0 to %c1024 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %c7 = arith.constant 7 : i32
    %r = arith.remsi %ii, %c7 : i32
    %f = arith.sitofp %r : i32 to f32
    memref.store %f, %A[%i] : memref<1024xf32>
  }
  %z2 = arith.constant dense<0.0> : vector<2xf32>
  %s = scf.for %i = %c0 to %c1000 step %c1 iter_args(%acc = %z2) -> (vector<2xf32>) {
    %v = vector.load %A[%i] : memref<1024xf32>, vector<2xf32>
    %w = arith.addf %v, %acc : vector<2xf32>
    vector.store %w, %B[%i] : memref<1024xf32>, vector<2xf32>
    scf.yield %w : vector<2xf32>
  }
  vector.print %s : vector<2xf32>
  %z8 = arith.constant dense<0.0> : vector<8xf32>
  %t = scf.for %i = %c0 to %c1016 step %c2 iter_args(%acc = %z8) -> (vector<8xf32>) {
    %v = vector.load %B[%i] : memref<1024xf32>, vector<8xf32>
    %w = arith.addf %v, %acc : vector<8xf32>
    scf.yield %w : vector<8xf32>
  }
  vector.print %t : vector<8xf32>
  return
}
