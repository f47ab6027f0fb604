// A true assertion passes; a false one stops the run.
func.func @main() {
  %t = arith.constant true
  cf.assert %t, "never reported"
  %x = arith.constant -3 : i32
  %zero = arith.constant 0 : i32
  %ok = arith.cmpi sgt, %x, %zero : i32
  cf.assert %ok, "fails: x must be positive"
  vector.print %x : i32
  return
}
