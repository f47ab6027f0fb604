// One 4 MiB DMA from HBM to VMEM. At 1 byte per second on a 1 PHz clock
// (`--set target.clock="1000000000000000 Hz"`, `dma.main.bandwidth` and
// `memory.hbm.read_bandwidth` "1 B/s") it takes 4194304 * 10^15 cycles,
// past 2^64: the run faults at the wait, under `--max-cycles 0` too,
// where the transfer's end used to wrap to a small, wrong cycle count.
func.func @main() {
  %c0 = arith.constant 0 : index
  %n = arith.constant 1048576 : index
  %a = memref.alloc() : memref<1048576xi32, 0>
  %b = memref.alloc() : memref<1048576xi32, 1>
  %t = memref.alloc() : memref<1xi32, 3>
  memref.dma_start %a[%c0], %b[%c0], %n, %t[%c0] : memref<1048576xi32, 0>, memref<1048576xi32, 1>, memref<1xi32, 3>
  memref.dma_wait %t[%c0], %n : memref<1xi32, 3>
  return
}
