// Loops whose accesses walk a 5x40 i32 grid by a fixed stride (a
// specialised loop places them by a running offset for the iterations
// it proves in range at the entry, sim/src/interp/memo_spec/walk.rs),
// each run once in range, printing a sum, and once past the grid's edge,
// which faults in the first iteration out of range: P[2, j + 2] with j
// from 2 by 3 (step3: out at j = 38, the 13th iteration), P[1, 5 + j]
// (plus: out at j = 35, the 36th) and P[j, 3], the induction variable
// in the outer dimension (rows: out at j = 5, the 6th), and by affine
// subscripts, P[3, j + 3] and P[1, j] (affine: out at j = 37,
// the 38th). P[i, j] is i * 100 + j. Sums and faults are derived in
// tests/interp_memo.rs.

func.func @step3() {
  %P = memref.alloc() : memref<5x40xi32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c40 = arith.constant 40 : index
  %k100 = arith.constant 100 : i32
  %z = arith.constant 0 : i32
  scf.for %i = %c0 to %c5 step %c1 {
    scf.for %j = %c0 to %c40 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %p = arith.muli %ii, %k100 : i32
      %v = arith.addi %p, %jj : i32
      memref.store %v, %P[%i, %j] : memref<5x40xi32, 1>
    }
  }
  %c38 = arith.constant 38 : index
  %c50 = arith.constant 50 : index
  %ok = scf.for %j = %c2 to %c38 step %c3 iter_args(%acc = %z) -> (i32) {
    %jc = arith.addi %j, %c2 : index
    %v = memref.load %P[%c2, %jc] : memref<5x40xi32, 1>
    %n = arith.addi %acc, %v : i32
    scf.yield %n : i32
  }
  vector.print %ok : i32
  %bad = scf.for %j = %c2 to %c50 step %c3 iter_args(%acc = %z) -> (i32) {
    %jc = arith.addi %j, %c2 : index
    %v = memref.load %P[%c2, %jc] : memref<5x40xi32, 1>
    %n = arith.addi %acc, %v : i32
    scf.yield %n : i32
  }
  vector.print %bad : i32
  return
}

func.func @plus() {
  %P = memref.alloc() : memref<5x40xi32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c40 = arith.constant 40 : index
  %k100 = arith.constant 100 : i32
  %z = arith.constant 0 : i32
  scf.for %i = %c0 to %c5 step %c1 {
    scf.for %j = %c0 to %c40 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %p = arith.muli %ii, %k100 : i32
      %v = arith.addi %p, %jj : i32
      memref.store %v, %P[%i, %j] : memref<5x40xi32, 1>
    }
  }
  %c35 = arith.constant 35 : index
  %ok = scf.for %j = %c0 to %c35 step %c1 iter_args(%acc = %z) -> (i32) {
    %jc = arith.addi %c5, %j : index
    %v = memref.load %P[%c1, %jc] : memref<5x40xi32, 1>
    %n = arith.addi %acc, %v : i32
    scf.yield %n : i32
  }
  vector.print %ok : i32
  %bad = scf.for %j = %c0 to %c40 step %c1 iter_args(%acc = %z) -> (i32) {
    %jc = arith.addi %c5, %j : index
    %v = memref.load %P[%c1, %jc] : memref<5x40xi32, 1>
    %n = arith.addi %acc, %v : i32
    scf.yield %n : i32
  }
  vector.print %bad : i32
  return
}

func.func @rows() {
  %P = memref.alloc() : memref<5x40xi32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c40 = arith.constant 40 : index
  %k100 = arith.constant 100 : i32
  %z = arith.constant 0 : i32
  scf.for %i = %c0 to %c5 step %c1 {
    scf.for %j = %c0 to %c40 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %p = arith.muli %ii, %k100 : i32
      %v = arith.addi %p, %jj : i32
      memref.store %v, %P[%i, %j] : memref<5x40xi32, 1>
    }
  }
  %c8 = arith.constant 8 : index
  %ok = scf.for %j = %c0 to %c5 step %c1 iter_args(%acc = %z) -> (i32) {
    %v = memref.load %P[%j, %c3] : memref<5x40xi32, 1>
    %n = arith.addi %acc, %v : i32
    scf.yield %n : i32
  }
  vector.print %ok : i32
  %bad = scf.for %j = %c0 to %c8 step %c1 iter_args(%acc = %z) -> (i32) {
    %v = memref.load %P[%j, %c3] : memref<5x40xi32, 1>
    %n = arith.addi %acc, %v : i32
    scf.yield %n : i32
  }
  vector.print %bad : i32
  return
}

func.func @affine() {
  %P = memref.alloc() : memref<5x40xi32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c40 = arith.constant 40 : index
  %k100 = arith.constant 100 : i32
  %z = arith.constant 0 : i32
  scf.for %i = %c0 to %c5 step %c1 {
    scf.for %j = %c0 to %c40 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %p = arith.muli %ii, %k100 : i32
      %v = arith.addi %p, %jj : i32
      memref.store %v, %P[%i, %j] : memref<5x40xi32, 1>
    }
  }
  %ok = affine.for %j = 0 to 37 iter_args(%acc = %z) -> (i32) {
    %v = affine.load %P[3, %j + 3] : memref<5x40xi32, 1>
    %u = affine.load %P[1, %j] : memref<5x40xi32, 1>
    %n = arith.addi %acc, %v : i32
    %m = arith.addi %n, %u : i32
    affine.yield %m : i32
  }
  vector.print %ok : i32
  %bad = affine.for %j = 0 to 40 iter_args(%acc = %z) -> (i32) {
    %v = affine.load %P[3, %j + 3] : memref<5x40xi32, 1>
    %u = affine.load %P[1, %j] : memref<5x40xi32, 1>
    %n = arith.addi %acc, %v : i32
    %m = arith.addi %n, %u : i32
    affine.yield %m : i32
  }
  vector.print %bad : i32
  return
}
