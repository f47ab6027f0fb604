// Two independent divides: of one width (@same) or of two widths whose
// cost steps in configs/tpu.toml have different initiation intervals
// (@mixed).
func.func @same() {
  %a = arith.constant 7 : i32
  %x = arith.divsi %a, %a : i32
  %y = arith.divsi %a, %a : i32
  return
}

func.func @mixed() {
  %a = arith.constant 7 : i32
  %b = arith.constant 7 : i64
  %x = arith.divsi %a, %a : i32
  %y = arith.divsi %b, %b : i64
  return
}
