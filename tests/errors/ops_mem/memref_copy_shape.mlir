// Rule: memref.copy keeps the shape.
func.func @f(%a: memref<4xf32>, %b: memref<5xf32>) {
  // expected-error@+1 {{requires the same shape for all operands}}
  memref.copy %a, %b : memref<4xf32> to memref<5xf32>
  return
}
