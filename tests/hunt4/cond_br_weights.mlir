// cf.cond_br with branch weights, as mlir-opt 22 prints them (`weights([...])`)
// and as --mlir-print-op-generic spells them (`branch_weights`): the weights
// are hints and change neither values nor cycles.
func.func @pick(%cond: i1, %x: i32) -> i32 {
  cf.cond_br %cond weights([3, 7]), ^bb1, ^bb2(%x : i32)
^bb1:
  %c = arith.constant 1 : i32
  return %c : i32
^bb2(%y: i32):
  %d = arith.addi %y, %y : i32
  return %d : i32
}

func.func @generic(%cond: i1, %x: i32) -> i32 {
  "cf.cond_br"(%cond, %x)[^bb1, ^bb2] <{branch_weights = array<i32: 0, 5>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
^bb1(%y: i32):
  return %y : i32
^bb2:
  %c = arith.constant -4 : i32
  return %c : i32
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %x = arith.constant 21 : i32
  %a = func.call @pick(%t, %x) : (i1, i32) -> i32
  %b = func.call @pick(%f, %x) : (i1, i32) -> i32
  %c = func.call @generic(%t, %x) : (i1, i32) -> i32
  %d = func.call @generic(%f, %x) : (i1, i32) -> i32
  vector.print %a : i32
  vector.print %b : i32
  vector.print %c : i32
  vector.print %d : i32
  return
}
