// A multiply chain carried around a cf loop through block arguments.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 10 : index
  %k = arith.constant 3 : i32
  cf.br ^head(%c0, %k : index, i32)
^head(%i: index, %a: i32):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  %v = arith.muli %a, %k : i32
  %j = arith.addi %i, %c1 : index
  cf.br ^head(%j, %v : index, i32)
^exit:
  vector.print %a : i32
  return
}
