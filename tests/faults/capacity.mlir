// Two 3 KiB buffers in VMEM; the test shrinks VMEM to 4 KiB.
func.func @main() {
  %a = memref.alloc() : memref<768xf32, 1>
  %b = memref.alloc() : memref<768xf32, 1>
  memref.dealloc %b : memref<768xf32, 1>
  memref.dealloc %a : memref<768xf32, 1>
  return
}
