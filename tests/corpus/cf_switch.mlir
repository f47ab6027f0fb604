// Multi-way branches.
func.func @switch(%flag: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%b : i32),
    43: ^bb2
  ]
^bb1(%x: i32):
  return %x : i32
^bb2:
  %c = arith.constant 0 : i32
  return %c : i32
}
func.func @switch_default_only(%flag: i8) {
  cf.switch %flag : i8, [
    default: ^bb1
  ]
^bb1:
  return
}
