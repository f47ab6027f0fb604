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
