// Vector rows on a memref of i4 in tests/timing/basic.toml's sram (see
// tests/dialect_timing.rs): a vector.load of 8 lanes moves them bit-packed
// (4 bytes), a gather of 4 lanes moves a byte per lane (4 bytes), and a
// scalar load moves its element's byte.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc() : memref<16xi4, 1>
  %v = vector.load %m[%c0] : memref<16xi4, 1>, vector<8xi4>
  %idx = arith.constant dense<[0, 3, 5, 9]> : vector<4xindex>
  %mask = arith.constant dense<true> : vector<4xi1>
  %pass = arith.constant dense<0> : vector<4xi4>
  %g = vector.gather %m[%c0][%idx], %mask, %pass : memref<16xi4, 1>, vector<4xindex>, vector<4xi1>, vector<4xi4> into vector<4xi4>
  %s = memref.load %m[%c4] : memref<16xi4, 1>
  memref.dealloc %m : memref<16xi4, 1>
  return
}
