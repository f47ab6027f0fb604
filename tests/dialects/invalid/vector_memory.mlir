// expected-error@+1 {{'vector.transfer_read' op requires 2 indices}}
func.func @f(%m: memref<?x?xf32>, %i: index, %p: f32) { %0 = vector.transfer_read %m[%i], %p : memref<?x?xf32>, vector<4xf32>
 return }
// -----

// expected-error@+1 {{'vector.transfer_read' op requires a permutation_map with result dims of the same rank as the vector type}}
func.func @f(%m: memref<?x?xf32>, %i: index, %p: f32) { %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0, d1)>} : memref<?x?xf32>, vector<4xf32>
 return }
// -----

// expected-error@+1 {{'vector.transfer_read' op requires a permutation_map with input dims of the same rank as the source type}}
func.func @f(%m: memref<?x?xf32>, %i: index, %p: f32) { %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
 return }
// -----

// expected-error@+1 {{'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
func.func @f(%m: memref<?x?xf32>, %i: index, %p: f32) { %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0 + d1)>} : memref<?x?xf32>, vector<4xf32>
 return }
// -----

// expected-error@+1 {{'vector.transfer_read' op requires a permutation_map that is a permutation (found one dim used more than once)}}
func.func @f(%m: memref<?x?xf32>, %i: index, %p: f32) { %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0, d0)>} : memref<?x?xf32>, vector<4x4xf32>
 return }
// -----

// expected-error@+1 {{'vector.transfer_read' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1) -> (d1)> vs inBounds of size: 2}}
func.func @f(%m: memref<?x?xf32>, %i: index, %p: f32) { %0 = vector.transfer_read %m[%i, %i], %p {in_bounds = [true, false]} : memref<?x?xf32>, vector<4xf32>
 return }
// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %p: f32) { %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (0)>, in_bounds = [false]} : memref<?x?xf32>, vector<4xf32>
 return }
// -----

// expected-error@+1 {{'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
func.func @f(%m: memref<?x?xf32>, %i: index, %p: f32) { %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (1)>} : memref<?x?xf32>, vector<4xf32>
 return }
// -----

func.func @f(%m: memref<?x?xvector<4xf32>>, %i: index, %p: vector<4xf32>) { %0 = vector.transfer_read %m[%i, %i], %p : memref<?x?xvector<4xf32>>, vector<8xf32>
 return }
// -----

// expected-error@+1 {{'vector.transfer_write' op requires 2 indices}}
func.func @f(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) { vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<?x?xf32>
 return }
// -----

// expected-error@+1 {{'vector.transfer_write' op should not have broadcast dimensions}}
func.func @f(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) { vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (0)>} : vector<4xf32>, memref<?x?xf32>
 return }
// -----

// expected-error@+1 {{'vector.transfer_write' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1) -> (d1)> vs inBounds of size: 2}}
func.func @f(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) { vector.transfer_write %v, %m[%i, %i] {in_bounds = [true, true]} : vector<4xf32>, memref<?x?xf32>
 return }
// -----

// expected-error@+1 {{'vector.maskedload' op requires 1 indices}}
func.func @f(%m: memref<?xf32>, %i: index, %k: vector<4xi1>, %v: vector<4xf32>) { %0 = vector.maskedload %m[%i, %i], %k, %v : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
 return }
// -----

// expected-error@+1 {{'vector.maskedload' op base and result element type should match}}
func.func @f(%m: memref<?xf32>, %i: index, %k: vector<4xi1>, %v: vector<4xi32>) { %0 = vector.maskedload %m[%i], %k, %v : memref<?xf32>, vector<4xi1>, vector<4xi32> into vector<4xi32>
 return }
// -----

// expected-error@+1 {{'vector.maskedload' op expected result shape to match mask shape}}
func.func @f(%m: memref<?xf32>, %i: index, %k: vector<4xi1>, %v: vector<4xf32>) { %0 = vector.maskedload %m[%i], %k, %v : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<5xf32>
 return }
// -----

// expected-error@+1 {{'vector.maskedload' op expected result shape to match mask shape}}
func.func @f(%m: memref<?xf32>, %i: index, %k: vector<5xi1>, %v: vector<4xf32>) { %0 = vector.maskedload %m[%i], %k, %v : memref<?xf32>, vector<5xi1>, vector<4xf32> into vector<4xf32>
 return }
// -----

// expected-error@+1 {{'vector.maskedstore' op base and valueToStore element type should match}}
func.func @f(%m: memref<?xf32>, %i: index, %k: vector<4xi1>, %v: vector<4xi32>) { vector.maskedstore %m[%i], %k, %v : memref<?xf32>, vector<4xi1>, vector<4xi32>
 return }
// -----

