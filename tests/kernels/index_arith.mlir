// index arithmetic is 64-bit; printing shows what mlir-runner shows.
func.func @main() {
  %a = arith.constant 7 : index
  %b = arith.constant 3 : index
  %0 = arith.muli %a, %b : index
  vector.print %0 : index
  %1 = arith.divui %0, %b : index
  vector.print %1 : index
  %2 = arith.remsi %0, %b : index
  vector.print %2 : index
  %3 = arith.shli %a, %b : index
  vector.print %3 : index
  %4 = arith.cmpi ult, %a, %b : index
  vector.print %4 : i1
  %5 = arith.index_cast %0 : index to i13
  vector.print %5 : i13
  return
}
