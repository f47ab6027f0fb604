// A compiled callee that faults (a division by zero) called from compiled
// code whose result register lies past the callee's register file: after
// the fault the interpreter is still in the callee's frame, so the caller
// must not read its result back (it did, and panicked indexing the
// callee's registers). Both engines report the division, called from
// line 26, and print the 3 lines before it.
func.func @div(%a: i32, %b: i32) -> i32 {
  %q = arith.divsi %a, %b : i32
  return %q : i32
}
func.func @main() {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %c5 = arith.constant 5 : i32
  %c6 = arith.constant 6 : i32
  %c7 = arith.constant 7 : i32
  %x = func.call @div(%c7, %c2) : (i32, i32) -> i32
  vector.print %x : i32
  %y = func.call @div(%c6, %c3) : (i32, i32) -> i32
  vector.print %y : i32
  %z = func.call @div(%c5, %c4) : (i32, i32) -> i32
  vector.print %z : i32
  %w = func.call @div(%c1, %c0) : (i32, i32) -> i32
  vector.print %w : i32
  return
}
