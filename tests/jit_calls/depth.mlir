// Recursion to the call-depth limit with a direct call at the bottom:
// @down (recursive, so interpreted) recurses n + 1 frames deep under
// main's, then calls @g (compiled, entered through the runtime), which
// calls @h directly. Frames: main, n + 1 of @down, @g, then @h. The limit
// is 100000 frames: with n = 99996 @h is the 100000th and the run prints
// 99996 + 7 twice (main prints it and returns it); the same kernel run
// with n = 99997 (the --arg of the test) overflows at @g's direct call of
// @h (line 15).
func.func @h(%x: i64) -> i64 {
  %c7 = arith.constant 7 : i64
  %y = arith.addi %x, %c7 : i64
  return %y : i64
}
func.func @g(%x: i64) -> i64 {
  %y = func.call @h(%x) : (i64) -> i64
  return %y : i64
}
func.func @down(%n: i64, %k: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %done = arith.cmpi eq, %k, %c0 : i64
  %r = scf.if %done -> i64 {
    %v = func.call @g(%n) : (i64) -> i64
    scf.yield %v : i64
  } else {
    %k1 = arith.subi %k, %c1 : i64
    %v = func.call @down(%n, %k1) : (i64, i64) -> i64
    scf.yield %v : i64
  }
  return %r : i64
}
func.func @main(%n: i64) -> i64 {
  %r = func.call @down(%n, %n) : (i64, i64) -> i64
  vector.print %r : i64
  return %r : i64
}
