// SSA and block names of many shapes, forward references across blocks.
func.func @names(%arg: i32, %_under: i32, %with.dot: i32, %with$dollar: i32) -> i32 {
  %x-1 = arith.addi %arg, %_under : i32
  %0 = arith.addi %x-1, %with.dot : i32
  cf.br ^later
^earlier(%p: i32):
  return %p : i32
^later:
  %1 = arith.addi %0, %with$dollar : i32
  cf.br ^earlier(%1 : i32)
}
