// HLS-ERROR: 3:8: error: 'func.call' is not supported by the HLS backend: @f is recursive and cannot be inlined
func.func @f(%a: i32) -> i32 {
  %r = func.call @f(%a) : (i32) -> i32
  return %r : i32
}
