// HLS-ERROR: 2:14: error: argument %a of type i129 is not supported by the HLS backend
func.func @f(%a: i129) -> i129 {
  return %a : i129
}
