// A multiply's result carried out of an scf.if by its yield, then used.
func.func @main() {
  %t = arith.constant true
  %k = arith.constant 3 : i32
  %a = arith.muli %k, %k : i32
  %b = scf.if %t -> i32 {
    %v = arith.muli %a, %k : i32
    scf.yield %v : i32
  } else {
    scf.yield %a : i32
  }
  %c = arith.muli %b, %k : i32
  vector.print %c : i32
  return
}
