// Vector memory ops: transfer_read/write with minor-identity, permuted,
// broadcast and 0-d maps, padding, masks and in_bounds; masked, gather,
// scatter, expand and compress forms.
func.func @transfers(%m: memref<?x?xf32>, %m3: memref<3x5x7xi8>, %z: memref<f32>, %mv: memref<?x?xvector<4xf32>>, %t: tensor<?x?xf32>,
                     %i: index, %j: index, %p: f32, %q: i8, %pv: vector<4xf32>,
                     %k: vector<4xi1>, %k2: vector<5x4xi1>, %k3: vector<4x5xi1>) {
  %0 = vector.transfer_read %m[%i, %j], %p : memref<?x?xf32>, vector<4xf32>
  %1 = vector.transfer_read %m[%i, %j], %p {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  %2 = vector.transfer_read %m[%i, %j], %p, %k : memref<?x?xf32>, vector<4xf32>
  %3 = vector.transfer_read %m[%i, %j], %p {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<4x5xf32>
  %4 = vector.transfer_read %m[%i, %j], %p, %k2 {permutation_map = affine_map<(d0, d1) -> (d1, d0)>, in_bounds = [false, true]} : memref<?x?xf32>, vector<4x5xf32>
  %5 = vector.transfer_read %m[%i, %j], %p {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<?x?xf32>, vector<3x4xf32>
  %6 = vector.transfer_read %m[%i, %j], %p, %k {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<?x?xf32>, vector<3x4xf32>
  %7 = vector.transfer_read %m3[%i, %j, %i], %q {permutation_map = affine_map<(d0, d1, d2) -> (d2, d0)>, tag}  : memref<3x5x7xi8>, vector<5x3xi8>
  %8 = vector.transfer_read %z[], %p {permutation_map = affine_map<() -> (0)>} : memref<f32>, vector<1xf32>
  %9 = vector.transfer_read %m[%i, %j], %p : memref<?x?xf32>, vector<f32>
  %10 = vector.transfer_read %mv[%i, %j], %pv : memref<?x?xvector<4xf32>>, vector<2x8xf32>
  %11 = vector.transfer_read %t[%i, %j], %p : tensor<?x?xf32>, vector<4xf32>
  vector.transfer_write %0, %m[%i, %j] : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %0, %m[%i, %j], %k {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %3, %m[%i, %j], %k2 {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<4x5xf32>, memref<?x?xf32>
  vector.transfer_write %9, %z[] : vector<f32>, memref<f32>
  %12 = vector.transfer_write %0, %t[%i, %j] : vector<4xf32>, tensor<?x?xf32>
  return
}

func.func @masked(%m: memref<?xf32>, %m2: memref<4x?xi32>, %i: index, %k: vector<5xi1>, %v: vector<5xf32>, %x: vector<5xi32>, %xi: vector<5xindex>, %v2: vector<5xi32>, %k2: vector<2x3xi1>, %x2: vector<2x3xi64>, %p2: vector<2x3xi32>) {
  %0 = vector.maskedload %m[%i], %k, %v : memref<?xf32>, vector<5xi1>, vector<5xf32> into vector<5xf32>
  vector.maskedstore %m[%i], %k, %0 : memref<?xf32>, vector<5xi1>, vector<5xf32>
  %1 = vector.maskedload %m2[%i, %i], %k, %v2 {alignment = 8 : i64} : memref<4x?xi32>, vector<5xi1>, vector<5xi32> into vector<5xi32>
  %2 = vector.gather %m[%i] [%x], %k, %v : memref<?xf32>, vector<5xi32>, vector<5xi1>, vector<5xf32> into vector<5xf32>
  %3 = vector.gather %m2[%i, %i] [%xi], %k, %v2 : memref<4x?xi32>, vector<5xindex>, vector<5xi1>, vector<5xi32> into vector<5xi32>
  %4 = vector.gather %m2[%i, %i] [%x2], %k2, %p2 : memref<4x?xi32>, vector<2x3xi64>, vector<2x3xi1>, vector<2x3xi32> into vector<2x3xi32>
  vector.scatter %m[%i] [%x], %k, %2 : memref<?xf32>, vector<5xi32>, vector<5xi1>, vector<5xf32>
  %5 = vector.expandload %m[%i], %k, %v : memref<?xf32>, vector<5xi1>, vector<5xf32> into vector<5xf32>
  vector.compressstore %m[%i], %k, %5 : memref<?xf32>, vector<5xi1>, vector<5xf32>
  return
}
