// A function called `logic` with arguments called `reg` and `wire`:
// Verilog/SystemVerilog keywords, which the backend renames.
// HLS-FUNC: logic
// HLS-ARG: 9
// HLS-ARG: 4
func.func @logic(%reg: i8, %wire: i8) -> i8 {
  %s = arith.subi %reg, %wire : i8
  return %s : i8
}
