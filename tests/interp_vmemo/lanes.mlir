// Vector loops of each lane type the interpreter's memo holds in words
// (f32, f64, i32, i8, index, i64), each long enough to reach a steady
// state: row loads and stores, broadcasts, fma, element-wise arith
// (ops that cannot fail and ops whose lanes are staged: subf, divf,
// shifts), extract and insert at constant positions, and reductions with
// and without an accumulator.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %n = arith.constant 256 : index
  %m = arith.constant 240 : index
  %F = memref.alloc() : memref<256xf32>
  %G = memref.alloc() : memref<256xf32>
  %D = memref.alloc() : memref<256xf64>
  %I = memref.alloc() : memref<2x256xi32>
  %B = memref.alloc() : memref<256xi8>
  %X = memref.alloc() : memref<256xindex>
  %L = memref.alloc() : memref<256xi64>
  %k7 = arith.constant 7 : i32
  %k13 = arith.constant 13 : i32
  %q = arith.constant 0.125 : f32
  %h = arith.constant 3.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %a = arith.remsi %ii, %k13 : i32
    %af = arith.sitofp %a : i32 to f32
    %f = arith.mulf %af, %q : f32
    %g = arith.subf %f, %h : f32
    memref.store %g, %F[%i] : memref<256xf32>
    %d = arith.extf %g : f32 to f64
    memref.store %d, %D[%i] : memref<256xf64>
    %b = arith.muli %ii, %k7 : i32
    memref.store %b, %I[%c0, %i] : memref<2x256xi32>
    memref.store %a, %I[%c1, %i] : memref<2x256xi32>
    %b8 = arith.trunci %b : i32 to i8
    memref.store %b8, %B[%i] : memref<256xi8>
    %x = arith.index_cast %b : i32 to index
    memref.store %x, %X[%i] : memref<256xindex>
    %l = arith.extsi %b : i32 to i64
    memref.store %l, %L[%i] : memref<256xi64>
  }
  // f32: an fma accumulator over rows, a row stored, a reduction.
  %z8 = arith.constant dense<0.0> : vector<8xf32>
  %z = arith.constant 0.0 : f32
  %acc, %sum = scf.for %k = %c0 to %m step %c1 iter_args(%t = %z8, %s = %z) -> (vector<8xf32>, f32) {
    %a = memref.load %F[%k] : memref<256xf32>
    %av = vector.broadcast %a : f32 to vector<8xf32>
    %bv = vector.load %F[%k] : memref<256xf32>, vector<8xf32>
    %u = vector.fma %av, %bv, %t : vector<8xf32>
    %w = arith.mulf %u, %bv : vector<8xf32>
    vector.store %w, %G[%k] : memref<256xf32>, vector<8xf32>
    %r = vector.reduction <add>, %bv, %s : vector<8xf32> into f32
    scf.yield %u, %r : vector<8xf32>, f32
  }
  vector.print %acc : vector<8xf32>
  vector.print %sum : f32
  %gv = vector.load %G[%c3] : memref<256xf32>, vector<8xf32>
  vector.print %gv : vector<8xf32>
  // f64: subf and divf (staged lanes), maxnumf and minimumf reductions.
  %z4 = arith.constant dense<1.5> : vector<4xf64>
  %zd = arith.constant 0.0 : f64
  %acc2, %mx = scf.for %k = %c0 to %m step %c1 iter_args(%t = %z4, %s = %zd) -> (vector<4xf64>, f64) {
    %v = vector.load %D[%k] : memref<256xf64>, vector<4xf64>
    %d = arith.subf %t, %v : vector<4xf64>
    %e = arith.divf %d, %z4 : vector<4xf64>
    %f = arith.addf %e, %v : vector<4xf64>
    %r = vector.reduction <maxnumf>, %f, %s : vector<4xf64> into f64
    %r2 = vector.reduction <minimumf>, %v : vector<4xf64> into f64
    %r3 = arith.addf %r, %r2 : f64
    scf.yield %f, %r3 : vector<4xf64>, f64
  }
  vector.print %acc2 : vector<4xf64>
  vector.print %mx : f64
  // i32 on a 2-D memref: arith, shifts, extract and insert, reductions.
  %zi = arith.constant dense<1> : vector<8xi32>
  %sh = arith.constant dense<3> : vector<8xi32>
  %z32 = arith.constant 0 : i32
  %acc3, %red = scf.for %k = %c0 to %m step %c1 iter_args(%t = %zi, %s = %z32) -> (vector<8xi32>, i32) {
    %v = vector.load %I[%c0, %k] : memref<2x256xi32>, vector<8xi32>
    %w = vector.load %I[%c1, %k] : memref<2x256xi32>, vector<8xi32>
    %a = arith.addi %t, %v : vector<8xi32>
    %b = arith.muli %a, %w : vector<8xi32>
    %c = arith.shli %b, %sh : vector<8xi32>
    %d = arith.xori %c, %v : vector<8xi32>
    %e = vector.extract %d[3] : i32 from vector<8xi32>
    %f = vector.insert %e, %d [6] : i32 into vector<8xi32>
    %r = vector.reduction <add>, %f, %s : vector<8xi32> into i32
    %r2 = vector.reduction <maxsi>, %w : vector<8xi32> into i32
    %r3 = arith.addi %r, %r2 : i32
    vector.store %f, %I[%c1, %k] : memref<2x256xi32>, vector<8xi32>
    scf.yield %f, %r3 : vector<8xi32>, i32
  }
  vector.print %acc3 : vector<8xi32>
  vector.print %red : i32
  // i8: 16 lanes, a xor reduction, rows stored back.
  %zb = arith.constant dense<5> : vector<16xi8>
  %z8b = arith.constant 0 : i8
  %acc4, %x8 = scf.for %k = %c0 to %m step %c1 iter_args(%t = %zb, %s = %z8b) -> (vector<16xi8>, i8) {
    %v = vector.load %B[%k] : memref<256xi8>, vector<16xi8>
    %a = arith.addi %t, %v : vector<16xi8>
    %r = vector.reduction <xor>, %a, %s : vector<16xi8> into i8
    vector.store %a, %B[%k] : memref<256xi8>, vector<16xi8>
    scf.yield %a, %r : vector<16xi8>, i8
  }
  vector.print %acc4 : vector<16xi8>
  vector.print %x8 : i8
  // index and i64 lanes.
  %zx = arith.constant dense<2> : vector<4xindex>
  %zl = arith.constant dense<-1> : vector<2xi64>
  %acc5, %acc6 = scf.for %k = %c0 to %m step %c1 iter_args(%t = %zx, %u = %zl) -> (vector<4xindex>, vector<2xi64>) {
    %v = vector.load %X[%k] : memref<256xindex>, vector<4xindex>
    %a = arith.addi %t, %v : vector<4xindex>
    vector.store %a, %X[%k] : memref<256xindex>, vector<4xindex>
    %w = vector.load %L[%k] : memref<256xi64>, vector<2xi64>
    %b = arith.muli %u, %w : vector<2xi64>
    %c = arith.subi %b, %w : vector<2xi64>
    scf.yield %a, %c : vector<4xindex>, vector<2xi64>
  }
  vector.print %acc5 : vector<4xindex>
  vector.print %acc6 : vector<2xi64>
  %mn = vector.reduction <minui>, %acc6 : vector<2xi64> into i64
  vector.print %mn : i64
  return
}
