// Sixteen entries of a row sum over B (rows of 64 i32, 256 bytes: four
// bank phases with the test's 256-byte interleave), from two states
// (odd rows wait for a multiply still in flight at the entry). Before
// each even row a transfer into C (another buffer, same space) starts,
// and it is waited for after the row: every even entry runs beside a
// transfer in flight, which its loads never touch, so its proof holds.
// Entries repeat their state and phase every four rows, so the first
// step and plan of rows 4..15 are an earlier row's.
func.func @main() {
  %src = memref.alloc() : memref<64xi32>
  %B = memref.alloc() : memref<16x64xi32, 1>
  %C = memref.alloc() : memref<64xi32, 1>
  %tag = memref.alloc() : memref<1xi32, 2>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %z = arith.constant 0 : i32
  scf.for %i = %c0 to %c16 step %c1 {
    scf.for %j = %c0 to %c64 step %c1 {
      %k = arith.muli %i, %c64 : index
      %kj = arith.addi %k, %j : index
      %v = arith.index_cast %kj : index to i32
      memref.store %v, %B[%i, %j] : memref<16x64xi32, 1>
    }
  }
  scf.for %i = %c0 to %c16 step %c1 {
    %odd = arith.remui %i, %c2 : index
    %is_odd = arith.cmpi eq, %odd, %c1 : index
    %t = scf.if %is_odd -> (index) {
      %m = arith.muli %i, %c0 : index
      scf.yield %m : index
    } else {
      memref.dma_start %src[%c0], %C[%c0], %c64, %tag[%c0] : memref<64xi32>, memref<64xi32, 1>, memref<1xi32, 2>
      scf.yield %c0 : index
    }
    %s = scf.for %j = %c0 to %c64 step %c1 iter_args(%acc = %z) -> (i32) {
      %k = arith.addi %j, %t : index
      %a = memref.load %B[%i, %k] : memref<16x64xi32, 1>
      %n = arith.addi %acc, %a : i32
      scf.yield %n : i32
    }
    scf.if %is_odd {
    } else {
      memref.dma_wait %tag[%c0], %c64 : memref<1xi32, 2>
    }
    vector.print %s : i32
  }
  return
}
