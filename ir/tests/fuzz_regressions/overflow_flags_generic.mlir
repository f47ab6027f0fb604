// expect 3:66: unexpected character
func.func @f(%a: i32) -> i32 {
  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<non&>}> : (i32, i32) -> i32
  return %0 : i32
}
