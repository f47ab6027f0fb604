// Rule: memref.copy keeps the element type.
func.func @f(%a: memref<4xf32>, %b: memref<4xi32>) {
  // expected-error@+1 {{requires the same element type for all operands}}
  memref.copy %a, %b : memref<4xf32> to memref<4xi32>
  return
}
