// EXPECT: exit=0
// ARGS: -q
// LIMIT: as_gib=48
// All 32 GiB of the built-in target's HBM: capacity is a simulated limit,
// and untouched memory costs the host nothing.
func.func @main() {
  %a = memref.alloc() : memref<34359738368xi8>
  memref.dealloc %a : memref<34359738368xi8>
  return
}
