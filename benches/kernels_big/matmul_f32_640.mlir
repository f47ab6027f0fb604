// A 640x640x640 f32 matmul through memrefs (262 M multiply-adds). The
// inputs are small integers, so every dot product is exact; the total is
// summed in one fixed order, which LLVM keeps without fast-math flags.
func.func @main() {
  %A = memref.alloc() : memref<640x640xf32>
  %B = memref.alloc() : memref<640x640xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 640 : index
  %z = arith.constant 0.0 : f32
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
      memref.store %af, %A[%i, %j] : memref<640x640xf32>
      memref.store %bf, %B[%i, %j] : memref<640x640xf32>
    }
  }
  %total = scf.for %i = %c0 to %n step %c1 iter_args(%x = %z) -> (f32) {
    %rs = scf.for %j = %c0 to %n step %c1 iter_args(%y = %x) -> (f32) {
      %acc = scf.for %k = %c0 to %n step %c1 iter_args(%t = %z) -> (f32) {
        %a = memref.load %A[%i, %k] : memref<640x640xf32>
        %b = memref.load %B[%k, %j] : memref<640x640xf32>
        %p = arith.mulf %a, %b : f32
        %u = arith.addf %t, %p : f32
        scf.yield %u : f32
      }
      %w = arith.addf %y, %acc : f32
      scf.yield %w : f32
    }
    scf.yield %rs : f32
  }
  vector.print %total : f32
  return
}
