// A failing cf.assert at depth 3 (main -> a -> b), every call direct: b
// asserts x < 3, which fails at x = 3. The diagnostic names b's assert
// (line 8) called from a (line 12) and main (line 21), after 0, 1, 2.
func.func @b(%x: i32) -> i32 {
  %k = arith.constant 3 : i32
  %ok = arith.cmpi slt, %x, %k : i32
  %y = arith.muli %x, %x : i32
  cf.assert %ok, "x below three"
  return %x : i32
}
func.func @a(%x: i32) -> i32 {
  %v = func.call @b(%x) : (i32) -> i32
  return %v : i32
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
