// An i128 array kernel (/work/notes/kernels/wide_mem.mlir, the callgrind
// figure of docs/timing.md, is the same with 4096 elements and 40 sweeps): fill
// A[i] with a multiplicative hash of i (and an i96 side array B with its
// low bits), then 8 sweeps of an in-place prefix sum with an xorshift
// mix over both (i128 and i96 loads and stores in a memo'd inner loop),
// then print a checksum as two 64-bit halves. tests/jit_wide.rs holds it
// to the same computation on u128.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1024 : index
  %sweeps = arith.constant 8 : index
  %mul = arith.constant 0x2545F4914F6CDD1D5851F42D4C957F2D : i128
  %s33 = arith.constant 33 : i128
  %s64 = arith.constant 64 : i128
  %A = memref.alloc() : memref<1024xi128>
  %B = memref.alloc() : memref<1024xi96>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i128
    %x = arith.muli %ii, %mul : i128
    memref.store %x, %A[%i] : memref<1024xi128>
    %t = arith.trunci %x : i128 to i96
    memref.store %t, %B[%i] : memref<1024xi96>
  }
  scf.for %s = %c0 to %sweeps step %c1 {
    scf.for %i = %c1 to %n step %c1 {
      %im = arith.subi %i, %c1 : index
      %p = memref.load %A[%im] : memref<1024xi128>
      %q = memref.load %A[%i] : memref<1024xi128>
      %z = arith.shrui %p, %s33 : i128
      %y = arith.xori %q, %z : i128
      %r = arith.addi %p, %y : i128
      memref.store %r, %A[%i] : memref<1024xi128>
      %b = memref.load %B[%i] : memref<1024xi96>
      %rt = arith.trunci %r : i128 to i96
      %bb = arith.addi %b, %rt : i96
      memref.store %bb, %B[%i] : memref<1024xi96>
    }
  }
  %h = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %mul) -> (i128) {
    %a = memref.load %A[%i] : memref<1024xi128>
    %b = memref.load %B[%i] : memref<1024xi96>
    %be = arith.extui %b : i96 to i128
    %x = arith.xori %acc, %a : i128
    %y = arith.muli %x, %mul : i128
    %z = arith.addi %y, %be : i128
    scf.yield %z : i128
  }
  %lo = arith.trunci %h : i128 to i64
  %hs = arith.shrui %h, %s64 : i128
  %hi = arith.trunci %hs : i128 to i64
  vector.print %lo : i64
  vector.print %hi : i64
  return
}
