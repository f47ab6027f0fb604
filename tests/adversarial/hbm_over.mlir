// EXPECT: exit=1 error="exceeds the capacity of memory space 'hbm'"
// ARGS: -q
// LIMIT: as_gib=48
func.func @main() {
  %a = memref.alloc() : memref<34359738368xi8>
  %b = memref.alloc() : memref<1xi8>
  return
}
