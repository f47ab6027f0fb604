// Vector registers rewritten every iteration, as the interpreter's
// in-place paths rewrite them (a load, broadcast or fma over the vector
// its destination held before, an iter_arg copied into the register of
// the next): small f32 and f64 matmuls on vector rows as the vector
// matmul bench runs them, each row of C printed.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c6 = arith.constant 6 : i32
  %c5 = arith.constant 5 : i32
  %A = memref.alloc() : memref<3x16xf32>
  %B = memref.alloc() : memref<16x16xf32>
  %A2 = memref.alloc() : memref<3x16xf64>
  %B2 = memref.alloc() : memref<16x16xf64>
  scf.for %i = %c0 to %c16 step %c1 {
    scf.for %j = %c0 to %c16 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %s = arith.addi %ii, %jj : i32
      %m = arith.muli %ii, %jj : i32
      %b = arith.remsi %m, %c5 : i32
      %bf = arith.sitofp %b : i32 to f32
      %q = arith.constant 0.375 : f32
      %bq = arith.subf %bf, %q : f32
      memref.store %bq, %B[%i, %j] : memref<16x16xf32>
      %bd = arith.extf %bq : f32 to f64
      memref.store %bd, %B2[%i, %j] : memref<16x16xf64>
      %in = arith.cmpi ult, %i, %c3 : index
      scf.if %in {
        %a = arith.remsi %s, %c6 : i32
        %af = arith.sitofp %a : i32 to f32
        %t = arith.constant 0.1 : f32
        %at = arith.mulf %af, %t : f32
        memref.store %at, %A[%i, %j] : memref<3x16xf32>
        %ad = arith.extf %at : f32 to f64
        memref.store %ad, %A2[%i, %j] : memref<3x16xf64>
      }
    }
  }
  %z = arith.constant dense<0.0> : vector<8xf32>
  %z2 = arith.constant dense<0.0> : vector<8xf64>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c16 step %c8 {
      %acc = scf.for %k = %c0 to %c16 step %c1 iter_args(%t = %z) -> (vector<8xf32>) {
        %a = memref.load %A[%i, %k] : memref<3x16xf32>
        %av = vector.broadcast %a : f32 to vector<8xf32>
        %bv = vector.load %B[%k, %j] : memref<16x16xf32>, vector<8xf32>
        %u = vector.fma %av, %bv, %t : vector<8xf32>
        scf.yield %u : vector<8xf32>
      }
      vector.print %acc : vector<8xf32>
      %acc2 = scf.for %k = %c0 to %c16 step %c1 iter_args(%t = %z2) -> (vector<8xf64>) {
        %a = memref.load %A2[%i, %k] : memref<3x16xf64>
        %av = vector.broadcast %a : f64 to vector<8xf64>
        %bv = vector.load %B2[%k, %j] : memref<16x16xf64>, vector<8xf64>
        %u = vector.fma %av, %bv, %t : vector<8xf64>
        scf.yield %u : vector<8xf64>
      }
      vector.print %acc2 : vector<8xf64>
    }
  }
  return
}
