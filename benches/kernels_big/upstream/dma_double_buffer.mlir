// The upstream twin of ../dma_double_buffer.mlir for mlir-runner: the same
// tiles, passes and hash, with a synchronous memref.copy of tile t+1 into
// the other buffer where the simulated kernel starts a DMA and waits.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %nt = arith.constant 64 : index
  %tn = arith.constant 4096 : index
  %reps = arith.constant 800 : index
  %seed = arith.constant 2166136261 : i32
  %k = arith.constant 16777619 : i32
  %c1000 = arith.constant 1000 : i32
  %c31 = arith.constant 31 : i32
  %A = memref.alloc() : memref<64x4096xi32>
  %buf = memref.alloc() : memref<2x4096xi32>
  scf.for %t = %c0 to %nt step %c1 {
    scf.for %l = %c0 to %tn step %c1 {
      %ti = arith.index_cast %t : index to i32
      %li = arith.index_cast %l : index to i32
      %m = arith.muli %ti, %c31 : i32
      %s = arith.addi %m, %li : i32
      %v = arith.remsi %s, %c1000 : i32
      memref.store %v, %A[%t, %l] : memref<64x4096xi32>
    }
  }
  %h = scf.for %rep = %c0 to %reps step %c1 iter_args(%h0 = %seed) -> (i32) {
    %src0 = memref.subview %A[0, 0] [1, 4096] [1, 1] : memref<64x4096xi32> to memref<4096xi32, strided<[1]>>
    %dst0 = memref.subview %buf[0, 0] [1, 4096] [1, 1] : memref<2x4096xi32> to memref<4096xi32, strided<[1]>>
    memref.copy %src0, %dst0 : memref<4096xi32, strided<[1]>> to memref<4096xi32, strided<[1]>>
    %hr = scf.for %t = %c0 to %nt step %c1 iter_args(%h1 = %h0) -> (i32) {
      %slot = arith.remui %t, %c2 : index
      %next = arith.addi %t, %c1 : index
      %nslot = arith.remui %next, %c2 : index
      %more = arith.cmpi ult, %next, %nt : index
      scf.if %more {
        %src = memref.subview %A[%next, 0] [1, 4096] [1, 1] : memref<64x4096xi32> to memref<4096xi32, strided<[1], offset: ?>>
        %dst = memref.subview %buf[%nslot, 0] [1, 4096] [1, 1] : memref<2x4096xi32> to memref<4096xi32, strided<[1], offset: ?>>
        memref.copy %src, %dst : memref<4096xi32, strided<[1], offset: ?>> to memref<4096xi32, strided<[1], offset: ?>>
      }
      %h2 = scf.for %l = %c0 to %tn step %c1 iter_args(%x = %h1) -> (i32) {
        %v = memref.load %buf[%slot, %l] : memref<2x4096xi32>
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
