// Nested direct calls (main -> a -> b -> c) inside loops, a callee with
// a memo'd loop of its own (c's inner loop), and loads and stores of a
// global buffer on both sides of the calls: main stores before each call
// and loads what c stored, so the caller's and the callee's descriptors of
// the buffer must both stay true across the calls.
memref.global "private" @buf : memref<16xi32> = dense<0>
func.func @c(%x: i32, %k: index) -> i32 {
  %g = memref.get_global @buf : memref<16xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 16 : index
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> i32 {
    %v = memref.load %g[%i] : memref<16xi32>
    %t = arith.addi %acc, %v : i32
    scf.yield %t : i32
  }
  memref.store %s, %g[%k] : memref<16xi32>
  return %s : i32
}
func.func @b(%x: i32, %k: index) -> i32 {
  %c3 = arith.constant 3 : i32
  %y = arith.muli %x, %c3 : i32
  %r = func.call @c(%y, %k) : (i32, index) -> i32
  %r2 = func.call @c(%r, %k) : (i32, index) -> i32
  %d = arith.subi %r2, %x : i32
  return %d : i32
}
func.func @a(%x: i32, %k: index) -> i32 {
  %c1 = arith.constant 1 : i32
  %y = arith.addi %x, %c1 : i32
  %r = func.call @b(%y, %k) : (i32, index) -> i32
  return %r : i32
}
func.func @main() {
  %g = memref.get_global @buf : memref<16xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 16 : index
  %seed = arith.constant 7 : i32
  %m = arith.constant 1000003 : i32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %seed) -> i32 {
    %ii = arith.index_cast %i : index to i32
    memref.store %ii, %g[%i] : memref<16xi32>
    %r = func.call @a(%acc, %i) : (i32, index) -> i32
    %back = memref.load %g[%i] : memref<16xi32>
    %t = arith.addi %r, %back : i32
    %u = arith.remsi %t, %m : i32
    scf.yield %u : i32
  }
  vector.print %s : i32
  %v = memref.load %g[%c1] : memref<16xi32>
  vector.print %v : i32
  return
}
