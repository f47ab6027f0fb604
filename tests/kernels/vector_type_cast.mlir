// vector.type_cast: the bytes of a contiguous memref read as one vector, or
// as a row of vectors, written through one view and read through another.
memref.global "private" @rows : memref<3x4xf32> = dense<[[0.5, 1.0, 1.5, 2.0], [-1.0, -2.0, -3.0, -4.0], [7.0, 8.0, 9.0, 10.0]]> {alignment = 64}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %pad = arith.constant 0.0 : f32
  %g = memref.get_global @rows : memref<3x4xf32>
  %whole = vector.type_cast %g : memref<3x4xf32> to memref<vector<3x4xf32>>
  %all = memref.load %whole[] : memref<vector<3x4xf32>>
  vector.print %all : vector<3x4xf32>

  // Rows copied one vector at a time into a scratch vector buffer.
  %buf = memref.alloca() : memref<vector<3x4xf32>>
  %rows = vector.type_cast %buf : memref<vector<3x4xf32>> to memref<3xvector<4xf32>>
  scf.for %i = %c0 to %c3 step %c1 {
    %r = vector.transfer_read %g[%i, %c0], %pad {in_bounds = [true]} : memref<3x4xf32>, vector<4xf32>
    %neg = arith.negf %r : vector<4xf32>
    memref.store %neg, %rows[%i] : memref<3xvector<4xf32>>
  }
  %back = memref.load %buf[] : memref<vector<3x4xf32>>
  vector.print %back : vector<3x4xf32>

  // i16 elements: one whole-vector store, read back per element and per row.
  %m = memref.alloc() : memref<3x2xi16>
  %t = vector.type_cast %m : memref<3x2xi16> to memref<vector<3x2xi16>>
  %cv = arith.constant dense<[[1, -2], [32767, -32768], [5, -6]]> : vector<3x2xi16>
  memref.store %cv, %t[] : memref<vector<3x2xi16>>
  %e = memref.load %m[%c1, %c1] : memref<3x2xi16>
  vector.print %e : i16
  %t2 = vector.type_cast %m : memref<3x2xi16> to memref<3xvector<2xi16>>
  %r2 = memref.load %t2[%c2] : memref<3xvector<2xi16>>
  vector.print %r2 : vector<2xi16>

  // f64 and a 1-D source (aligned for the whole-vector store upstream makes).
  %d = memref.alloc() {alignment = 32} : memref<4xf64>
  %dv = vector.type_cast %d : memref<4xf64> to memref<vector<4xf64>>
  %cd = arith.constant dense<[1.0e-3, 2.5, -0.0, 6.0e23]> : vector<4xf64>
  memref.store %cd, %dv[] : memref<vector<4xf64>>
  %d3 = memref.load %d[%c3] : memref<4xf64>
  %d2 = memref.load %d[%c2] : memref<4xf64>
  vector.print %d3 : f64
  vector.print %d2 : f64
  memref.dealloc %m : memref<3x2xi16>
  memref.dealloc %d : memref<4xf64>
  return
}
