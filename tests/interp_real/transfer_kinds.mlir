// Hand-written: transfers of other lane kinds in affine loops, all
// inside: i8 rows of 16 lanes (a broadcast times a row, written back),
// f64 rows of 4 on a 3-D memref, i64 rows of 2 whose broadcast index is
// an affine.apply (7 - d0), whose first row (columns 7 and 8) reads
// the padding in its second lane and declines.
#bc2 = affine_map<(d0, d1) -> (0)>
#bc3 = affine_map<(d0, d1, d2) -> (0)>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %B = memref.alloc() : memref<2x64xi8>
  %D = memref.alloc() : memref<2x3x16xf64>
  %L = memref.alloc() : memref<8x8xi64>
  scf.for %i = %c0 to %c64 step %c1 {
    %v = arith.index_cast %i : index to i8
    memref.store %v, %B[%c0, %i] : memref<2x64xi8>
    memref.store %v, %B[%c1, %i] : memref<2x64xi8>
  }
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      affine.for %k = 0 to 16 {
        %t = affine.apply affine_map<(d0, d1, d2) -> (d0 * 48 + d1 * 16 + d2)>(%i, %j, %k)
        %w = arith.index_cast %t : index to i64
        %f = arith.sitofp %w : i64 to f64
        affine.store %f, %D[%i, %j, %k] : memref<2x3x16xf64>
      }
    }
  }
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %t = affine.apply affine_map<(d0, d1) -> (d0 * 8 + d1)>(%i, %j)
      %w = arith.index_cast %t : index to i64
      affine.store %w, %L[%i, %j] : memref<8x8xi64>
    }
  }
  %p8 = arith.constant 0 : i8
  %z8 = arith.constant dense<0> : vector<16xi8>
  %s8 = affine.for %j = 0 to 48 iter_args(%t = %z8) -> (vector<16xi8>) {
    %b = vector.transfer_read %B[%c1, %j], %p8 {permutation_map = #bc2} : memref<2x64xi8>, vector<16xi8>
    %r = vector.transfer_read %B[%c0, %j], %p8 : memref<2x64xi8>, vector<16xi8>
    %m = arith.muli %b, %r : vector<16xi8>
    %u = arith.xori %t, %m : vector<16xi8>
    vector.transfer_write %u, %B[%c0, %j] : vector<16xi8>, memref<2x64xi8>
    affine.yield %u : vector<16xi8>
  }
  vector.print %s8 : vector<16xi8>
  %pd = arith.constant 0.0 : f64
  %zd = arith.constant dense<0.0> : vector<4xf64>
  %sd = affine.for %k = 0 to 13 iter_args(%t = %zd) -> (vector<4xf64>) {
    %r = vector.transfer_read %D[%c1, %c1, %k], %pd : memref<2x3x16xf64>, vector<4xf64>
    %b = vector.transfer_read %D[%c0, %c1, %k], %pd {permutation_map = #bc3} : memref<2x3x16xf64>, vector<4xf64>
    %m = arith.mulf %r, %b : vector<4xf64>
    %u = arith.addf %t, %m : vector<4xf64>
    affine.yield %u : vector<4xf64>
  }
  vector.print %sd : vector<4xf64>
  %pl = arith.constant 0 : i64
  %zl = arith.constant dense<0> : vector<2xi64>
  %sl = affine.for %k = 0 to 7 iter_args(%t = %zl) -> (vector<2xi64>) {
    %x = affine.apply affine_map<(d0) -> (7 - d0)>(%k)
    %r = vector.transfer_read %L[%k, %x], %pl : memref<8x8xi64>, vector<2xi64>
    %b = vector.transfer_read %L[%x, %k], %pl {permutation_map = #bc2} : memref<8x8xi64>, vector<2xi64>
    %m = arith.muli %r, %b : vector<2xi64>
    %u = arith.addi %t, %m : vector<2xi64>
    affine.yield %u : vector<2xi64>
  }
  vector.print %sl : vector<2xi64>
  return
}
