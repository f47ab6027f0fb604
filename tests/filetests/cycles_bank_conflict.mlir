// Converted from tests/timing/bank_conflict.mlir on tests/timing/wide.toml. Cycle counts are
// derived by hand from docs/timing.md in tests/sim_timing.rs (bank_conflict_depends_on_the_layout).
// RUN: sim --target tests/timing/wide.toml --entry row_major
// Row 4 of row-major rows is in bank 0, busy from the scalar load at 1 until 2: the vector load issues at 2, ready 5; return at 5: 6.
// CYCLES: 6
// RUN: sim --target tests/timing/wide.toml --entry padded
// Padded rows: row 4 is in bank 1, both loads issue at 1, ready at 4; return at 4: 5.
// CYCLES: 5

// A scalar load of row 0 and a vector load of row 4, issued in the same
// cycle. Row-major (@row_major) puts row r at byte 64 r, so both rows sit
// in bank 0; rows padded to 20 elements (@padded) put row 4 at byte 320,
// in bank 1.
func.func @row_major() -> (f32, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc() : memref<8x16xf32>
  %x = memref.load %a[%c0, %c0] : memref<8x16xf32>
  %v = vector.load %a[%c4, %c0] : memref<8x16xf32>, vector<4xf32>
  return %x, %v : f32, vector<4xf32>
}
func.func @padded() -> (f32, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc() : memref<8x16xf32, strided<[20, 1]>>
  %x = memref.load %a[%c0, %c0] : memref<8x16xf32, strided<[20, 1]>>
  %v = vector.load %a[%c4, %c0] : memref<8x16xf32, strided<[20, 1]>>, vector<4xf32>
  return %x, %v : f32, vector<4xf32>
}
