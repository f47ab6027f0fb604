// Four entries of one inner loop of 16 iterations loading A[s·j], with
// s = 128 elements (512 bytes) on even rows and 64 (256 bytes) on odd
// ones: with 256-byte blocks in a 1024-byte round, the loads' banks
// repeat every 2 iterations on even rows and every 4 on odd ones, so
// consecutive entries plan with different periods. A[k] = k: each row
// sums s·j for j < 16, 120·s.
func.func @main() {
  %A = memref.alloc() : memref<2048xi32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c2048 = arith.constant 2048 : index
  %z = arith.constant 0 : i32
  scf.for %k = %c0 to %c2048 step %c1 {
    %v = arith.index_cast %k : index to i32
    memref.store %v, %A[%k] : memref<2048xi32, 1>
  }
  scf.for %i = %c0 to %c4 step %c1 {
    %odd = arith.remui %i, %c2 : index
    %is_odd = arith.cmpi eq, %odd, %c1 : index
    %s = arith.select %is_odd, %c64, %c128 : index
    %sum = scf.for %j = %c0 to %c16 step %c1 iter_args(%acc = %z) -> (i32) {
      %x = arith.muli %s, %j : index
      %a = memref.load %A[%x] : memref<2048xi32, 1>
      %n = arith.addi %acc, %a : i32
      scf.yield %n : i32
    }
    vector.print %sum : i32
  }
  return
}
