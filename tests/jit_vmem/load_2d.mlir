// 2-D vector loads and stores: vector<2x4xf32> and vector<2x4xi16> at
// every position of a 6x12 buffer up to its last whole block (rows 4-5,
// columns 8-11), each row of the block at its own row stride. (Upstream
// lowers no 2-D vector.load to LLVM.)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %c9 = arith.constant 9 : index
  %c12 = arith.constant 12 : index
  %A = memref.alloc() : memref<6x12xf32>
  %B = memref.alloc() : memref<6x12xf32>
  %H = memref.alloc() : memref<6x12xi16>
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %c12 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %c13 = arith.constant 13 : i32
      %p = arith.muli %ii, %c13 : i32
      %q = arith.addi %p, %jj : i32
      %f = arith.sitofp %q : i32 to f32
      %h = arith.trunci %q : i32 to i16
      memref.store %f, %A[%i, %j] : memref<6x12xf32>
      memref.store %h, %H[%i, %j] : memref<6x12xi16>
    }
  }
  %zf = arith.constant 0.0 : f32
  %zh = arith.constant 0 : i16
  %two = arith.constant dense<2.0> : vector<2x4xf32>
  %s:2 = scf.for %i = %c0 to %c5 step %c1 iter_args(%a = %zf, %b = %zh) -> (f32, i16) {
    %t:2 = scf.for %j = %c0 to %c9 step %c1 iter_args(%x = %a, %y = %b) -> (f32, i16) {
      %v = vector.load %A[%i, %j] : memref<6x12xf32>, vector<2x4xf32>
      %w = arith.mulf %v, %two : vector<2x4xf32>
      vector.store %w, %B[%i, %j] : memref<6x12xf32>, vector<2x4xf32>
      %fl = vector.shape_cast %w : vector<2x4xf32> to vector<8xf32>
      %r = vector.reduction <add>, %fl, %x : vector<8xf32> into f32
      %hv = vector.load %H[%i, %j] : memref<6x12xi16>, vector<2x4xi16>
      %hw = arith.muli %hv, %hv : vector<2x4xi16>
      vector.store %hw, %H[%i, %j] : memref<6x12xi16>, vector<2x4xi16>
      %hl = vector.shape_cast %hw : vector<2x4xi16> to vector<8xi16>
      %rh = vector.reduction <xor>, %hl, %y : vector<8xi16> into i16
      scf.yield %r, %rh : f32, i16
    }
    scf.yield %t#0, %t#1 : f32, i16
  }
  vector.print %s#0 : f32
  vector.print %s#1 : i16
  %lastB = vector.load %B[%c4, %c8] : memref<6x12xf32>, vector<2x4xf32>
  vector.print %lastB : vector<2x4xf32>
  %lastH = vector.load %H[%c4, %c8] : memref<6x12xi16>, vector<2x4xi16>
  vector.print %lastH : vector<2x4xi16>
  return
}
