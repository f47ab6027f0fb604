// expected-error@+1 {{'vector.outerproduct' op expected 1-d vector for operand #1}}
func.func @f(%a: vector<4x2xf32>, %b: vector<8xf32>) { %0 = vector.outerproduct %a, %b : vector<4x2xf32>, vector<8xf32>
 return }
// -----

// expected-error@+1 {{'vector.outerproduct' op expected 1-d vector for operand #2}}
func.func @f(%a: vector<4xf32>, %b: vector<8x2xf32>) { %0 = vector.outerproduct %a, %b : vector<4xf32>, vector<8x2xf32>
 return }
// -----

// expected-error@+1 {{'vector.outerproduct' op unsupported outerproduct type}}
func.func @f(%a: vector<4xi32>, %b: vector<8xi32>) { %0 = vector.outerproduct %a, %b {kind = #vector.kind<maxnumf>} : vector<4xi32>, vector<8xi32>
 return }
// -----

// expected-error@+1 {{'vector.multi_reduction' op destination type 'vector<4xf32>' is incompatible with source type 'vector<4x8xf32>'}}
func.func @f(%v: vector<4x8xf32>, %acc: vector<4xf32>) { %0 = vector.multi_reduction <add>, %v, %acc [0] : vector<4x8xf32> to vector<4xf32>
 return }
// -----

// expected-error@+1 {{'vector.multi_reduction' op failed to verify that source operand and result have same element type}}
func.func @f(%v: vector<4x8xf32>, %acc: vector<8xi32>) { %0 = vector.multi_reduction <add>, %v, %acc [0] : vector<4x8xf32> to vector<8xi32>
 return }
// -----

func.func @f(%v: vector<4x8xf32>, %acc: vector<8xf32>) { %0 = vector.multi_reduction <and>, %v, %acc [0] : vector<4x8xf32> to vector<8xf32>
 return }
// -----

// expected-error@+1 {{'vector.multi_reduction' op destination type 'vector<8xf32>' is incompatible with source type 'vector<4x8xf32>'}}
func.func @f(%v: vector<4x8xf32>, %acc: vector<8xf32>) { %0 = vector.multi_reduction <add>, %v, %acc [2] : vector<4x8xf32> to vector<8xf32>
 return }
// -----

func.func @f(%v: vector<4x8xf32>, %acc: f32) { %0 = vector.multi_reduction <add>, %v, %acc [0, 1] : vector<4x8xf32> to f32
 return }
// -----

// expected-error@+1 {{'vector.scan' op incompatible input/initial value shapes}}
func.func @f(%v: vector<4x8xf32>, %acc: vector<8xf32>) { %0:2 = vector.scan <add>, %v, %acc {inclusive = true, reduction_dim = 1 : i64} : vector<4x8xf32>, vector<8xf32>
 return }
// -----

// expected-error@+1 {{'vector.scan' op reduction dimension 2 has to be less than 2}}
func.func @f(%v: vector<4x8xf32>, %acc: vector<4xf32>) { %0:2 = vector.scan <add>, %v, %acc {inclusive = true, reduction_dim = 2 : i64} : vector<4x8xf32>, vector<4xf32>
 return }
// -----

// expected-error@+1 {{'vector.scan' op unsupported reduction type 'f32' for kind 'and'}}
func.func @f(%v: vector<4x8xf32>, %acc: vector<8xf32>) { %0:2 = vector.scan <and>, %v, %acc {inclusive = true, reduction_dim = 0 : i64} : vector<4x8xf32>, vector<8xf32>
 return }
// -----

// expected-error@+1 {{'vector.contract' op expected an indexing map for each vector operand}}
func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) { %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
 return }
// -----

// expected-error@+1 {{'vector.contract' op expected indexing map 0 to have 2 number of inputs}}
func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) { %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel"], kind = #vector.kind<add>} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
 return }
// -----

func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) { %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "reduction", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
 return }
// -----

// expected-error@+1 {{'vector.contract' op invalid accumulator/result vector shape, expected: 'vector<4x16xf32>'}}
func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x15xf32>) { %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x15xf32>
 return }
// -----

// expected-error@+1 {{'vector.contract' op invalid contracting dimension map}}
func.func @f(%a: vector<4x8xf32>, %b: vector<7x16xf32>, %c: vector<4x16xf32>) { %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4x8xf32>, vector<7x16xf32> into vector<4x16xf32>
 return }
// -----

// expected-error@+1 {{'vector.contract' op expected indexing map 2 to have 2 number of outputs}}
func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) { %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n, k)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
 return }
// -----

// expected-error@+1 {{'vector.contract' op expected indexing map 2 to have 3 number of inputs}}
func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) { %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
 return }
// -----

func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) { %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
 return }
// -----

func.func @f(%c: vector<4x8xf32>, %s: vector<8xf32>) {
// expected-error@+1 {{'vector.multi_reduction' op destination type 'vector<8xf32>' is incompatible with source type 'vector<4x8xf32>'}}
  %6 = vector.multi_reduction <add>, %c, %s [2] : vector<4x8xf32> to vector<8xf32>
  return
}
// -----

func.func @f(%c: vector<4x8xf32>, %s: vector<8xf32>) {
  %6 = vector.multi_reduction <add>, %c, %s [0, 0] : vector<4x8xf32> to vector<8xf32>
  return
}