// expected-error@+1 {{'vector.maskedstore' op expected valueToStore shape to match mask shape}}
func.func @f(%m: memref<?xf32>, %i: index, %k: vector<5xi1>, %v: vector<4xf32>) { vector.maskedstore %m[%i], %k, %v : memref<?xf32>, vector<5xi1>, vector<4xf32>
 return }
// -----

// expected-error@+1 {{'vector.gather' op requires 1 indices}}
func.func @f(%m: memref<?xf32>, %i: index, %x: vector<4xi32>, %k: vector<4xi1>, %v: vector<4xf32>) { %0 = vector.gather %m[%i, %i] [%x], %k, %v : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
 return }
// -----

// expected-error@+1 {{'vector.gather' op expected result dim to match indices dim}}
func.func @f(%m: memref<?xf32>, %i: index, %x: vector<5xi32>, %k: vector<4xi1>, %v: vector<4xf32>) { %0 = vector.gather %m[%i] [%x], %k, %v : memref<?xf32>, vector<5xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
 return }
// -----

// expected-error@+1 {{'vector.gather' op expected result dim to match mask dim}}
func.func @f(%m: memref<?xf32>, %i: index, %x: vector<4xi32>, %k: vector<5xi1>, %v: vector<4xf32>) { %0 = vector.gather %m[%i] [%x], %k, %v : memref<?xf32>, vector<4xi32>, vector<5xi1>, vector<4xf32> into vector<4xf32>
 return }
// -----

// expected-error@+1 {{'vector.gather' op base and result element type should match}}
func.func @f(%m: memref<?xf32>, %i: index, %x: vector<4xi32>, %k: vector<4xi1>, %v: vector<4xf32>) { %0 = vector.gather %m[%i] [%x], %k, %v : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf64>
 return }
// -----

// expected-error@+1 {{'vector.gather' op expected result dim to match indices dim}}
func.func @f(%m: memref<?xf32>, %i: index, %x: vector<4xi32>, %k: vector<4xi1>, %v: vector<4xf32>) { %0 = vector.gather %m[%i] [%x], %k, %v : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<5xf32>
 return }
// -----

// expected-error@+1 {{'vector.scatter' op expected valueToStore dim to match indices dim}}
func.func @f(%m: memref<?xf32>, %i: index, %x: vector<5xi32>, %k: vector<4xi1>, %v: vector<4xf32>) { vector.scatter %m[%i] [%x], %k, %v : memref<?xf32>, vector<5xi32>, vector<4xi1>, vector<4xf32>
 return }
// -----

// expected-error@+1 {{'vector.scatter' op requires 1 indices}}
func.func @f(%m: memref<?xf32>, %i: index, %x: vector<4xi32>, %k: vector<4xi1>, %v: vector<4xf32>) { vector.scatter %m[%i, %i] [%x], %k, %v : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
 return }
// -----

// expected-error@+1 {{'vector.expandload' op expected result dim to match mask dim}}
func.func @f(%m: memref<?xf32>, %i: index, %k: vector<5xi1>, %v: vector<4xf32>) { %0 = vector.expandload %m[%i], %k, %v : memref<?xf32>, vector<5xi1>, vector<4xf32> into vector<4xf32>
 return }
// -----

// expected-error@+1 {{'vector.expandload' op expected result dim to match mask dim}}
func.func @f(%m: memref<?xf32>, %i: index, %k: vector<4xi1>, %v: vector<4xf32>) { %0 = vector.expandload %m[%i], %k, %v : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<5xf32>
 return }
// -----

// expected-error@+1 {{'vector.compressstore' op base and valueToStore element type should match}}
func.func @f(%m: memref<?xf32>, %i: index, %k: vector<4xi1>, %v: vector<4xi32>) { vector.compressstore %m[%i], %k, %v : memref<?xf32>, vector<4xi1>, vector<4xi32>
 return }
// -----

// expected-error@+1 {{'vector.compressstore' op expected valueToStore dim to match mask dim}}
func.func @f(%m: memref<?xf32>, %i: index, %k: vector<5xi1>, %v: vector<4xf32>) { vector.compressstore %m[%i], %k, %v : memref<?xf32>, vector<5xi1>, vector<4xf32>
 return }

// -----

func.func @gather_alignment(%base: memref<8xi16>, %idx: vector<4xindex>, %mask: vector<4xi1>, %pass: vector<4xi16>) -> vector<4xi16> {
  %c0 = arith.constant 0 : index
  %0 = vector.gather %base[%c0][%idx], %mask, %pass
    // expected-error@+1 {{'vector.gather' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
    {alignment = 6} : memref<8xi16>, vector<4xindex>, vector<4xi1>, vector<4xi16> into vector<4xi16>
  return %0 : vector<4xi16>
}

// -----

func.func @print_string_with_punctuation() {
  // expected-error@+1 {{failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print str "done" punctuation <close>
  return
}
