// A memo'd loop over f16 and bf16 in which a NaN appears part-way: the
// inputs hold an infinity at index 150, whose product with 0 makes the
// positive quiet NaN, and a NaN with a payload at index 200, which the
// running sum then carries (quieted) to the end. The value library's NaN
// rule is not upstream's hardware NaN, so tests/jit_half.rs compares the
// engines and holds the printed bits to the rule.

func.func @run16(%m: memref<256xf16>) -> f16 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 256 : index
  %zero = arith.constant 0.0 : f16
  %s0 = arith.constant 0.0 : f16
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%s = %s0) -> (f16) {
    %x = memref.load %m[%i] : memref<256xf16>
    %z = arith.mulf %x, %zero : f16
    memref.store %z, %m[%i] : memref<256xf16>
    %s2 = arith.addf %s, %x : f16
    scf.yield %s2 : f16
  }
  return %r : f16
}

func.func @run_bf16(%m: memref<256xbf16>) -> bf16 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 256 : index
  %zero = arith.constant 0.0 : bf16
  %s0 = arith.constant 0.0 : bf16
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%s = %s0) -> (bf16) {
    %x = memref.load %m[%i] : memref<256xbf16>
    %z = arith.mulf %x, %zero : bf16
    memref.store %z, %m[%i] : memref<256xbf16>
    %s2 = arith.addf %s, %x : bf16
    scf.yield %s2 : bf16
  }
  return %r : bf16
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c149 = arith.constant 149 : index
  %c150 = arith.constant 150 : index
  %c200 = arith.constant 200 : index
  %n = arith.constant 256 : index
  %a = memref.alloc() : memref<256xf16>
  %b = memref.alloc() : memref<256xbf16>
  %one = arith.constant 1.0 : f16
  %oneb = arith.constant 1.0 : bf16
  scf.for %i = %c0 to %n step %c1 {
    memref.store %one, %a[%i] : memref<256xf16>
    memref.store %oneb, %b[%i] : memref<256xbf16>
  }
  %inf = arith.constant 0x7C00 : f16
  %infb = arith.constant 0x7F80 : bf16
  %nan = arith.constant 0xFD55 : f16
  %nanb = arith.constant 0xFF95 : bf16
  memref.store %inf, %a[%c150] : memref<256xf16>
  memref.store %infb, %b[%c150] : memref<256xbf16>
  memref.store %nan, %a[%c200] : memref<256xf16>
  memref.store %nanb, %b[%c200] : memref<256xbf16>
  %s = func.call @run16(%a) : (memref<256xf16>) -> f16
  %t = func.call @run_bf16(%b) : (memref<256xbf16>) -> bf16
  %si = arith.bitcast %s : f16 to i16
  %ti = arith.bitcast %t : bf16 to i16
  %a149 = memref.load %a[%c149] : memref<256xf16>
  %a150 = memref.load %a[%c150] : memref<256xf16>
  %a200 = memref.load %a[%c200] : memref<256xf16>
  %b150 = memref.load %b[%c150] : memref<256xbf16>
  %b200 = memref.load %b[%c200] : memref<256xbf16>
  %av = vector.from_elements %a149, %a150, %a200 : vector<3xf16>
  %ai = vector.bitcast %av : vector<3xf16> to vector<3xi16>
  %bv = vector.from_elements %b150, %b200 : vector<2xbf16>
  %bi = vector.bitcast %bv : vector<2xbf16> to vector<2xi16>
  vector.print %si : i16
  vector.print %ti : i16
  vector.print %ai : vector<3xi16>
  vector.print %bi : vector<2xi16>
  memref.dealloc %a : memref<256xf16>
  memref.dealloc %b : memref<256xbf16>
  return
}
