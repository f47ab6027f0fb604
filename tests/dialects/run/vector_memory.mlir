// Transfers (padded past the edge, masked, permuted, broadcast) and the
// masked, gather/scatter and expand/compress ops on a 3x5 buffer.
func.func @fill(%m: memref<3x5xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      %k = arith.muli %i, %c5 : index
      %l = arith.addi %k, %j : index
      %n = arith.index_cast %l : index to i32
      %f = arith.sitofp %n : i32 to f32
      memref.store %f, %m[%i, %j] : memref<3x5xf32>
    }
  }
  return
}

func.func @main() {
  %m = memref.alloc() : memref<3x5xf32>
  func.call @fill(%m) : (memref<3x5xf32>) -> ()
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %pad = arith.constant -1.0 : f32
  %0 = vector.transfer_read %m[%c1, %c2], %pad : memref<3x5xf32>, vector<6xf32>
  vector.print %0 : vector<6xf32>
  %1 = vector.transfer_read %m[%c1, %c3], %pad : memref<3x5xf32>, vector<3x4xf32>
  vector.print %1 : vector<3x4xf32>
  %2 = vector.transfer_read %m[%c0, %c1], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<3x5xf32>, vector<4x4xf32>
  vector.print %2 : vector<4x4xf32>
  %3 = vector.transfer_read %m[%c2, %c1], %pad {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<3x5xf32>, vector<2x3xf32>
  vector.print %3 : vector<2x3xf32>
  %k = arith.constant dense<[true, false, true, true, false, true]> : vector<6xi1>
  %4 = vector.transfer_read %m[%c0, %c0], %pad, %k : memref<3x5xf32>, vector<6xf32>
  vector.print %4 : vector<6xf32>
  %5 = vector.transfer_read %m[%c2, %c1], %pad {in_bounds = [true]} : memref<3x5xf32>, vector<4xf32>
  vector.print %5 : vector<4xf32>
  %v = arith.constant dense<[100.0, 101.0, 102.0, 103.0]> : vector<4xf32>
  vector.transfer_write %v, %m[%c0, %c3] : vector<4xf32>, memref<3x5xf32>
  %k4 = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  vector.transfer_write %v, %m[%c1, %c0], %k4 : vector<4xf32>, memref<3x5xf32>
  %w = arith.constant dense<[[200.0, 201.0], [202.0, 203.0]]> : vector<2x2xf32>
  vector.transfer_write %w, %m[%c1, %c3] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<2x2xf32>, memref<3x5xf32>
  %6 = vector.transfer_read %m[%c0, %c0], %pad : memref<3x5xf32>, vector<3x5xf32>
  vector.print %6 : vector<3x5xf32>
  %p5 = arith.constant dense<-5.0> : vector<5xf32>
  %k5 = arith.constant dense<[false, true, true, false, true]> : vector<5xi1>
  %7 = vector.maskedload %m[%c2, %c0], %k5, %p5 : memref<3x5xf32>, vector<5xi1>, vector<5xf32> into vector<5xf32>
  vector.print %7 : vector<5xf32>
  %x = arith.constant dense<[4, 0, 3, 1, 2]> : vector<5xi32>
  %8 = vector.gather %m[%c1, %c0] [%x], %k5, %p5 : memref<3x5xf32>, vector<5xi32>, vector<5xi1>, vector<5xf32> into vector<5xf32>
  vector.print %8 : vector<5xf32>
  %9 = vector.expandload %m[%c2, %c1], %k5, %p5 : memref<3x5xf32>, vector<5xi1>, vector<5xf32> into vector<5xf32>
  vector.print %9 : vector<5xf32>
  %z = arith.constant dense<[7.0, 8.0, 9.0, 10.0, 11.0]> : vector<5xf32>
  vector.maskedstore %m[%c0, %c0], %k5, %z : memref<3x5xf32>, vector<5xi1>, vector<5xf32>
  vector.scatter %m[%c1, %c0] [%x], %k5, %z : memref<3x5xf32>, vector<5xi32>, vector<5xi1>, vector<5xf32>
  vector.compressstore %m[%c2, %c0], %k5, %z : memref<3x5xf32>, vector<5xi1>, vector<5xf32>
  %10 = vector.transfer_read %m[%c0, %c0], %pad : memref<3x5xf32>, vector<3x5xf32>
  vector.print %10 : vector<3x5xf32>
  memref.dealloc %m : memref<3x5xf32>
  return
}
