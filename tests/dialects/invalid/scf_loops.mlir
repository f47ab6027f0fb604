// Invalid scf.for, scf.if, scf.yield and scf.index_switch structure in
// generic and custom form: each expected-error is mlir-opt 22's text at
// its line.
func.func @float_step(%a: index, %s: f64) {
  // expected-error@+1 {{operand #2 must be signless integer or index, but got 'f64'}}
  "scf.for"(%a, %a, %s) ({}) : (index, index, f64) -> ()
  return
}

// -----

func.func @two_bodies(%a: i16) {
  // expected-error@+1 {{requires one region}}
  "scf.for"(%a, %a, %a) ({
  ^bb0(%i: i16):
    scf.yield
  }, {
  ^bb0(%j: i16):
    scf.yield
  }) : (i16, i16, i16) -> ()
  return
}

// -----

func.func @iter_count(%a: index, %x: i32) {
  // expected-error@+1 {{mismatch in number of loop-carried values and defined values}}
  %r:2 = scf.for %i = %a to %a step %a iter_args(%acc = %x) -> (i32, i32) {
    scf.yield %acc, %acc : i32, i32
  }
  return
}

// -----

func.func @result_type(%a: index, %x: i8) {
  // expected-error@+1 {{0-th region iter_arg and 0-th loop result have different type: 'i8' != 'i9'}}
  %r = "scf.for"(%a, %a, %a, %x) ({
  ^bb0(%i: index, %acc: i8):
    scf.yield %acc : i8
  }) : (index, index, index, i8) -> i9
  return
}

// -----

func.func @extra_iter_arg(%a: index, %x: f16) {
  // expected-error@+1 {{different number of inits and region iter_args: 1 != 2}}
  %r = "scf.for"(%a, %a, %a, %x) ({
  ^bb0(%i: index, %p: f16, %q: f16):
    scf.yield %p, %q : f16, f16
  }) : (index, index, index, f16) -> f16
  return
}

// -----

func.func @if_regions(%c: i1) {
  // expected-error@+1 {{expected 2 regions}}
  "scf.if"(%c) ({
    scf.yield
  }) : (i1) -> ()
  return
}

// -----

func.func @if_block_arg(%c: i1) {
  // expected-error@+1 {{region #1 should have no arguments}}
  "scf.if"(%c) ({
    scf.yield
  }, {
  ^bb0(%x: i1):
    scf.yield
  }) : (i1) -> ()
  return
}

// -----

func.func @if_two_blocks(%c: i1) {
  // expected-error@+1 {{expects region #0 to have 0 or 1 blocks}}
  "scf.if"(%c) ({
    cf.br ^bb1
  ^bb1:
    scf.yield
  }, {
  }) : (i1) -> ()
  return
}

// -----

func.func @switch_return(%i: index) {
  // expected-error@+1 {{expected region to end with scf.yield, but got func.return}}
  "scf.index_switch"(%i) ({
    func.return
  }, {
    scf.yield
  }) {cases = array<i64: 7>} : (index) -> ()
  return
}

// -----

func.func @parallel_zero_step(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error@+1 {{constant step operand must be positive}}
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c0) {
  }
  return
}

// -----

func.func @parallel_yield_end(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error@+1 {{expects body to terminate with 'scf.reduce'}}
  "scf.parallel"(%c0, %n, %c1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    // expected-note@+1 {{terminator here}}
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @while_types(%x: i8) {
  // expected-error@+1 {{expected as many input types as operands (expected 1 got 2)}}
  scf.while (%a = %x) : (i8, i8) -> () {
    %t = arith.constant true
    scf.condition(%t)
  } do {
    scf.yield
  }
  return
}

// -----

func.func @forall_mapping(%n: index) {
  // expected-error@+1 {{mapping attribute size must match op rank}}
  scf.forall (%i) in (%n) {
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  return
}
