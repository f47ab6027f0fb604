// An inner loop over a view whose buffer and offset change between its
// entries: rows 0..4 of A (A[i, k] = 8i + k) and then of B (B[i, k] =
// 100 + 8i + k), through an scf.if choosing the buffer and a subview of
// row t mod 4. Entry t of the inner loop sums 8 elements of row t: 64t + 28
// from A (t = 0..3), 800 + 64t + 28 from B (t = 4..7 take row t - 4).
func.func @main() {
  %A = memref.alloc() : memref<4x8xi32, 1>
  %B = memref.alloc() : memref<4x8xi32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c100 = arith.constant 100 : i32
  %z = arith.constant 0 : i32
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %k = %c0 to %c8 step %c1 {
      %e = arith.muli %i, %c8 : index
      %f = arith.addi %e, %k : index
      %v = arith.index_cast %f : index to i32
      %w = arith.addi %v, %c100 : i32
      memref.store %v, %A[%i, %k] : memref<4x8xi32, 1>
      memref.store %w, %B[%i, %k] : memref<4x8xi32, 1>
    }
  }
  scf.for %t = %c0 to %c8 step %c1 {
    %fromA = arith.cmpi ult, %t, %c4 : index
    %row = arith.remui %t, %c4 : index
    %m = scf.if %fromA -> (memref<4x8xi32, 1>) {
      scf.yield %A : memref<4x8xi32, 1>
    } else {
      scf.yield %B : memref<4x8xi32, 1>
    }
    %v = memref.subview %m[%row, 0] [1, 8] [1, 1] : memref<4x8xi32, 1> to memref<8xi32, strided<[1], offset: ?>, 1>
    %s = scf.for %k = %c0 to %c8 step %c1 iter_args(%acc = %z) -> (i32) {
      %x = memref.load %v[%k] : memref<8xi32, strided<[1], offset: ?>, 1>
      %n = arith.addi %acc, %x : i32
      scf.yield %n : i32
    }
    vector.print %s : i32
  }
  return
}
