// Rule: memref.alloc alignment is a positive power of two.
func.func @f() {
  // expected-error@+1 {{attribute 'alignment' failed to satisfy constraint}}
  %0 = memref.alloc() {alignment = 3 : i64} : memref<4xf32>
  return
}
