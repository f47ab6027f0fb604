// An out-of-bounds load at depth 3 (main -> a -> b), every call direct:
// b loads buf[x + 5] of an 8-element buffer, in bounds for x = 0, 1, 2,
// out of bounds at x = 3. The diagnostic names b's load (line 10) called
// from a (line 15) and main (line 24), after the lines 5, 6 and 7.
memref.global "private" @buf : memref<8xi32> = dense<[0, 1, 2, 3, 4, 5, 6, 7]>
func.func @b(%x: index) -> i32 {
  %g = memref.get_global @buf : memref<8xi32>
  %c5 = arith.constant 5 : index
  %j = arith.addi %x, %c5 : index
  %v = memref.load %g[%j] : memref<8xi32>
  return %v : i32
}
func.func @a(%x: index) -> i32 {
  %c1 = arith.constant 1 : i32
  %v = func.call @b(%x) : (index) -> i32
  %w = arith.addi %v, %c1 : i32
  return %v : i32
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 8 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = func.call @a(%i) : (index) -> i32
    vector.print %x : i32
  }
  return
}
