// As edges.mlir with OFF = 4, but the loop's bound is A's size, read
// with memref.dim: a bound that is not a constant.
func.func @main() {
  %c100 = arith.constant 100 : index
  %c4 = arith.constant 4 : index
  %A = memref.alloc(%c100) : memref<?xi32>
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %c0 = arith.constant 0 : index
  %n = memref.dim %A, %c0 : memref<?xi32>
  %m = arith.subi %n, %c4 : index
  affine.for %i = 0 to %n {
    %v = arith.index_cast %i : index to i32
    affine.store %v, %A[%i] : memref<?xi32>
  }
  %s = affine.for %i = 0 to %m iter_args(%acc = %z) -> (i32) {
    %a = affine.load %A[%i + 4] : memref<?xi32>
    %x = affine.load %A[%i] : memref<?xi32>
    %y = affine.load %A[%i + 2] : memref<?xi32>
    %d = arith.addi %a, %x : i32
    %e = arith.addi %d, %y : i32
    %t = arith.addi %acc, %e : i32
    affine.yield %t : i32
  }
  vector.print %s : i32
  return
}
