// Affine dimensions and symbols out of place, affine.parallel band counts,
// affine.min/max operand counts and region arguments: each expected-error
// is mlir-opt 22's text at its line.
func.func @iv_as_symbol(%m: memref<64xf32>) {
  affine.for %i = 0 to 8 {
    // expected-error@+1 {{operand cannot be used as a symbol}}
    affine.for %j = 0 to affine_map<()[s0] -> (s0 * 2)>()[%i] {
    }
  }
  return
}

// -----

func.func @sum_as_dim(%n: index) {
  affine.for %i = 0 to 8 {
    %k = arith.muli %i, %n : index
    // expected-error@+1 {{operand cannot be used as a dimension id}}
    affine.parallel (%a) = (0) to (%k) {
    }
  }
  return
}

// -----

func.func @scf_iv_subscript(%m: memref<16xi8>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c16 step %c1 {
    %sq = arith.muli %i, %i : index
    // expected-error@+1 {{operand cannot be used as a dimension id}}
    %v = affine.load %m[%sq] : memref<16xi8>
  }
  return
}

// -----

func.func @dynamic_dim_in_loop(%n: index) {
  affine.for %i = 0 to 4 {
    %b = memref.alloc(%i) : memref<?xf32>
    %c0 = arith.constant 0 : index
    %d = memref.dim %b, %c0 : memref<?xf32>
    // expected-error@+1 {{operand cannot be used as a symbol}}
    affine.if affine_set<()[s0] : (s0 - 1 >= 0)>()[%d] {
    }
  }
  return
}

// -----

func.func @band_counts() {
  // expected-error@+1 {{the number of region arguments (3) and the number of map groups for lower (3) and upper bound (2), and the number of steps (3) must all match}}
  affine.parallel (%i, %j, %k) = (0, 0, 0) to (4, 4) {
  }
  return
}

// -----

func.func @min_operands(%a: index, %b: index) {
  // expected-error@+1 {{operand count and affine map dimension and symbol count must match}}
  %0 = affine.min affine_map<(d0, d1) -> (d0, d1)> (%a)
  return
}

// -----

func.func @apply_result(%a: index) {
  // expected-error@+1 {{op result #0 must be index, but got 'i64'}}
  %0 = "affine.apply"(%a) <{map = affine_map<(d0) -> (d0 + 1)>}> : (index) -> i64
  return
}

// -----

func.func @else_args(%a: index) {
  // expected-error@+1 {{region #1 should have no arguments}}
  affine.if affine_set<(d0) : (d0 >= 0)>(%a) {
  } else {
  ^bb0(%x: index):
    affine.yield
  }
  return
}

// -----

func.func @for_carries_fewer_than_it_returns(%m: memref<8xf32>) -> f32 {
  %zero = arith.constant 0.0 : f32
  // expected-error@+1 {{mismatch between the number of loop-carried values and results}}
  %r:2 = affine.for %i = 0 to 8 iter_args(%acc = %zero) -> (f32, f32) {
    %x = affine.load %m[%i] : memref<8xf32>
    affine.yield %x : f32
  }
  return %r#0 : f32
}

// -----

func.func @for_carries_more_than_it_returns(%a: f32, %b: f32) {
  // expected-error@+1 {{mismatch between the number of loop-carried values and results}}
  affine.for %i = 0 to 8 iter_args(%x = %a, %y = %b) -> (f32) {
    affine.yield %x : f32
  }
  return
}
// -----
func.func @f(%n: index, %m: memref<100xf32>) {
  %cm1 = arith.constant -1 : index
  affine.for %i = 0 to 7 {
    %q = arith.divsi %n, %cm1 : index
    // expected-error @+1 {{'affine.load' op operand cannot be used as a symbol}}
    %v = affine.load %m[symbol(%q)] : memref<100xf32>
  }
  return
}
// -----
func.func @f(%n: index, %m: memref<100xf32>) {
  affine.for %i = 0 to 7 {
    %q = index.rems %n, %n
    // expected-error @+1 {{'affine.load' op operand cannot be used as a symbol}}
    %v = affine.load %m[symbol(%q)] : memref<100xf32>
  }
  return
}
