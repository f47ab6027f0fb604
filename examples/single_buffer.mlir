// Single-buffered version of examples/double_buffer.mlir: the same
// checksum (577536), but each tile's DMA is started only after the
// previous tile's compute, and the core waits for it: slower.
//
// Run:  rmlir-sim examples/single_buffer.mlir --vcd sb.vcd
// Look: in sb.vcd core.stall is high (core.stall_cause = 5, dma_wait) for
// the whole of every transfer while a main DMA channel is busy, and the
// vector units idle.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %n = arith.constant 1024 : index
  %A = memref.alloc() : memref<8x8x128xf32>
  %buf = memref.alloc() : memref<2x8x128xf32, 1>
  %tags = memref.alloc() : memref<2xi32, #tpu.memory_space<semaphore_mem>>
  %zero = arith.constant dense<0.0> : vector<128xf32>
  // Fill A in HBM: stage each 8x128 tile in VMEM, DMA it out.
  %base = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0]> : vector<128xf32>
  %stage = memref.alloc() : memref<8x8x128xf32, 1>
  scf.for %t = %c0 to %c8 step %c1 {
    scf.for %r = %c0 to %c8 step %c1 {
      %tr = arith.addi %t, %r : index
      %tri = arith.index_cast %tr : index to i32
      %trf = arith.sitofp %tri : i32 to f32
      %trv = vector.broadcast %trf : f32 to vector<128xf32>
      %row = arith.addf %base, %trv : vector<128xf32>
      vector.store %row, %stage[%t, %r, %c0] : memref<8x8x128xf32, 1>, vector<128xf32>
    }
  }
  %all = arith.constant 8192 : index
  memref.dma_start %stage[%c0, %c0, %c0], %A[%c0, %c0, %c0], %all, %tags[%c0] : memref<8x8x128xf32, 1>, memref<8x8x128xf32>, memref<2xi32, #tpu.memory_space<semaphore_mem>>
  memref.dma_wait %tags[%c0], %all : memref<2xi32, #tpu.memory_space<semaphore_mem>>
  %y = scf.for %t = %c0 to %c8 step %c1 iter_args(%acc = %zero) -> (vector<128xf32>) {
    %slot = arith.constant 0 : index
    memref.dma_start %A[%t, %c0, %c0], %buf[%slot, %c0, %c0], %n, %tags[%slot] : memref<8x8x128xf32>, memref<2x8x128xf32, 1>, memref<2xi32, #tpu.memory_space<semaphore_mem>>
    memref.dma_wait %tags[%slot], %n : memref<2xi32, #tpu.memory_space<semaphore_mem>>
    // Compute on the VMEM tile: acc += A[t][r] * (r + 1) for each row.
    %acc_t = scf.for %r = %c0 to %c8 step %c1 iter_args(%a = %acc) -> (vector<128xf32>) {
      %v = vector.load %buf[%slot, %r, %c0] : memref<2x8x128xf32, 1>, vector<128xf32>
      %r1 = arith.addi %r, %c1 : index
      %ri = arith.index_cast %r1 : index to i32
      %rf = arith.sitofp %ri : i32 to f32
      %w = vector.broadcast %rf : f32 to vector<128xf32>
      %f = vector.fma %v, %w, %a : vector<128xf32>
      scf.yield %f : vector<128xf32>
    }
    scf.yield %acc_t : vector<128xf32>
  }
  %sum = vector.reduction <add>, %y : vector<128xf32> into f32
  vector.print %sum : f32
  return
}
