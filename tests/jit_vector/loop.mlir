// Vector ops many times over: a multiply-xorshift hash of vector<4xi33>
// lanes in registers for 3000 iterations, and an f32 sweep that loads,
// computes and stores vector<8xf32> rows of a 37-float buffer up to its
// last whole row (floats 29 to 36), each sum reduced in lane order.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 3000 : index
  %h0 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi33>
  %m = arith.constant dense<[6700417, 641, 274177, 65537]> : vector<4xi33>
  %sh = arith.constant dense<[7, 11, 13, 17]> : vector<4xi33>
  %one = arith.constant dense<1> : vector<4xi33>
  %h = scf.for %i = %c0 to %n step %c1 iter_args(%v = %h0) -> (vector<4xi33>) {
    %a = arith.muli %v, %m : vector<4xi33>
    %b = arith.shrui %a, %sh : vector<4xi33>
    %c = arith.xori %a, %b : vector<4xi33>
    %d = arith.addi %c, %one : vector<4xi33>
    %e = vector.shuffle %d, %d [1, 2, 3, 0] : vector<4xi33>, vector<4xi33>
    %f = arith.xori %d, %e : vector<4xi33>
    scf.yield %f : vector<4xi33>
  }
  vector.print %h : vector<4xi33>
  %x = vector.reduction <xor>, %h : vector<4xi33> into i33
  vector.print %x : i33
  %B = memref.alloc() : memref<37xf32>
  %c37 = arith.constant 37 : index
  %c7 = arith.constant 7 : i32
  scf.for %i = %c0 to %c37 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %r = arith.remsi %ii, %c7 : i32
    %fr = arith.sitofp %r : i32 to f32
    memref.store %fr, %B[%i] : memref<37xf32>
  }
  %half = arith.constant dense<0.5> : vector<8xf32>
  %q = arith.constant dense<-0.375> : vector<8xf32>
  %c30 = arith.constant 30 : index
  %sweeps = arith.constant 200 : index
  %z = arith.constant 0.0 : f32
  %tot = scf.for %s = %c0 to %sweeps step %c1 iter_args(%acc = %z) -> (f32) {
    %in = scf.for %j = %c0 to %c30 step %c1 iter_args(%t = %acc) -> (f32) {
      %y = vector.load %B[%j] : memref<37xf32>, vector<8xf32>
      %u = vector.fma %y, %half, %q : vector<8xf32>
      %w = arith.mulf %u, %u : vector<8xf32>
      %k = arith.cmpf olt, %w, %y : vector<8xf32>
      %p = arith.select %k, %w, %u : vector<8xi1>, vector<8xf32>
      vector.store %p, %B[%j] : memref<37xf32>, vector<8xf32>
      %r = vector.reduction <add>, %p, %t : vector<8xf32> into f32
      scf.yield %r : f32
    }
    scf.yield %in : f32
  }
  vector.print %tot : f32
  %last = vector.load %B[%c30] : memref<37xf32>, vector<7xf32>
  vector.print %last : vector<7xf32>
  return
}
