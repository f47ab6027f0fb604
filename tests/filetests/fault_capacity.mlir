// Two 3 KiB buffers in VMEM; the test shrinks VMEM to 4 KiB.
func.func @main() {
  %a = memref.alloc() : memref<768xf32, 1>
  %b = memref.alloc() : memref<768xf32, 1>
  memref.dealloc %b : memref<768xf32, 1>
  memref.dealloc %a : memref<768xf32, 1>
  return
}

// Converted from tests/faults/capacity.mlir; the diagnostic and its notes are the
// ones tests/sim_faults.rs pins (their line:col checked by hand against this
// file, whose lines above are unchanged). A fault exits with status 1.
// RUN: sim --set "memory.vmem.capacity=4 KiB"
// ERROR: %s:4:8: error: allocation of 3072 bytes exceeds the capacity of memory space 'vmem': 3072 of 4096 bytes are in use
// EXIT: 1
