// Invalid scf.forall: each expected-error is mlir-opt 22's text at its line.
func.func @arg_count(%m: memref<8xf32>) {
  // expected-error@+1 {{region expects 2 arguments}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 8, 8>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @arg_type(%m: memref<8xf32>) {
  // expected-error@+1 {{expects 0-th block argument to be an index}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
  ^bb0(%i: i32):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @bounds(%m: memref<8xf32>) {
  // expected-error@+1 {{expected 2 upper bound values, got 1}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
  ^bb0(%i: index, %j: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @parent() {
  %r = scf.execute_region -> i32 {
    %c = arith.constant 1 : i32
    cf.br ^bb1
  ^bb1:
    // expected-error@+1 {{expects parent op 'scf.forall'}}
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }
  return
}
