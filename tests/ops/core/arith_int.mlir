// Every integer binary op of `arith`, on scalars, vectors and tensors,
// with the overflow and exact flags.
func.func @int_ops(%a: i32, %b: i32, %v: vector<4xi16>, %t: tensor<4x?xi8>, %i: index) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b overflow<nsw> : i32
  %2 = arith.subi %a, %b overflow<nsw, nuw> : i32
  %3 = arith.muli %a, %b overflow<nuw> {tag = "m"} : i32
  %4 = arith.divsi %a, %b : i32
  %5 = arith.divsi %a, %b exact : i32
  %6 = arith.divui %a, %b : i32
  %7 = arith.remsi %a, %b : i32
  %8 = arith.remui %a, %b : i32
  %9 = arith.ceildivsi %a, %b : i32
  %10 = arith.ceildivui %a, %b : i32
  %11 = arith.floordivsi %a, %b : i32
  %12 = arith.andi %a, %b : i32
  %13 = arith.ori %a, %b : i32
  %14 = arith.xori %a, %b : i32
  %15 = arith.shli %a, %b : i32
  %16 = arith.shrsi %a, %b : i32
  %17 = arith.shrui %a, %b exact : i32
  %18 = arith.maxsi %a, %b : i32
  %19 = arith.maxui %a, %b : i32
  %20 = arith.minsi %a, %b : i32
  %21 = arith.minui %a, %b : i32
  %22 = arith.addi %v, %v : vector<4xi16>
  %23 = arith.muli %t, %t : tensor<4x?xi8>
  %24 = arith.addi %i, %i : index
  return %21 : i32
}
