// fptosi and fptoui from f16 and bf16 out of range, of infinities and of
// NaNs: the value library saturates to the target's bounds and takes NaN
// to 0 (LLVM's fpto[su]i.sat), natively compiled (sim/src/jit/half.rs).
// Upstream's plain conversions are poison there, so tests/jit_half.rs
// compares the engines and holds the output to bounds derived by hand.

func.func @sat(%h: f16, %b: bf16) {
  %s8 = arith.fptosi %h : f16 to i8
  %u8 = arith.fptoui %h : f16 to i8
  %s32 = arith.fptosi %h : f16 to i32
  %u64 = arith.fptoui %h : f16 to i64
  %bs8 = arith.fptosi %b : bf16 to i8
  %bu16 = arith.fptoui %b : bf16 to i16
  %bs64 = arith.fptosi %b : bf16 to i64
  %bu64 = arith.fptoui %b : bf16 to i64
  %v = vector.from_elements %s8, %u8, %bs8 : vector<3xi8>
  vector.print %v : vector<3xi8>
  vector.print %s32 : i32
  vector.print %u64 : i64
  vector.print %bu16 : i16
  vector.print %bs64 : i64
  vector.print %bu64 : i64
  return
}

func.func @main() {
  // 65504 and 2^100.
  %h0 = arith.constant 0x7BFF : f16
  %b0 = arith.constant 0x7180 : bf16
  func.call @sat(%h0, %b0) : (f16, bf16) -> ()
  // -65504 and -2^100.
  %h1 = arith.constant 0xFBFF : f16
  %b1 = arith.constant 0xF180 : bf16
  func.call @sat(%h1, %b1) : (f16, bf16) -> ()
  // +inf, twice.
  %h2 = arith.constant 0x7C00 : f16
  %b2 = arith.constant 0x7F80 : bf16
  func.call @sat(%h2, %b2) : (f16, bf16) -> ()
  // -inf, twice.
  %h3 = arith.constant 0xFC00 : f16
  %b3 = arith.constant 0xFF80 : bf16
  func.call @sat(%h3, %b3) : (f16, bf16) -> ()
  // NaNs (negative, with a payload).
  %h4 = arith.constant 0xFD01 : f16
  %b4 = arith.constant 0xFFA1 : bf16
  func.call @sat(%h4, %b4) : (f16, bf16) -> ()
  // -1.5 and -0.75.
  %h5 = arith.constant 0xBE00 : f16
  %b5 = arith.constant 0xBF40 : bf16
  func.call @sat(%h5, %b5) : (f16, bf16) -> ()
  return
}
