// Loops over f16 and bf16 buffers long enough for the iteration memo's
// values-only copy (sim/src/jit/memo_loop.rs): loads and stores of 2-byte
// halves, + - * / and compares, a running sum that grows into rounding
// (f16 loses the low bits past 2048) and an f16 product that underflows
// through the subnormals to zero (bf16's stays normal: upstream flushes
// bf16 subnormals). tests/jit_half.rs compares the engines, checks each loop
// went through the memo, and compares the output with mlir-runner's.

func.func @fill16(%m: memref<300xf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 300 : index
  %step = arith.constant 0.333 : f16
  %x0 = arith.constant 1.0 : f16
  %last = scf.for %i = %c0 to %n step %c1 iter_args(%x = %x0) -> (f16) {
    memref.store %x, %m[%i] : memref<300xf16>
    %y = arith.addf %x, %step : f16
    scf.yield %y : f16
  }
  %bits = arith.bitcast %last : f16 to i16
  vector.print %bits : i16
  return
}

func.func @work16(%m: memref<300xf16>, %out: memref<300xf16>) -> (f16, f16) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 300 : index
  %zero = arith.constant 0.0 : f16
  %one = arith.constant 1.0 : f16
  %half = arith.constant 0.5 : f16
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%s = %zero, %p = %one) -> (f16, f16) {
    %x = memref.load %m[%i] : memref<300xf16>
    %sq = arith.mulf %x, %x : f16
    %s2 = arith.addf %s, %sq : f16
    %q = arith.divf %one, %x : f16
    %d = arith.subf %x, %q : f16
    %neg = arith.cmpf olt, %d, %zero : f16
    %nd = arith.negf %d : f16
    %ad = arith.select %neg, %nd, %d : f16
    memref.store %ad, %out[%i] : memref<300xf16>
    %p2 = arith.mulf %p, %half : f16
    scf.yield %s2, %p2 : f16, f16
  }
  return %r#0, %r#1 : f16, f16
}

func.func @work_bf16(%m: memref<300xbf16>) -> (bf16, bf16) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 300 : index
  %zero = arith.constant 0.0 : bf16
  %one = arith.constant 1.0 : bf16
  %k = arith.constant 0.7 : bf16
  %k9 = arith.constant 0.9 : bf16
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%s = %zero, %p = %one) -> (bf16, bf16) {
    %x = memref.load %m[%i] : memref<300xbf16>
    %t = arith.mulf %x, %k : bf16
    %s2 = arith.addf %s, %t : bf16
    %p2 = arith.mulf %p, %k9 : bf16
    %q = arith.divf %s2, %t : bf16
    memref.store %q, %m[%i] : memref<300xbf16>
    scf.yield %s2, %p2 : bf16, bf16
  }
  return %r#0, %r#1 : bf16, bf16
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c299 = arith.constant 299 : index
  %n = arith.constant 300 : index
  %a = memref.alloc() : memref<300xf16>
  %o = memref.alloc() : memref<300xf16>
  func.call @fill16(%a) : (memref<300xf16>) -> ()
  %s, %p = func.call @work16(%a, %o) : (memref<300xf16>, memref<300xf16>) -> (f16, f16)
  %sb = arith.bitcast %s : f16 to i16
  %pb = arith.bitcast %p : f16 to i16
  vector.print %sb : i16
  vector.print %pb : i16
  %o7 = memref.load %o[%c7] : memref<300xf16>
  %o299 = memref.load %o[%c299] : memref<300xf16>
  %ob = vector.from_elements %o7, %o299 : vector<2xf16>
  %obi = vector.bitcast %ob : vector<2xf16> to vector<2xi16>
  vector.print %obi : vector<2xi16>
  %b = memref.alloc() : memref<300xbf16>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<300xf16>
    %w = arith.extf %x : f16 to f32
    %y = arith.truncf %w : f32 to bf16
    memref.store %y, %b[%i] : memref<300xbf16>
  }
  %t, %q = func.call @work_bf16(%b) : (memref<300xbf16>) -> (bf16, bf16)
  %tb = arith.bitcast %t : bf16 to i16
  %qb = arith.bitcast %q : bf16 to i16
  vector.print %tb : i16
  vector.print %qb : i16
  %b299 = memref.load %b[%c299] : memref<300xbf16>
  %b299i = arith.bitcast %b299 : bf16 to i16
  vector.print %b299i : i16
  memref.dealloc %a : memref<300xf16>
  memref.dealloc %o : memref<300xf16>
  memref.dealloc %b : memref<300xbf16>
  return
}
