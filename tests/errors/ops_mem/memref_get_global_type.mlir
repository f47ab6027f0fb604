// Rule: memref.get_global returns the global's type.
memref.global @g : memref<4xi32> = dense<0>
func.func @f() {
  // expected-error@+1 {{result type 'memref<4xf32>' does not match type 'memref<4xi32>' of the global memref @g}}
  %0 = memref.get_global @g : memref<4xf32>
  return
}
