// The vector matmul bench's loops (benches/kernels_vec/matmul_f32_vec8.mlir)
// at 2 x 64 x 64: each row block of C is kept in a vector<8xf32> while k
// runs, B's row block loaded as a vector and A's element broadcast into
// it; C's rows are stored and summed in one fixed order.
func.func @main() {
  %A = memref.alloc() : memref<64x64xf32>
  %B = memref.alloc() : memref<64x64xf32>
  %C = memref.alloc() : memref<64x64xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %n = arith.constant 64 : index
  %rows = arith.constant 2 : index
  %c7 = arith.constant 7 : i32
  %c5 = arith.constant 5 : i32
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %s = arith.addi %ii, %jj : i32
      %a = arith.remsi %s, %c7 : i32
      %m = arith.muli %ii, %jj : i32
      %b = arith.remsi %m, %c5 : i32
      %af = arith.sitofp %a : i32 to f32
      %bf = arith.sitofp %b : i32 to f32
      memref.store %af, %A[%i, %j] : memref<64x64xf32>
      memref.store %bf, %B[%i, %j] : memref<64x64xf32>
    }
  }
  %zv = arith.constant dense<0.0> : vector<8xf32>
  scf.for %i = %c0 to %rows step %c1 {
    scf.for %j = %c0 to %n step %c8 {
      %acc = scf.for %k = %c0 to %n step %c1 iter_args(%t = %zv) -> (vector<8xf32>) {
        %a = memref.load %A[%i, %k] : memref<64x64xf32>
        %av = vector.broadcast %a : f32 to vector<8xf32>
        %bv = vector.load %B[%k, %j] : memref<64x64xf32>, vector<8xf32>
        %u = vector.fma %av, %bv, %t : vector<8xf32>
        scf.yield %u : vector<8xf32>
      }
      vector.store %acc, %C[%i, %j] : memref<64x64xf32>, vector<8xf32>
    }
  }
  %z = arith.constant 0.0 : f32
  %total = scf.for %i = %c0 to %rows step %c1 iter_args(%x = %z) -> (f32) {
    %rs = scf.for %j = %c0 to %n step %c1 iter_args(%y = %x) -> (f32) {
      %v = memref.load %C[%i, %j] : memref<64x64xf32>
      %w = arith.addf %y, %v : f32
      scf.yield %w : f32
    }
    scf.yield %rs : f32
  }
  vector.print %total : f32
  %row = vector.load %C[%c1, %c8] : memref<64x64xf32>, vector<8xf32>
  vector.print %row : vector<8xf32>
  return
}
