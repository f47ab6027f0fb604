// 2-D transfers of vector<3x4xi32> on a 6x12 buffer (in_bounds, and not
// in_bounds but inside the memref) at every position up to the last
// whole block (rows 3-5, columns 8-11), each row at its own row stride;
// then transfers the inline path declines: one reaching past the rows
// and columns (padded, and skipped), a masked one, a broadcast one; and
// a 1-D row of the 2-D buffer.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %c9 = arith.constant 9 : index
  %c12 = arith.constant 12 : index
  %I = memref.alloc() : memref<6x12xi32>
  %J = memref.alloc() : memref<6x12xi32>
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %c12 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %c13 = arith.constant 13 : i32
      %p = arith.muli %ii, %c13 : i32
      %q = arith.addi %p, %jj : i32
      memref.store %q, %I[%i, %j] : memref<6x12xi32>
    }
  }
  %pad = arith.constant -1 : i32
  %zi = arith.constant 0 : i32
  %c3 = arith.constant 3 : index
  %u = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %zi) -> (i32) {
    %v = scf.for %j = %c0 to %c9 step %c1 iter_args(%x = %a) -> (i32) {
      %r = vector.transfer_read %I[%i, %j], %pad {in_bounds = [true, true]} : memref<6x12xi32>, vector<3x4xi32>
      %o = vector.transfer_read %I[%i, %j], %pad : memref<6x12xi32>, vector<3x4xi32>
      %s2 = arith.addi %r, %o : vector<3x4xi32>
      vector.transfer_write %s2, %J[%i, %j] {in_bounds = [true, true]} : vector<3x4xi32>, memref<6x12xi32>
      %s3 = arith.muli %s2, %s2 : vector<3x4xi32>
      vector.transfer_write %s3, %J[%i, %j] : vector<3x4xi32>, memref<6x12xi32>
      %fl = vector.shape_cast %s3 : vector<3x4xi32> to vector<12xi32>
      %rr = vector.reduction <add>, %fl, %x : vector<12xi32> into i32
      scf.yield %rr : i32
    }
    scf.yield %v : i32
  }
  vector.print %u : i32
  %lastJ = vector.transfer_read %J[%c3, %c8], %pad {in_bounds = [true, true]} : memref<6x12xi32>, vector<3x4xi32>
  vector.print %lastJ : vector<3x4xi32>
  %c2 = arith.constant 2 : index
  %c10 = arith.constant 10 : index
  %edge = vector.transfer_read %I[%c4, %c10], %pad : memref<6x12xi32>, vector<3x4xi32>
  vector.print %edge : vector<3x4xi32>
  %sev = arith.constant dense<7> : vector<3x4xi32>
  vector.transfer_write %sev, %J[%c4, %c10] : vector<3x4xi32>, memref<6x12xi32>
  %back = vector.transfer_read %J[%c3, %c8], %pad : memref<6x12xi32>, vector<3x4xi32>
  vector.print %back : vector<3x4xi32>
  %mask = vector.create_mask %c2, %c3 : vector<3x4xi1>
  %mk = vector.transfer_read %I[%c1, %c1], %pad, %mask : memref<6x12xi32>, vector<3x4xi32>
  vector.print %mk : vector<3x4xi32>
  %bc = vector.transfer_read %I[%c2, %c5], %pad {permutation_map = affine_map<(d0, d1) -> (0, d1)>, in_bounds = [true, true]} : memref<6x12xi32>, vector<3x4xi32>
  vector.print %bc : vector<3x4xi32>
  %row = vector.transfer_read %I[%c5, %c8], %pad : memref<6x12xi32>, vector<4xi32>
  vector.print %row : vector<4xi32>
  return
}
