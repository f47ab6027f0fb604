// Vector loads and stores through views: a subview of static strides
// (rows 16 apart, unit innermost stride) and offset 18, one of dynamic
// offset and sizes, and a cast to a fully dynamic memref, each in a loop
// up to its last whole row; then a transfer on a view whose innermost
// stride is 2, which compiled code leaves to the interpreter.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %A = memref.alloc() : memref<8x16xi32>
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c16 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %c100 = arith.constant 100 : i32
      %p = arith.muli %ii, %c100 : i32
      %q = arith.addi %p, %jj : i32
      memref.store %q, %A[%i, %j] : memref<8x16xi32>
    }
  }
  %S = memref.subview %A[1, 2] [4, 8] [1, 1] : memref<8x16xi32> to memref<4x8xi32, strided<[16, 1], offset: 18>>
  %z = arith.constant 0 : i32
  %t1 = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %z) -> (i32) {
    %t = scf.for %j = %c0 to %c5 step %c1 iter_args(%x = %a) -> (i32) {
      %v = vector.load %S[%i, %j] : memref<4x8xi32, strided<[16, 1], offset: 18>>, vector<4xi32>
      %w = arith.addi %v, %v : vector<4xi32>
      vector.store %w, %S[%i, %j] : memref<4x8xi32, strided<[16, 1], offset: 18>>, vector<4xi32>
      %r = vector.reduction <add>, %w, %x : vector<4xi32> into i32
      scf.yield %r : i32
    }
    scf.yield %t : i32
  }
  vector.print %t1 : i32
  %D = memref.subview %A[%c2, %c3] [%c5, %c8] [1, 1] : memref<8x16xi32> to memref<?x?xi32, strided<[16, 1], offset: ?>>
  %t2 = scf.for %i = %c0 to %c5 step %c1 iter_args(%a = %z) -> (i32) {
    %t = scf.for %j = %c0 to %c3 step %c1 iter_args(%x = %a) -> (i32) {
      %v = vector.load %D[%i, %j] : memref<?x?xi32, strided<[16, 1], offset: ?>>, vector<6xi32>
      %w = arith.subi %v, %v : vector<6xi32>
      %u = arith.addi %w, %v : vector<6xi32>
      vector.store %u, %D[%i, %j] : memref<?x?xi32, strided<[16, 1], offset: ?>>, vector<6xi32>
      %r = vector.reduction <xor>, %u, %x : vector<6xi32> into i32
      scf.yield %r : i32
    }
    scf.yield %t : i32
  }
  vector.print %t2 : i32
  %Y = memref.cast %A : memref<8x16xi32> to memref<?x?xi32>
  %t3 = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %z) -> (i32) {
    %t = scf.for %j = %c0 to %c8 step %c1 iter_args(%x = %a) -> (i32) {
      %v = vector.load %Y[%i, %j] : memref<?x?xi32>, vector<8xi32>
      %r = vector.reduction <add>, %v, %x : vector<8xi32> into i32
      scf.yield %r : i32
    }
    scf.yield %t : i32
  }
  vector.print %t3 : i32
  %E = memref.subview %A[0, 1] [8, 7] [1, 2] : memref<8x16xi32> to memref<8x7xi32, strided<[16, 2], offset: 1>>
  %pad = arith.constant -1 : i32
  %e = vector.transfer_read %E[%c3, %c2], %pad {in_bounds = [true]} : memref<8x7xi32, strided<[16, 2], offset: 1>>, vector<4xi32>
  vector.print %e : vector<4xi32>
  %row = vector.load %A[%c4, %c8] : memref<8x16xi32>, vector<8xi32>
  vector.print %row : vector<8xi32>
  return
}
