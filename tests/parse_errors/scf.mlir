// One malformed op per chunk: rmlir-opt must report what mlir-opt 22
// reports, line, column and text (tests/parse_error_parity.rs).
func.func @f(%lb: index, %ub: index, %s: index, %x: f32) {
  %r = scf.for %i = %lb to %ub step %s iter_args(%t = %x) -> (f32, f32) {
    scf.yield %t : f32
  }
  return
}
// -----
func.func @f(%lb: index, %ub: index) {
  scf.for %i = %lb %ub step %ub {
  }
  return
}
// -----
func.func @f(%lb: index, %ub: index) {
  scf.for %i = %lb to %ub stap %ub {
  }
  return
}
// -----
func.func @f(%c: i1) {
  scf.if %c then {
  }
  return
}
// -----
func.func @f(%c: i1) {
  %0 = scf.if %c -> i32 {
    %x = arith.constant 0 : i32
    scf.yield %x : i32
  } els {
  }
  return
}
// -----
func.func @f(%lb: index) {
  scf.parallel (%i) = (%lb) to (%lb) {
  }
  return
}
// -----
func.func @f(%n: index) {
  scf.forall (%i) in (%n) shared {
  }
  return
}
// -----
func.func @f(%lb: index) {
  scf.for %i = %lb to %lb step %lb iter_args(%x) -> (i32) {
  }
  return
}
// -----
func.func @f(%lb: index) {
  scf.for %i = %lb to %lb step %lb : i32 i32 {
  }
  return
}
// -----
func.func @f(%c: i1) {
  %0 = scf.if %c -> (i32 {
  }
  return
}
// -----
func.func @f(%x: i32) {
  %0 = scf.while (%a = %x) : (i32) i32 {
    scf.condition(%a) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}
// -----
func.func @f(%x: i32) {
  %0 = scf.while (%a %x) : (i32) -> i32 {
    scf.condition(%a) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}
// -----
func.func @f(%x: index) {
  %0 = scf.index_switch %x -> i32
  case foo {
    scf.yield %x : index
  }
  default {
  }
  return
}
// -----
func.func @f(%x: index) {
  scf.index_switch %x
  cas 1 {
    scf.yield
  }
  default {
  }
  return
}
// -----
func.func @f(%n: index) {
  scf.parallel (%i) = (%n) to (%n) step (%n) init (%n) -> index {
  }
  return
}
// -----
func.func @f(%n: index) {
  scf.forall (%i) = (0) to (%n) step 1 {
  }
  return
}
// -----
func.func @f(%x: i32) {
  %0 = scf.while (%a = %x) : i32 {
    scf.condition(%a) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}
// -----
func.func @f(%x: i32) {
  %0 = scf.while (%a = %x) : (i32, i32) -> i32 {
    scf.condition(%a) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}
// -----
func.func @f(%lb: index) {
  scf.for %i = %lb to %lb step %lb : i32 {
  }
  return
}
// -----
func.func @f(%c: i1) {
  scf.if %c {
  } else [
  ]
  return
}
// -----
func.func @f(%x: index) {
  scf.reduce(%x : index) {
  ^bb0(%a: index, %b: index):
    scf.reduce.return %a : index
  }
  return
}
// -----
func.func @f(%n: index) {
  %r = scf.parallel (%i) = (%n) to (%n) step (%n) -> i32 {
    scf.reduce
  }
  return
}
// -----
func.func @f(%a: index) {
  "scf.for"(%a, %a, %a) <{unsignedCmp = 1 : i64}> ({
  ^bb0(%i: index):
    scf.yield
  }) : (index, index, index) -> ()
  return
}
