// A two-lane f32 row at byte 4 of an SRAM buffer spans banks 1 and 2 of
// basic.toml's four 4-byte banks; the scalar loads after it touch bank 2
// (the row's second bank), bank 3 and bank 0. tests/timing_contract.rs
// derives the cycles by hand.
func.func @main() -> (vector<2xf32>, f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = memref.alloc() : memref<16xf32, 1>
  %v = vector.load %a[%c1] : memref<16xf32, 1>, vector<2xf32>
  %x = memref.load %a[%c2] : memref<16xf32, 1>
  %y = memref.load %a[%c3] : memref<16xf32, 1>
  %z = memref.load %a[%c0] : memref<16xf32, 1>
  return %v, %x, %y, %z : vector<2xf32>, f32, f32, f32
}
