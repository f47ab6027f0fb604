// Rule: memref.get_global names an existing memref.global.
func.func @f() {
  // expected-error@+1 {{'nope' does not reference a valid global memref}}
  %0 = memref.get_global @nope : memref<4xi32>
  return
}
