// A[i] = 2i + 1, B[i] = 0 for i < 100, then for i < 96 (N):
// B[i + 1] = B[i] + A[i + OFF] - A[i] + A[i] (A[i] loaded twice, B[i]
// forwarded from the store of the iteration before once unrolled), and
// Σ over the loop of A[i + OFF]. OFF = 4 reaches A[99], the last
// element; OFF = 5 reaches A[100], one past it, in the last iteration.
func.func @main() {
  %A = memref.alloc() : memref<100xi32>
  %B = memref.alloc() : memref<100xi32>
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  affine.for %i = 0 to 100 {
    %v = arith.index_cast %i : index to i32
    %v2 = arith.addi %v, %v : i32
    %v3 = arith.addi %v2, %one : i32
    affine.store %v3, %A[%i] : memref<100xi32>
    affine.store %z, %B[%i] : memref<100xi32>
  }
  %s = affine.for %i = 0 to 96 iter_args(%acc = %z) -> (i32) {
    %b = affine.load %B[%i] : memref<100xi32>
    %a = affine.load %A[%i + OFF] : memref<100xi32>
    %x = affine.load %A[%i] : memref<100xi32>
    %y = affine.load %A[%i] : memref<100xi32>
    %d = arith.subi %a, %x : i32
    %e = arith.addi %d, %y : i32
    %n = arith.addi %b, %e : i32
    affine.store %n, %B[%i + 1] : memref<100xi32>
    %t = arith.addi %acc, %a : i32
    affine.yield %t : i32
  }
  vector.print %s : i32
  %c7 = arith.constant 7 : index
  %c96 = arith.constant 96 : index
  %b7 = memref.load %B[%c7] : memref<100xi32>
  %b96 = memref.load %B[%c96] : memref<100xi32>
  vector.print %b7 : i32
  vector.print %b96 : i32
  return
}
