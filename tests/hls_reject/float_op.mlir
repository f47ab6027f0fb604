// HLS-ERROR: 3:8: error: 'arith.sitofp' is not supported by the HLS backend
func.func @f(%a: i32) -> i32 {
  %x = arith.sitofp %a : i32 to f32
  %y = arith.fptosi %x : f32 to i32
  return %y : i32
}
