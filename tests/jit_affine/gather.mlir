// X[i] = 37 i mod 256 (a permutation, as i32), A[j] = 3 j, C[i] = i; then the sum
// of A[X[i]] + C[i] over i < 256, twice: the loads of X and C are affine
// in i, the load of A is not (its index comes from memory). Before the
// second loop X[200] becomes 256, so its load of A faults at i = 200,
// in the copy entered on the proof of the other two.
func.func @main() {
  %X = memref.alloc() : memref<256xi32, 1>
  %A = memref.alloc() : memref<256xi32, 1>
  %C = memref.alloc() : memref<256xi32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c37 = arith.constant 37 : index
  %c200 = arith.constant 200 : index
  %c256 = arith.constant 256 : index
  %z = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  scf.for %i = %c0 to %c256 step %c1 {
    %p = arith.muli %i, %c37 : index
    %xx = arith.remui %p, %c256 : index
    %x = arith.index_cast %xx : index to i32
    memref.store %x, %X[%i] : memref<256xi32, 1>
    %v = arith.index_cast %i : index to i32
    %v3 = arith.muli %v, %c3 : i32
    memref.store %v3, %A[%i] : memref<256xi32, 1>
    memref.store %v, %C[%i] : memref<256xi32, 1>
  }
  %s = scf.for %i = %c0 to %c256 step %c1 iter_args(%acc = %z) -> (i32) {
    %xi = memref.load %X[%i] : memref<256xi32, 1>
    %x = arith.index_cast %xi : i32 to index
    %a = memref.load %A[%x] : memref<256xi32, 1>
    %c = memref.load %C[%i] : memref<256xi32, 1>
    %n = arith.addi %acc, %a : i32
    %m = arith.addi %n, %c : i32
    scf.yield %m : i32
  }
  vector.print %s : i32
  %big = arith.constant 256 : i32
  memref.store %big, %X[%c200] : memref<256xi32, 1>
  %t = scf.for %i = %c0 to %c256 step %c1 iter_args(%acc = %z) -> (i32) {
    %xi = memref.load %X[%i] : memref<256xi32, 1>
    %x = arith.index_cast %xi : i32 to index
    %a = memref.load %A[%x] : memref<256xi32, 1>
    %c = memref.load %C[%i] : memref<256xi32, 1>
    %n = arith.addi %acc, %a : i32
    %m = arith.addi %n, %c : i32
    scf.yield %m : i32
  }
  vector.print %t : i32
  return
}
