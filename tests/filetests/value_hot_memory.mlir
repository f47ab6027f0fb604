// The expected output is what mlir-runner 22 prints for this kernel; the
// `runner` engine checks it again live. It covers the interpreter's fast
// scalar loads and stores (sim/src/interp/fast.rs), which must read and
// write exactly the bytes the general memory path does.
// Plain memrefs live in the core's space, as in tests/sim_differential.rs.
// RUN: sim --set target.default_space=vmem
// RUN: runner
// STDOUT: 1
// STDOUT: -7
// STDOUT: 192
// STDOUT: -25536
// STDOUT: -4000000000
// STDOUT: -9000000000000000000
// STDOUT: -12
// STDOUT: 2143289344
// STDOUT: 2143289344
// STDOUT: -1.5
// STDOUT: inf
// STDOUT: 4584964660638322961

// Scalar loads and stores of every element width the interpreter's hot path
// reads and writes on raw bits (i1 in a byte, i8, i13 and i16 in two bytes,
// i33 and i64 in eight, index, f32, f64), through an identity layout and
// through a strided subview with an offset, plus the float arithmetic it
// computes inline (a NaN made from non-NaN operands, infinities, signed
// zero). Each value is stored, loaded back and printed.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %b = memref.alloc() : memref<4xi1>
  %t = arith.constant true
  memref.store %t, %b[%c2] : memref<4xi1>
  %bl = memref.load %b[%c2] : memref<4xi1>
  vector.print %bl : i1
  %m8 = memref.alloc() : memref<3x4xi8>
  %v8 = arith.constant -7 : i8
  memref.store %v8, %m8[%c2, %c3] : memref<3x4xi8>
  %l8 = memref.load %m8[%c2, %c3] : memref<3x4xi8>
  vector.print %l8 : i8
  %m13 = memref.alloc() : memref<5xi13>
  %v13 = arith.constant -4000 : i13
  memref.store %v13, %m13[%c3] : memref<5xi13>
  %l13 = memref.load %m13[%c3] : memref<5xi13>
  %s13 = arith.addi %l13, %l13 : i13
  vector.print %s13 : i13
  %m16 = memref.alloc() : memref<5xi16>
  %v16 = arith.constant 40000 : i16
  memref.store %v16, %m16[%c1] : memref<5xi16>
  %l16 = memref.load %m16[%c1] : memref<5xi16>
  vector.print %l16 : i16
  %m33 = memref.alloc() : memref<2x2xi33>
  %v33 = arith.constant -4000000000 : i33
  memref.store %v33, %m33[%c1, %c0] : memref<2x2xi33>
  %l33 = memref.load %m33[%c1, %c0] : memref<2x2xi33>
  %e33 = arith.extsi %l33 : i33 to i64
  vector.print %e33 : i64
  %m64 = memref.alloc() : memref<4x4xi64>
  %v64 = arith.constant -9000000000000000000 : i64
  %sv = memref.subview %m64[1, 1] [2, 2] [1, 2] : memref<4x4xi64> to memref<2x2xi64, strided<[4, 2], offset: 5>>
  memref.store %v64, %sv[%c1, %c1] : memref<2x2xi64, strided<[4, 2], offset: 5>>
  %l64 = memref.load %m64[%c2, %c3] : memref<4x4xi64>
  vector.print %l64 : i64
  %mi = memref.alloc() : memref<3xindex>
  %vi = arith.constant -12 : index
  memref.store %vi, %mi[%c0] : memref<3xindex>
  %li = memref.load %mi[%c0] : memref<3xindex>
  %ii = arith.index_cast %li : index to i64
  vector.print %ii : i64
  %mf = memref.alloc() : memref<4xf32>
  %z = arith.constant 0.0 : f32
  %one = arith.constant 1.5 : f32
  %big = arith.constant 3.0e38 : f32
  %nan = arith.divf %z, %z : f32
  memref.store %nan, %mf[%c0] : memref<4xf32>
  %inf = arith.mulf %big, %big : f32
  %diff = arith.subf %inf, %inf : f32
  memref.store %diff, %mf[%c1] : memref<4xf32>
  %nz = arith.mulf %z, %one : f32
  %neg = arith.subf %nz, %one : f32
  memref.store %neg, %mf[%c2] : memref<4xf32>
  memref.store %inf, %mf[%c3] : memref<4xf32>
  %f0 = memref.load %mf[%c0] : memref<4xf32>
  %f1 = memref.load %mf[%c1] : memref<4xf32>
  %f2 = memref.load %mf[%c2] : memref<4xf32>
  %f3 = memref.load %mf[%c3] : memref<4xf32>
  %f0b = arith.bitcast %f0 : f32 to i32
  vector.print %f0b : i32
  %f1b = arith.bitcast %f1 : f32 to i32
  vector.print %f1b : i32
  vector.print %f2 : f32
  vector.print %f3 : f32
  %md = memref.alloc() : memref<2xf64>
  %d1 = arith.constant 0.1 : f64
  %d3 = arith.constant 3.0 : f64
  %dq = arith.divf %d1, %d3 : f64
  memref.store %dq, %md[%c1] : memref<2xf64>
  %dl = memref.load %md[%c1] : memref<2xf64>
  %db = arith.bitcast %dl : f64 to i64
  vector.print %db : i64
  return
}
