// A load from a buffer in memory space 0 and one in space 7, for
// tests/keys_effects.rs: which spaces exist (`memory.<name>.ids`) and
// which the core may read (`memory.<name>.core_access`).
func.func @dram_load(%m: memref<4xi32, 0>) -> i32 {
  %c1 = arith.constant 1 : index
  %v = memref.load %m[%c1] : memref<4xi32, 0>
  return %v : i32
}
func.func @space7_load(%m: memref<4xi32, 7>) -> i32 {
  %c1 = arith.constant 1 : index
  %v = memref.load %m[%c1] : memref<4xi32, 7>
  return %v : i32
}
