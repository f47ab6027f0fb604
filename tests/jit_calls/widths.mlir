// Direct calls of every native width: integers of 1, 8, 13, 32 and 64
// bits and index (six arguments, six results), 65 and 128 bits (two words
// each way), f32 and f64, called in a loop whose values feed the next
// iteration, so every argument and result crosses the call each time.
// Both engines print what mlir-runner prints.
func.func @ints(%a: i1, %b: i8, %c: i13, %d: i32, %e: i64, %f: index)
    -> (i1, i8, i13, i32, i64, index) {
  %true = arith.constant true
  %k3 = arith.constant 3 : i8
  %k7 = arith.constant 7 : i32
  %k3i = arith.constant 3 : i64
  %k2 = arith.constant 2 : index
  %k1 = arith.constant 1 : index
  %a2 = arith.xori %a, %true : i1
  %b2 = arith.muli %b, %k3 : i8
  %c2 = arith.muli %c, %c : i13
  %c3 = arith.addi %c2, %c : i13
  %d2 = arith.subi %d, %k7 : i32
  %e1 = arith.shli %e, %k3i : i64
  %e2 = arith.xori %e, %e1 : i64
  %f1 = arith.muli %f, %k2 : index
  %f2 = arith.addi %f1, %k1 : index
  return %a2, %b2, %c3, %d2, %e2, %f2 : i1, i8, i13, i32, i64, index
}
func.func @wide(%a: i65, %b: i128) -> (i128, i65) {
  %x = arith.extui %a : i65 to i128
  %y = arith.muli %b, %x : i128
  %z = arith.trunci %b : i128 to i65
  %w = arith.addi %z, %a : i65
  return %y, %w : i128, i65
}
func.func @floats(%a: f32, %b: f64, %c: f32) -> (f64, f32) {
  %s = arith.addf %a, %c : f32
  %e = arith.extf %s : f32 to f64
  %p = arith.mulf %e, %b : f64
  %q = arith.divf %c, %a : f32
  return %p, %q : f64, f32
}
func.func @print128(%v: i128) {
  %k64 = arith.constant 64 : i128
  %hi = arith.shrui %v, %k64 : i128
  %h = arith.trunci %hi : i128 to i64
  %l = arith.trunci %v : i128 to i64
  vector.print %h : i64
  vector.print %l : i64
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 40 : index
  %a = arith.constant false
  %b = arith.constant 5 : i8
  %c = arith.constant 1001 : i13
  %d = arith.constant 100 : i32
  %e = arith.constant 12345 : i64
  %f = arith.constant 3 : index
  %wa = arith.constant 36893488147419103231 : i65
  %wb = arith.constant 1234567890123456789012345678 : i128
  %half = arith.constant 0.5 : f64
  %one = arith.constant 1.0 : f32
  %z64 = arith.constant 0.0 : f64
  %z32 = arith.constant 0.0 : f32
  %r:12 = scf.for %i = %c0 to %n step %c1
      iter_args(%xa = %a, %xb = %b, %xc = %c, %xd = %d, %xe = %e, %xf = %f,
                %xwa = %wa, %xwb = %wb, %s64 = %z64, %s32 = %z32, %xn = %one,
                %last = %z64)
      -> (i1, i8, i13, i32, i64, index, i65, i128, f64, f32, f32, f64) {
    %o:6 = func.call @ints(%xa, %xb, %xc, %xd, %xe, %xf)
        : (i1, i8, i13, i32, i64, index) -> (i1, i8, i13, i32, i64, index)
    %w:2 = func.call @wide(%xwa, %xwb) : (i65, i128) -> (i128, i65)
    %ii = arith.index_cast %i : index to i64
    %fi = arith.sitofp %ii : i64 to f32
    %fl:2 = func.call @floats(%xn, %half, %fi) : (f32, f64, f32) -> (f64, f32)
    %t64 = arith.addf %s64, %fl#0 : f64
    %t32 = arith.addf %s32, %fl#1 : f32
    %n2 = arith.addf %xn, %one : f32
    scf.yield %o#0, %o#1, %o#2, %o#3, %o#4, %o#5, %w#1, %w#0, %t64, %t32, %n2, %fl#0
        : i1, i8, i13, i32, i64, index, i65, i128, f64, f32, f32, f64
  }
  %pa = arith.extui %r#0 : i1 to i64
  vector.print %pa : i64
  %pb = arith.extsi %r#1 : i8 to i64
  vector.print %pb : i64
  %pc = arith.extsi %r#2 : i13 to i64
  vector.print %pc : i64
  vector.print %r#3 : i32
  vector.print %r#4 : i64
  vector.print %r#5 : index
  %pwa = arith.extui %r#6 : i65 to i128
  func.call @print128(%pwa) : (i128) -> ()
  func.call @print128(%r#7) : (i128) -> ()
  vector.print %r#8 : f64
  vector.print %r#9 : f32
  vector.print %r#11 : f64
  return
}
