// Rows of A (9 x 64 i32, sram) updated in place: row i takes
// A[i][j] + A[i + 1][j] + B[j], stored into row i + d, d = 1 on rows
// 2 and 6 and 0 elsewhere. The two loads of A are alike (one memref,
// both loads) and share one descriptor at the copy's entry; the store
// to A has its own, whose transfers in flight include their sources.
// Before each even row a transfer copies row i + 1 of A into C, waited
// for after the row: the loads read a source (no race), and the stores
// of rows 2 and 6 write into it, a race the run reports as a warning
// (with --races warn) at each such store, as issuing every op would.
func.func @main() {
  %A = memref.alloc() : memref<9x64xi32, 1>
  %B = memref.alloc() : memref<64xi32, 1>
  %C = memref.alloc() : memref<64xi32>
  %tag = memref.alloc() : memref<1xi32, 2>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c9 = arith.constant 9 : index
  %c64 = arith.constant 64 : index
  %z = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  scf.for %i = %c0 to %c9 step %c1 {
    scf.for %j = %c0 to %c64 step %c1 {
      %k = arith.muli %i, %c64 : index
      %kj = arith.addi %k, %j : index
      %v = arith.index_cast %kj : index to i32
      memref.store %v, %A[%i, %j] : memref<9x64xi32, 1>
    }
  }
  scf.for %j = %c0 to %c64 step %c1 {
    %v = arith.index_cast %j : index to i32
    memref.store %v, %B[%j] : memref<64xi32, 1>
  }
  scf.for %i = %c0 to %c8 step %c1 {
    %ip = arith.addi %i, %c1 : index
    %even = arith.remui %i, %c2 : index
    %is_even = arith.cmpi eq, %even, %c0 : index
    %q = arith.remui %i, %c4 : index
    %is_two = arith.cmpi eq, %q, %c2 : index
    %d = arith.select %is_two, %c1, %c0 : index
    %to = arith.addi %i, %d : index
    scf.if %is_even {
      memref.dma_start %A[%ip, %c0], %C[%c0], %c64, %tag[%c0] : memref<9x64xi32, 1>, memref<64xi32>, memref<1xi32, 2>
    }
    scf.for %j = %c0 to %c64 step %c1 {
      %a = memref.load %A[%i, %j] : memref<9x64xi32, 1>
      %b = memref.load %A[%ip, %j] : memref<9x64xi32, 1>
      %e = memref.load %B[%j] : memref<64xi32, 1>
      %s = arith.addi %a, %b : i32
      %t = arith.addi %s, %e : i32
      memref.store %t, %A[%to, %j] : memref<9x64xi32, 1>
    }
    scf.if %is_even {
      memref.dma_wait %tag[%c0], %c64 : memref<1xi32, 2>
    }
  }
  %sum = scf.for %i = %c0 to %c9 step %c1 iter_args(%x = %z) -> (i32) {
    %row = scf.for %j = %c0 to %c64 step %c1 iter_args(%y = %x) -> (i32) {
      %v = memref.load %A[%i, %j] : memref<9x64xi32, 1>
      %w = arith.muli %y, %c3 : i32
      %r = arith.addi %w, %v : i32
      scf.yield %r : i32
    }
    scf.yield %row : i32
  }
  vector.print %sum : i32
  return
}
