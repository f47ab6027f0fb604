// Converted from tests/timing/load_use.mlir on tests/timing/basic.toml. Cycle counts are
// derived by hand from docs/timing.md in tests/sim_timing.rs (scoreboard_holds_a_use_until_the_load_is_ready).
// RUN: sim --target tests/timing/basic.toml
// Alloc 0, store 1, load 2: ready 2 + 1 (load) + 2 (SRAM latency) = 5; the add issues at 5, ready 6; return at 6: 7.
// CYCLES: 7

// A load from SRAM and an add that uses the loaded value at once: the add
// waits on the scoreboard for the load's latency.
func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1 : i32
  %buf = memref.alloc() : memref<4xi32, 1>
  memref.store %one, %buf[%c0] : memref<4xi32, 1>
  %v = memref.load %buf[%c0] : memref<4xi32, 1>
  %s = arith.addi %v, %one : i32
  return %s : i32
}
