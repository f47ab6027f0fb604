// Four entries of one inner loop, each summing row i of B (B[i][j] =
// 256·i + j). Entry 2 runs with a transfer in flight into row 3 of the
// same buffer (bytes 3072..4096), which its loads miss: the proof holds
// beside it. Entry 3 runs with a transfer in flight into the second half
// of row 3 (bytes 3584..4096), which its own loads reach at j = 128: the
// proof fails, the copy that checks everything runs, and that load races
// with the transfer, as the interpreter reports it. Rows 0..2 print
// 32640 + 65536·i first.
func.func @main() {
  %src = memref.alloc() : memref<256xi32>
  %B = memref.alloc() : memref<4x256xi32, 1>
  %tag = memref.alloc() : memref<1xi32, 2>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c128 = arith.constant 128 : index
  %c256 = arith.constant 256 : index
  %z = arith.constant 0 : i32
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c256 step %c1 {
      %k = arith.muli %i, %c256 : index
      %kj = arith.addi %k, %j : index
      %v = arith.index_cast %kj : index to i32
      memref.store %v, %B[%i, %j] : memref<4x256xi32, 1>
    }
  }
  scf.for %i = %c0 to %c4 step %c1 {
    %is2 = arith.cmpi eq, %i, %c2 : index
    %is3 = arith.cmpi eq, %i, %c3 : index
    scf.if %is2 {
      memref.dma_start %src[%c0], %B[%c3, %c0], %c256, %tag[%c0] : memref<256xi32>, memref<4x256xi32, 1>, memref<1xi32, 2>
    }
    scf.if %is3 {
      memref.dma_start %src[%c0], %B[%c3, %c128], %c128, %tag[%c0] : memref<256xi32>, memref<4x256xi32, 1>, memref<1xi32, 2>
    }
    %s = scf.for %j = %c0 to %c256 step %c1 iter_args(%acc = %z) -> (i32) {
      %a = memref.load %B[%i, %j] : memref<4x256xi32, 1>
      %n = arith.addi %acc, %a : i32
      scf.yield %n : i32
    }
    scf.if %is2 {
      memref.dma_wait %tag[%c0], %c256 : memref<1xi32, 2>
    }
    vector.print %s : i32
  }
  return
}
