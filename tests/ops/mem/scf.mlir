func.func @f(%lb: index, %ub: index, %st: index, %x: i32, %c: i1, %l32: i32, %u32: i32) -> i32 {
  scf.for %i = %lb to %ub step %st {
  }
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %x) -> (i32) {
    scf.yield %a : i32
  }
  scf.for %i = %l32 to %u32 step %l32 : i32 {
    scf.yield
  }
  scf.if %c {
  }
  scf.if %c {
  } else {
  }
  %y = scf.if %c -> (i32) {
    scf.yield %x : i32
  } else {
    scf.yield %r : i32
  }
  %w = scf.while (%a = %x) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%a: i32):
    scf.yield %a : i32
  }
  return %w : i32
}

func.func @nested(%n: index, %x: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x) -> (f32, f32) {
    %s = arith.addf %a, %b : f32
    scf.yield %s, %a : f32, f32
  }
  %w:2 = scf.while (%p = %c0, %q = %x) : (index, f32) -> (index, f32) {
    %c = arith.cmpi slt, %p, %n : index
    scf.condition(%c) %p, %q : index, f32
  } do {
  ^bb0(%p: index, %q: f32):
    %p1 = arith.addi %p, %c1 : index
    scf.yield %p1, %q : index, f32
  } attributes {tag = "loop"}
  return %r#0, %w#1 : f32, f32
}
