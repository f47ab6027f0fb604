// EXPECT: exit=1 error="the host cannot reserve address space for an allocation of"
// ARGS: -q
// LIMIT: as_gib=3
// 8 GiB fits in the default target's 32 GiB HBM, so the simulated
// capacity check passes; the host, limited to 3 GiB of address space,
// cannot reserve a mapping that large: a located error on the alloc, not an
// abort.
func.func @main() -> f32 {
  %buf = memref.alloc() : memref<2147483648xf32>
  %c0 = arith.constant 0 : index
  %x = memref.load %buf[%c0] : memref<2147483648xf32>
  return %x : f32
}
