// Tiled layout: the column's elements share a bank.
//
// Sums a 64x128 i32 buffer in VMEM column by column, four rows per
// iteration, so four loads of one column go back to back. Run both files with the same target
// values and compare the cycles:
//
//   rmlir-sim --set memory.vmem.bank_busy=4 --set 'memory.vmem.bank_interleave="512 B"' examples/layouts_rowmajor.mlir
//   rmlir-sim --set memory.vmem.bank_busy=4 --set 'memory.vmem.bank_interleave="512 B"' examples/layouts_tiled.mlir
//
// With 512-byte bank interleave, a row-major row (128 x 4 B) is exactly one
// bank row, so rows i..i+3 of a column sit in four different banks and the
// four loads proceed without waiting. The tiled layout stores each 8-column
// slice of the buffer contiguously, so rows i..i+3 of a column are 32 bytes
// apart in the same bank: each load waits for the bank (busy 4 cycles), and
// the report's "bank conflict" stall cycles show where the time went.
// Both print the sum of i + j over the buffer: 128 * 2016 + 64 * 8128 = 778240.
#tiled = affine_map<(d0, d1) -> (d1 floordiv 8, d0, d1 mod 8)>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %m = memref.alloc() : memref<64x128xi32, #tiled, 1>
  scf.for %i = %c0 to %c64 step %c1 {
    scf.for %j = %c0 to %c128 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %v = arith.addi %ii, %jj : i32
      memref.store %v, %m[%i, %j] : memref<64x128xi32, #tiled, 1>
    }
  }
  %zero = arith.constant 0 : i32
  %sum = scf.for %j = %c0 to %c128 step %c1 iter_args(%acc0 = %zero) -> (i32) {
  %col = scf.for %i = %c0 to %c64 step %c4 iter_args(%acc = %acc0) -> (i32) {
    %i1 = arith.addi %i, %c1 : index
    %i2 = arith.addi %i, %c2 : index
    %i3 = arith.addi %i, %c3 : index
    %a = memref.load %m[%i, %j] : memref<64x128xi32, #tiled, 1>
    %b = memref.load %m[%i1, %j] : memref<64x128xi32, #tiled, 1>
    %c = memref.load %m[%i2, %j] : memref<64x128xi32, #tiled, 1>
    %d = memref.load %m[%i3, %j] : memref<64x128xi32, #tiled, 1>
    %ab = arith.addi %a, %b : i32
    %cd = arith.addi %c, %d : i32
    %s = arith.addi %ab, %cd : i32
    %t = arith.addi %acc, %s : i32
    scf.yield %t : i32
  }
  scf.yield %col : i32
  }
  vector.print %sum : i32
  memref.dealloc %m : memref<64x128xi32, #tiled, 1>
  return
}
