// Transfer reads whose map is the constant 0 (a broadcast, as
// --affine-super-vectorize writes for an operand invariant along the
// vectorised loop): every lane reads the one element at the indices.
// @main sums broadcasts of A[i][k] times rows of B in an i-k loop (an
// f32 matmul row by row), reads i8 and i64 broadcasts of the last
// element (fault_broadcast.mlir reads one past it), and a broadcast of
// the last f32 of a 4 KiB bank, whose eight lanes' 32 bytes the access
// reports over two banks.
#bcast = affine_map<(d0, d1) -> (0)>
#bcast1 = affine_map<(d0) -> (0)>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %A = memref.alloc() : memref<6x16xf32>
  %B = memref.alloc() : memref<16x8xf32>
  %C = memref.alloc() : memref<6x8xf32>
  %fpad = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %k = %c0 to %c16 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %kk = arith.index_cast %k : index to i32
      %p = arith.muli %ii, %kk : i32
      %c5 = arith.constant 5 : i32
      %q = arith.remsi %p, %c5 : i32
      %f = arith.sitofp %q : i32 to f32
      %h = arith.constant -1.5 : f32
      %g = arith.addf %f, %h : f32
      memref.store %g, %A[%i, %k] : memref<6x16xf32>
    }
  }
  scf.for %k = %c0 to %c16 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      %kk = arith.index_cast %k : index to i32
      %jj = arith.index_cast %j : index to i32
      %s = arith.subi %kk, %jj : i32
      %f = arith.sitofp %s : i32 to f32
      %q = arith.constant 0.25 : f32
      %g = arith.mulf %f, %q : f32
      memref.store %g, %B[%k, %j] : memref<16x8xf32>
    }
  }
  scf.for %i = %c0 to %c6 step %c1 {
    %z = arith.constant dense<0.0> : vector<8xf32>
    %row = scf.for %k = %c0 to %c16 step %c1 iter_args(%acc = %z) -> vector<8xf32> {
      %a = vector.transfer_read %A[%i, %k], %fpad {permutation_map = #bcast} : memref<6x16xf32>, vector<8xf32>
      %b = vector.transfer_read %B[%k, %c0], %fpad : memref<16x8xf32>, vector<8xf32>
      %m = arith.mulf %a, %b : vector<8xf32>
      %s = arith.addf %acc, %m : vector<8xf32>
      scf.yield %s : vector<8xf32>
    }
    vector.transfer_write %row, %C[%i, %c0] : vector<8xf32>, memref<6x8xf32>
    vector.print %row : vector<8xf32>
  }
  // i8 and i64 broadcasts of the last element.
  %N8 = memref.alloc() : memref<10xi8>
  %N64 = memref.alloc() : memref<10xi64>
  scf.for %i = %c0 to %c16 step %c1 {
    %c10 = arith.constant 10 : index
    %in = arith.cmpi ult, %i, %c10 : index
    scf.if %in {
      %ii = arith.index_cast %i : index to i64
      %k = arith.constant -7 : i64
      %v = arith.muli %ii, %k : i64
      %b = arith.trunci %v : i64 to i8
      memref.store %b, %N8[%i] : memref<10xi8>
      memref.store %v, %N64[%i] : memref<10xi64>
    }
  }
  %c9 = arith.constant 9 : index
  %p8 = arith.constant 99 : i8
  %p64 = arith.constant -5 : i64
  %l8 = vector.transfer_read %N8[%c9], %p8 {permutation_map = #bcast1} : memref<10xi8>, vector<5xi8>
  %l64 = vector.transfer_read %N64[%c9], %p64 {permutation_map = #bcast1} : memref<10xi64>, vector<3xi64>
  vector.print %l8 : vector<5xi8>
  vector.print %l64 : vector<3xi64>
  // The last f32 of a 4096-byte bank: element 1023 of a 2048-element
  // buffer (vmem buffers are 4 KiB-aligned: they start on a bank).
  %W = memref.alloc() : memref<2048xf32>
  %c1023 = arith.constant 1023 : index
  %x = arith.constant 2.5 : f32
  memref.store %x, %W[%c1023] : memref<2048xf32>
  %w = vector.transfer_read %W[%c1023], %fpad {permutation_map = #bcast1} : memref<2048xf32>, vector<8xf32>
  vector.print %w : vector<8xf32>
  return
}
