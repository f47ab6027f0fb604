// Every op compiled code computes natively on f16 (sim/src/jit/half.rs),
// on every pair of a set of operands: NaNs (quiet and signalling, with payloads,
// of both signs), one, subnormals, the greatest finite, infinities and
// zeros. Each result is printed as its
// bits. The operands come from a buffer and meet in a callee, so nothing
// folds.
// Which NaN comes out is the value library's rule (an operand's payload
// quieted, else the positive quiet NaN), which upstream's hardware NaN
// does not follow; upstream flushes bf16 subnormals: so this kernel is
// compared between the engines only.

func.func @ops(%a: f16, %b: f16) {
  %addf = arith.addf %a, %b : f16
  %addf_i = arith.bitcast %addf : f16 to i16
  vector.print %addf_i : i16
  %subf = arith.subf %a, %b : f16
  %subf_i = arith.bitcast %subf : f16 to i16
  vector.print %subf_i : i16
  %mulf = arith.mulf %a, %b : f16
  %mulf_i = arith.bitcast %mulf : f16 to i16
  vector.print %mulf_i : i16
  %divf = arith.divf %a, %b : f16
  %divf_i = arith.bitcast %divf : f16 to i16
  vector.print %divf_i : i16
  %c_oeq = arith.cmpf oeq, %a, %b : f16
  %c_ogt = arith.cmpf ogt, %a, %b : f16
  %c_oge = arith.cmpf oge, %a, %b : f16
  %c_olt = arith.cmpf olt, %a, %b : f16
  %c_ole = arith.cmpf ole, %a, %b : f16
  %c_one = arith.cmpf one, %a, %b : f16
  %c_ord = arith.cmpf ord, %a, %b : f16
  %c_ueq = arith.cmpf ueq, %a, %b : f16
  %c_ugt = arith.cmpf ugt, %a, %b : f16
  %c_uge = arith.cmpf uge, %a, %b : f16
  %c_ult = arith.cmpf ult, %a, %b : f16
  %c_ule = arith.cmpf ule, %a, %b : f16
  %c_une = arith.cmpf une, %a, %b : f16
  %c_uno = arith.cmpf uno, %a, %b : f16
  %cv = vector.from_elements %c_oeq, %c_ogt, %c_oge, %c_olt, %c_ole, %c_one, %c_ord, %c_ueq, %c_ugt, %c_uge, %c_ult, %c_ule, %c_une, %c_uno : vector<14xi1>
  vector.print %cv : vector<14xi1>
  %sel = arith.select %c_olt, %a, %b : f16
  %neg = arith.negf %a : f16
  %abs = math.absf %b : f16
  %e32 = arith.extf %a : f16 to f32
  %e64 = arith.extf %b : f16 to f64
  %p32 = arith.mulf %e32, %e32 : f32
  %three = arith.constant 3.0 : f64
  %q64 = arith.divf %e64, %three : f64
  %t32 = arith.truncf %p32 : f32 to f16
  %t64 = arith.truncf %q64 : f64 to f16
  %sel_i = arith.bitcast %sel : f16 to i16
  %neg_i = arith.bitcast %neg : f16 to i16
  %abs_i = arith.bitcast %abs : f16 to i16
  %t32_i = arith.bitcast %t32 : f16 to i16
  %t64_i = arith.bitcast %t64 : f16 to i16
  %e32_i = arith.bitcast %e32 : f32 to i32
  %e64_i = arith.bitcast %e64 : f64 to i64
  %v = vector.from_elements %sel_i, %neg_i, %abs_i, %t32_i, %t64_i : vector<5xi16>
  vector.print %v : vector<5xi16>
  vector.print %e32_i : i32
  vector.print %e64_i : i64
  // The operand's bits as a wider integer: nothing above its 16 bits.
  %a_i = arith.bitcast %a : f16 to i16
  %a_z = arith.extui %a_i : i16 to i32
  vector.print %a_z : i32
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cn = arith.constant 13 : index
  %xs = memref.alloc() : memref<13xf16>
  %k0 = arith.constant 0x7E00 : f16
  %i0 = arith.constant 0 : index
  memref.store %k0, %xs[%i0] : memref<13xf16>
  %k1 = arith.constant 0xFE00 : f16
  %i1 = arith.constant 1 : index
  memref.store %k1, %xs[%i1] : memref<13xf16>
  %k2 = arith.constant 0x7C01 : f16
  %i2 = arith.constant 2 : index
  memref.store %k2, %xs[%i2] : memref<13xf16>
  %k3 = arith.constant 0x7D55 : f16
  %i3 = arith.constant 3 : index
  memref.store %k3, %xs[%i3] : memref<13xf16>
  %k4 = arith.constant 0xFD00 : f16
  %i4 = arith.constant 4 : index
  memref.store %k4, %xs[%i4] : memref<13xf16>
  %k5 = arith.constant 0x3C00 : f16
  %i5 = arith.constant 5 : index
  memref.store %k5, %xs[%i5] : memref<13xf16>
  %k6 = arith.constant 0x0001 : f16
  %i6 = arith.constant 6 : index
  memref.store %k6, %xs[%i6] : memref<13xf16>
  %k7 = arith.constant 0x8200 : f16
  %i7 = arith.constant 7 : index
  memref.store %k7, %xs[%i7] : memref<13xf16>
  %k8 = arith.constant 0x7BFF : f16
  %i8 = arith.constant 8 : index
  memref.store %k8, %xs[%i8] : memref<13xf16>
  %k9 = arith.constant 0x7C00 : f16
  %i9 = arith.constant 9 : index
  memref.store %k9, %xs[%i9] : memref<13xf16>
  %k10 = arith.constant 0xFC00 : f16
  %i10 = arith.constant 10 : index
  memref.store %k10, %xs[%i10] : memref<13xf16>
  %k11 = arith.constant 0x0000 : f16
  %i11 = arith.constant 11 : index
  memref.store %k11, %xs[%i11] : memref<13xf16>
  %k12 = arith.constant 0x8000 : f16
  %i12 = arith.constant 12 : index
  memref.store %k12, %xs[%i12] : memref<13xf16>
  scf.for %i = %c0 to %cn step %c1 {
    %a = memref.load %xs[%i] : memref<13xf16>
    scf.for %j = %c0 to %cn step %c1 {
      %b = memref.load %xs[%j] : memref<13xf16>
      func.call @ops(%a, %b) : (f16, f16) -> ()
    }
  }
  memref.dealloc %xs : memref<13xf16>
  return
}
