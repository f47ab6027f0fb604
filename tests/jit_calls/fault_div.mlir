// A division by zero at depth 4 (main -> a -> b -> c), on the fifth trip
// of main's loop, every call direct: 100 / (x - 4) at x = 4. The
// diagnostic names c's division (line 9) called from b (line 13), a
// (line 18) and main (line 27), after the four lines printed before it
// (-25, -33, -50, -100).
func.func @c(%x: i32, %y: i32) -> i32 {
  %k = arith.constant 100 : i32
  %z = arith.subi %x, %y : i32
  %q = arith.divsi %k, %z : i32
  return %q : i32
}
func.func @b(%x: i32, %y: i32) -> i32 {
  %r = func.call @c(%x, %y) : (i32, i32) -> i32
  return %r : i32
}
func.func @a(%x: i32) -> i32 {
  %k4 = arith.constant 4 : i32
  %r = func.call @b(%x, %k4) : (i32, i32) -> i32
  return %r : i32
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 8 : index
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %x = func.call @a(%ii) : (i32) -> i32
    vector.print %x : i32
  }
  return
}
