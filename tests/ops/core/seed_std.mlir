// Every seed Standard spelling (004) whose syntax matches a modern op, and
// the seed-era complements, each producing the modern op.
func @ext(i32, i32) -> i32
func @seed(%a : i32, %b : i32, %f : f32, %g : f32, %v : vector<4xi32>, %t : tensor<4x?xi8>, %c : i1) -> i32 {
  %0 = addi %a, %b : i32
  %1 = addi %v, %v : vector<4xi32>
  %2 = addi %t, %t : tensor<4x?xi8>
  %3 = subi %a, %b : i32
  %4 = muli %a, %b : i32
  %5 = divis %a, %b : i32
  %6 = diviu %a, %b : i32
  %7 = remis %a, %b : i32
  %8 = remiu %a, %b : i32
  %9 = and %a, %b : i32
  %10 = or %v, %v : vector<4xi32>
  %11 = xor %t, %t : tensor<4x?xi8>
  %12 = shift_left %a, %b : i32
  %13 = shift_right_signed %a, %b : i32
  %14 = shift_right_unsigned %a, %b : i32
  %15 = addf %f, %g : f32
  %16 = subf %f, %g : f32
  %17 = mulf %f, %g : f32
  %18 = divf %f, %g : f32
  %19 = cmpi "slt", %a, %b : i32
  %20 = cmpi "eq", %v, %v : vector<4xi32>
  %21 = cmpf "olt", %f, %g : f32
  %22 = select %19, %a, %b : i32
  %23 = constant 42 : i32
  %24 = constant 1.0 : f32
  %25 = constant @ext : (i32, i32) -> i32
  %26 = index_cast %a : i32 to index
  %27 = sexti %a : i32 to i64
  %28 = zexti %a : i32 to i64
  %29 = trunci %a : i32 to i8
  %30 = call @ext(%a, %22) : (i32, i32) -> i32
  %31 = call_indirect %25(%30, %23) : (i32, i32) -> i32
  %32 = "std.cmpi"(%a, %b) {predicate = 2 : i64} : (i32, i32) -> i1
  cond_br %c, ^bb1, ^bb2(%31 : i32)
^bb1:
  br ^bb2(%0 : i32)
^bb2(%r : i32):
  return %r : i32
}
