// Seed generic forms under their `std.` names (004: `"std.cmpi"`,
// `"std.constant"`, `"std.dim"`): `std.addi` reads as `arith.addi`; a
// generic `std.constant` keeps its name and prints generically.
func @generic(%a : i32, %t : tensor<4x?xf32>, %c : i1) -> index {
  %0 = "std.addi"(%a, %a) : (i32, i32) -> i32
  %1 = "std.constant"() {value = 42 : i32} : () -> i32
  %2 = "std.constant"() {value = @generic} : () -> ((i32, tensor<4x?xf32>, i1) -> index)
  %3 = "std.dim"(%t) {index = 1 : i64} : (tensor<4x?xf32>) -> index
  %4 = "std.select"(%c, %a, %0) : (i1, i32, i32) -> i32
  return %3 : index
}
