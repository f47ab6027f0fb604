// Double-buffered streaming: 64 tiles of 4096 i32 in HBM (space 0) pass
// through two VMEM buffers (space 1), 800 times over; while the DMA for
// tile t+1 fills one buffer, the core folds tile t, held in the other,
// into a multiply-xor hash with scalar loads. Tags live in semaphore
// memory (space 3). The tiles are made in a VMEM staging buffer and sent
// to HBM by one DMA first.
//
// mlir-runner runs the twin upstream/dma_double_buffer.mlir, which is the
// same kernel with memref.copy in place of each dma_start/dma_wait pair.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %nt = arith.constant 64 : index
  %tn = arith.constant 4096 : index
  %all = arith.constant 262144 : index
  %reps = arith.constant 800 : index
  %seed = arith.constant 2166136261 : i32
  %k = arith.constant 16777619 : i32
  %c1000 = arith.constant 1000 : i32
  %c31 = arith.constant 31 : i32
  %A = memref.alloc() : memref<64x4096xi32, 0>
  %stage = memref.alloc() : memref<64x4096xi32, 1>
  %buf = memref.alloc() : memref<2x4096xi32, 1>
  %tags = memref.alloc() : memref<2xi32, 3>
  // A[t][l] = (31 t + l) mod 1000.
  scf.for %t = %c0 to %nt step %c1 {
    scf.for %l = %c0 to %tn step %c1 {
      %ti = arith.index_cast %t : index to i32
      %li = arith.index_cast %l : index to i32
      %m = arith.muli %ti, %c31 : i32
      %s = arith.addi %m, %li : i32
      %v = arith.remsi %s, %c1000 : i32
      memref.store %v, %stage[%t, %l] : memref<64x4096xi32, 1>
    }
  }
  memref.dma_start %stage[%c0, %c0], %A[%c0, %c0], %all, %tags[%c0] : memref<64x4096xi32, 1>, memref<64x4096xi32, 0>, memref<2xi32, 3>
  memref.dma_wait %tags[%c0], %all : memref<2xi32, 3>
  %h = scf.for %rep = %c0 to %reps step %c1 iter_args(%h0 = %seed) -> (i32) {
    memref.dma_start %A[%c0, %c0], %buf[%c0, %c0], %tn, %tags[%c0] : memref<64x4096xi32, 0>, memref<2x4096xi32, 1>, memref<2xi32, 3>
    %hr = scf.for %t = %c0 to %nt step %c1 iter_args(%h1 = %h0) -> (i32) {
      %slot = arith.remui %t, %c2 : index
      %next = arith.addi %t, %c1 : index
      %nslot = arith.remui %next, %c2 : index
      %more = arith.cmpi ult, %next, %nt : index
      scf.if %more {
        memref.dma_start %A[%next, %c0], %buf[%nslot, %c0], %tn, %tags[%nslot] : memref<64x4096xi32, 0>, memref<2x4096xi32, 1>, memref<2xi32, 3>
      }
      memref.dma_wait %tags[%slot], %tn : memref<2xi32, 3>
      %h2 = scf.for %l = %c0 to %tn step %c1 iter_args(%x = %h1) -> (i32) {
        %v = memref.load %buf[%slot, %l] : memref<2x4096xi32, 1>
        %m = arith.muli %x, %k : i32
        %y = arith.xori %m, %v : i32
        scf.yield %y : i32
      }
      scf.yield %h2 : i32
    }
    scf.yield %hr : i32
  }
  vector.print %h : i32
  return
}
