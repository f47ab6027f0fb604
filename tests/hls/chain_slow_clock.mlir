// At 100 MHz (10 ns) dependent adds chain within one state.
// HLS-FUNC: chain4
// HLS-SET: target.clock="100 MHz"
// HLS-ARG: 1
// HLS-ARG: 2
// HLS-CYCLES: 1
// Cycles by hand: addi i32 has delay 1.6 ns and latency 0; four in a chain
// take 6.4 ns <= 10 ns, so all four and the return share the one state
// of the entry block: 1 cycle.
func.func @chain4(%a: i32, %b: i32) -> i32 {
  %s0 = arith.addi %a, %b : i32
  %s1 = arith.addi %s0, %a : i32
  %s2 = arith.addi %s1, %b : i32
  %s3 = arith.addi %s2, %s0 : i32
  return %s3 : i32
}
