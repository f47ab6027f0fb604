// vector.mask around transfers (permuted, past the edge), as
// --lower-vector-mask lowers them. (It lowers neither a pass-through nor an
// empty mask, so those have no oracle here.)
func.func @main() {
  %m = memref.alloc() : memref<3x5xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %init = arith.constant dense<[[0.0, 1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0, 9.0], [10.0, 11.0, 12.0, 13.0, 14.0]]> : vector<3x5xf32>
  vector.transfer_write %init, %m[%c0, %c0] : vector<3x5xf32>, memref<3x5xf32>
  %pad = arith.constant -1.0 : f32
  %k = arith.constant dense<[true, false, true, true, false, true]> : vector<6xi1>
  %pt = arith.constant dense<[50.0, 51.0, 52.0, 53.0, 54.0, 55.0]> : vector<6xf32>
  %0 = vector.mask %k { vector.transfer_read %m[%c1, %c1], %pad : memref<3x5xf32>, vector<6xf32> } : vector<6xi1> -> vector<6xf32>
  vector.print %0 : vector<6xf32>
  %k2 = vector.create_mask %c2, %c1 : vector<3x2xi1>
  %2 = vector.mask %k2 { vector.transfer_read %m[%c0, %c2], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<3x5xf32>, vector<2x3xf32> } : vector<3x2xi1> -> vector<2x3xf32>
  vector.print %2 : vector<2x3xf32>
  %v = arith.constant dense<[100.0, 101.0, 102.0, 103.0]> : vector<4xf32>
  %k4 = arith.constant dense<[false, true, true, true]> : vector<4xi1>
  vector.mask %k4 { vector.transfer_write %v, %m[%c2, %c2] : vector<4xf32>, memref<3x5xf32> } : vector<4xi1>
  %4 = vector.transfer_read %m[%c0, %c0], %pad : memref<3x5xf32>, vector<3x5xf32>
  vector.print %4 : vector<3x5xf32>
  memref.dealloc %m : memref<3x5xf32>
  return
}
