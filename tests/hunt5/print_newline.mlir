// A newline print followed by an op with results. `mlir-opt` prints the
// newline print as a bare `vector.print`, and the `%1 = ...` after it then
// reads as its operand: upstream cannot parse its own output
// (`expected ':'`), which is what users hand to rmlir-sim.
func.func @main() {
  %c = arith.constant 5 : i32
  vector.print %c : i32 punctuation <no_punctuation>
  vector.print punctuation <newline>
  %d = arith.addi %c, %c : i32
  vector.print %d : i32
  vector.print punctuation <newline>
  %e, %f = arith.addui_extended %d, %d : i32, i1
  vector.print %e : i32
  return
}
