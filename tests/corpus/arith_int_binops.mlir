// Every integer binary op of `arith`, at an odd width and at index.
func.func @int_binops(%a: i13, %b: i13, %i: index, %j: index) -> (i13, index) {
  %0 = arith.addi %a, %b : i13
  %1 = arith.subi %0, %b : i13
  %2 = arith.muli %1, %a : i13
  %3 = arith.divsi %2, %b : i13
  %4 = arith.divui %3, %b : i13
  %5 = arith.remsi %4, %a : i13
  %6 = arith.remui %5, %a : i13
  %7 = arith.ceildivsi %6, %b : i13
  %8 = arith.ceildivui %7, %b : i13
  %9 = arith.floordivsi %8, %b : i13
  %10 = arith.andi %9, %a : i13
  %11 = arith.ori %10, %b : i13
  %12 = arith.xori %11, %a : i13
  %13 = arith.shli %12, %b : i13
  %14 = arith.shrsi %13, %b : i13
  %15 = arith.shrui %14, %b : i13
  %16 = arith.maxsi %15, %a : i13
  %17 = arith.maxui %16, %a : i13
  %18 = arith.minsi %17, %b : i13
  %19 = arith.minui %18, %b : i13
  %20 = arith.addi %i, %j : index
  %21 = arith.muli %20, %j : index
  return %19, %21 : i13, index
}
