// Conversions between halves and integers and the other floats, natively
// compiled (sim/src/jit/half.rs, casts.rs), in a loop over a table of
// integers: sitofp/uitofp to f16 from i64 (rounding past 2^53 too) and to
// bf16 from i32 (natively) and i64 (through the runtime), fptosi/fptoui
// back, and bitcasts between i16, f16 and bf16. Every value is in range
// for the integer it converts to (upstream's conversions out of range
// are poison: saturation is in saturate.mlir). tests/jit_half.rs compares the output with mlir-runner's.

func.func @convs(%x: i64) {
  %x32 = arith.trunci %x : i64 to i32
  %h = arith.sitofp %x : i64 to f16
  %hu = arith.uitofp %x : i64 to f16
  %b = arith.sitofp %x32 : i32 to bf16
  %bw = arith.sitofp %x : i64 to bf16
  %bu = arith.uitofp %x32 : i32 to bf16
  %k1000 = arith.constant 1000 : i64
  %small = arith.remsi %x, %k1000 : i64
  %c = arith.constant 1.0e-1 : f16
  %hsmall = arith.sitofp %small : i64 to f16
  %hs = arith.mulf %hsmall, %c : f16
  %ha = math.absf %hs : f16
  %s = arith.fptosi %hs : f16 to i32
  %u = arith.fptoui %ha : f16 to i8
  %cb = arith.constant 1.0e-1 : bf16
  %bsmall = arith.sitofp %small : i64 to bf16
  %bs = arith.mulf %bsmall, %cb : bf16
  %ba = math.absf %bs : bf16
  %sb = arith.fptosi %bs : bf16 to i16
  %ub = arith.fptoui %ba : bf16 to i64
  %i1 = arith.bitcast %h : f16 to i16
  %i2 = arith.bitcast %hu : f16 to i16
  %i3 = arith.bitcast %b : bf16 to i16
  %i4 = arith.bitcast %bw : bf16 to i16
  %i5 = arith.bitcast %bu : bf16 to i16
  %back = arith.bitcast %i3 : i16 to f16
  %i6 = arith.bitcast %back : f16 to i16
  %v = vector.from_elements %i1, %i2, %i3, %i4, %i5, %i6 : vector<6xi16>
  vector.print %v : vector<6xi16>
  vector.print %s : i32
  vector.print %u : i8
  vector.print %sb : i16
  vector.print %ub : i64
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 14 : index
  %xs = memref.alloc() : memref<14xi64>
  %k0 = arith.constant 0 : i64
  %k1 = arith.constant 1 : i64
  %k2 = arith.constant 2049 : i64
  %k3 = arith.constant 2051 : i64
  %k4 = arith.constant 65504 : i64
  %k5 = arith.constant 65519 : i64
  %k6 = arith.constant 65520 : i64
  %k7 = arith.constant 257 : i64
  %k8 = arith.constant 259 : i64
  %k9 = arith.constant 16777217 : i64
  %k10 = arith.constant 9007199254740993 : i64
  %k11 = arith.constant 1108101562369 : i64
  %k12 = arith.constant 123456 : i64
  %k13 = arith.constant 1000 : i64
  %ks = vector.from_elements %k0, %k1, %k2, %k3, %k4, %k5, %k6, %k7, %k8, %k9, %k10, %k11, %k12, %k13 : vector<14xi64>
  vector.transfer_write %ks, %xs[%c0] : vector<14xi64>, memref<14xi64>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %xs[%i] : memref<14xi64>
    func.call @convs(%x) : (i64) -> ()
    %m = arith.subi %k0, %x : i64
    func.call @convs(%m) : (i64) -> ()
  }
  memref.dealloc %xs : memref<14xi64>
  return
}
