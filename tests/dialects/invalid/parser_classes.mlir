// Classes of upstream diagnostics beyond single ops' rules: notes at the
// first use of a mistyped value, names bound to result-less ops, region
// arguments reusing a name, and the order scf.while checks its regions
// in. Each expected message is mlir-opt 22's text at its line.
func.func @mistyped_later_use(%x: i64, %y: i64) -> i32 { // expected-note {{prior use here}}
  // expected-error@+1 {{use of value '%y' expects different type than prior uses: 'i32' vs 'i64'}}
  return %y : i32
}

// -----

func.func @result_value_reused(%p: f16) -> f32 {
  %s = arith.addf %p, %p : f16 // expected-note {{prior use here}}
  // expected-error@+1 {{use of value '%s' expects different type than prior uses: 'f32' vs 'f16'}}
  return %s : f32
}

// -----

// Types that differ only in their layout, memory space or a function's
// result are quoted in full (they read 'memref<4xf32>' twice before).
func.func @layout_differs(%m: memref<4xf32, strided<[2], offset: ?>>) { // expected-note {{prior use here}}
  // expected-error@+1 {{use of value '%m' expects different type than prior uses: 'memref<4xf32, strided<[2], offset: ?>, 1>' vs 'memref<4xf32, strided<[2], offset: ?>>'}}
  %a = memref.load %m[%m] : memref<4xf32, strided<[2], offset: ?>, 1>
  return
}

// -----

func.func @function_result_differs(%g: (i64) -> i64) { // expected-note {{prior use here}}
  // expected-error@+1 {{use of value '%g' expects different type than prior uses: '((i64) -> i64) -> ()' vs '(i64) -> i64'}}
  func.call_indirect %g(%g) : ((i64) -> i64) -> ()
  return
}

// -----

// scf.for reads its induction variable as a bare name (upstream's
// parseOperand), unlike affine.for: no location may follow it.
func.func @scf_for_iv_location(%n: index) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{expected '='}}
  scf.for %i loc("x.mlir":1:1) = %c0 to %n step %n {
  }
  return
}

// -----

func.func @named_store(%v: i8, %m: memref<4xi8>, %i: index) {
  // expected-error@+1 {{cannot name an operation with no results}}
  %r = memref.store %v, %m[%i] : memref<4xi8>
  return
}

// -----

func.func @loop_var_used_in_own_bound() {
  // expected-error@+2 {{region entry argument '%k' is already in use}}
  // expected-note@+1 {{previously referenced here}}
  affine.for %k = affine_map<(d0) -> (d0 + 1)>(%k) to 16 {
  }
  return
}

// -----

func.func @loop_var_with_result_number() {
  // expected-error@+1 {{result number not allowed in argument list}}
  affine.for %k#1 = 0 to 4 {
  }
  return
}

// -----

func.func @while_before_ends_in_yield(%c: i1) {
  // expected-error@+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  scf.while : () -> () {
    // expected-note@+1 {{terminator here}}
    scf.yield
  } do {
    scf.yield
  }
  return
}

// -----

func.func @while_after_ends_in_condition(%c: i1) {
  // expected-error@+1 {{'scf.while' op expects the 'after' region to terminate with 'scf.yield'}}
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    // expected-note@+1 {{terminator here}}
    scf.condition(%c)
  }
  return
}

// -----

func.func @parallel_missing_step(%lo: index, %hi: index) {
  // expected-error@+1 {{custom op 'scf.parallel' expected 2 operands}}
  scf.parallel (%i, %j) = (%lo, %lo) to (%hi, %hi) step (%hi) {
  }
  return
}

// -----

func.func @parallel_result_without_init(%lo: index, %hi: index) {
  // expected-error@+1 {{custom op 'scf.parallel' number of operands and types do not match: got 0 operands and 2 types}}
  %r:2 = scf.parallel (%i) = (%lo) to (%hi) step (%hi) -> (i32, i32) {
  }
  return
}

// -----

func.func @reduce_outside_parallel(%x: i32) {
  // expected-error@+1 {{expects parent op 'scf.parallel'}}
  scf.reduce(%x : i32) {
  ^bb0(%a: i32, %b: i32):
    scf.reduce.return %a : i32
  }
  return
}

// -----

func.func @parallel_without_loops() {
  // expected-error@+1 {{'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
  scf.parallel () = () to () step () {
  }
  return
}
