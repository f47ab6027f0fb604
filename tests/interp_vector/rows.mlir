// Vector loads and stores of 1-D rows, the interpreter's fast path and the
// rows it declines, printed for comparison with mlir-runner: f32 rows at
// the first and the last in-bounds position of a 2-D memref, NaN and -0.0
// lanes, f64, i32 and i8 rows, a strided view (rows two apart) and a
// view of dynamic offset and sizes.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  %c16 = arith.constant 16 : index
  %A = memref.alloc() : memref<4x16xf32>
  %D = memref.alloc() : memref<3x8xf64>
  %I = memref.alloc() : memref<2x12xi32>
  %B = memref.alloc() : memref<40xi8>
  // Fill every buffer with its element number, in one distinct value each.
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c16 step %c1 {
      %k = arith.muli %i, %c16 : index
      %f = arith.addi %k, %j : index
      %x = arith.index_cast %f : index to i32
      %y = arith.sitofp %x : i32 to f32
      %h = arith.constant 0.25 : f32
      %z = arith.addf %y, %h : f32
      memref.store %z, %A[%i, %j] : memref<4x16xf32>
    }
  }
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      %k = arith.muli %i, %c8 : index
      %f = arith.addi %k, %j : index
      %x = arith.index_cast %f : index to i64
      %y = arith.sitofp %x : i64 to f64
      %t = arith.constant -1.5 : f64
      %z = arith.mulf %y, %t : f64
      memref.store %z, %D[%i, %j] : memref<3x8xf64>
    }
  }
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c12 step %c1 {
      %k = arith.muli %i, %c12 : index
      %f = arith.addi %k, %j : index
      %x = arith.index_cast %f : index to i32
      %m = arith.constant -7919 : i32
      %z = arith.muli %x, %m : i32
      memref.store %z, %I[%i, %j] : memref<2x12xi32>
    }
  }
  %c40 = arith.constant 40 : index
  scf.for %j = %c0 to %c40 step %c1 {
    %x = arith.index_cast %j : index to i8
    %m = arith.constant 37 : i8
    %z = arith.muli %x, %m : i8
    memref.store %z, %B[%j] : memref<40xi8>
  }
  // Rows of A at the first and the last position of a row.
  %a0 = vector.load %A[%c0, %c0] : memref<4x16xf32>, vector<8xf32>
  vector.print %a0 : vector<8xf32>
  %a1 = vector.load %A[%c3, %c8] : memref<4x16xf32>, vector<8xf32>
  vector.print %a1 : vector<8xf32>
  %a2 = vector.load %A[%c2, %c4] : memref<4x16xf32>, vector<4xf32>
  vector.print %a2 : vector<4xf32>
  // NaN, -0.0 and infinities stored as a row and read back, bit for bit.
  %nan = arith.constant 0x7FC00000 : f32
  %nneg = arith.constant 0xFFC00001 : f32
  %mz = arith.constant -0.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %s0 = vector.from_elements %nan, %mz, %inf, %nneg : vector<4xf32>
  vector.store %s0, %A[%c1, %c12] : memref<4x16xf32>, vector<4xf32>
  %r0 = vector.load %A[%c1, %c8] : memref<4x16xf32>, vector<8xf32>
  vector.print %r0 : vector<8xf32>
  %bits = vector.bitcast %r0 : vector<8xf32> to vector<8xi32>
  vector.print %bits : vector<8xi32>
  // f64 and i32 rows, loaded, changed and stored back at the row's end.
  %d0 = vector.load %D[%c2, %c4] : memref<3x8xf64>, vector<4xf64>
  %d1 = arith.addf %d0, %d0 : vector<4xf64>
  vector.store %d1, %D[%c0, %c4] : memref<3x8xf64>, vector<4xf64>
  %d2 = vector.load %D[%c0, %c0] : memref<3x8xf64>, vector<8xf64>
  vector.print %d2 : vector<8xf64>
  %i0 = vector.load %I[%c1, %c4] : memref<2x12xi32>, vector<8xi32>
  vector.print %i0 : vector<8xi32>
  %i1 = arith.addi %i0, %i0 : vector<8xi32>
  vector.store %i1, %I[%c0, %c4] : memref<2x12xi32>, vector<8xi32>
  %i2 = vector.load %I[%c0, %c0] : memref<2x12xi32>, vector<12xi32>
  vector.print %i2 : vector<12xi32>
  // i8 lanes, one byte each.
  %b0 = vector.load %B[%c16] : memref<40xi8>, vector<16xi8>
  vector.print %b0 : vector<16xi8>
  // A strided view: every other row of A, from element 2 (rows of unit
  // stride, two rows of A apart).
  %sv = memref.subview %A[0, 2] [2, 12] [2, 1] : memref<4x16xf32> to memref<2x12xf32, strided<[32, 1], offset: 2>>
  %v0 = vector.load %sv[%c1, %c4] : memref<2x12xf32, strided<[32, 1], offset: 2>>, vector<8xf32>
  vector.print %v0 : vector<8xf32>
  %two = arith.constant dense<2.0> : vector<4xf32>
  vector.store %two, %sv[%c1, %c8] : memref<2x12xf32, strided<[32, 1], offset: 2>>, vector<4xf32>
  %v1 = vector.load %A[%c2, %c0] : memref<4x16xf32>, vector<16xf32>
  vector.print %v1 : vector<16xf32>
  // A view of dynamic offset and sizes.
  %dv = memref.subview %A[%c2, %c3] [%c2, %c12] [1, 1] : memref<4x16xf32> to memref<?x?xf32, strided<[16, 1], offset: ?>>
  %w0 = vector.load %dv[%c1, %c4] : memref<?x?xf32, strided<[16, 1], offset: ?>>, vector<8xf32>
  vector.print %w0 : vector<8xf32>
  %w1 = arith.negf %w0 : vector<8xf32>
  vector.store %w1, %dv[%c0, %c4] : memref<?x?xf32, strided<[16, 1], offset: ?>>, vector<8xf32>
  %w2 = vector.load %A[%c2, %c0] : memref<4x16xf32>, vector<16xf32>
  vector.print %w2 : vector<16xf32>
  memref.dealloc %A : memref<4x16xf32>
  memref.dealloc %D : memref<3x8xf64>
  memref.dealloc %I : memref<2x12xi32>
  memref.dealloc %B : memref<40xi8>
  return
}
