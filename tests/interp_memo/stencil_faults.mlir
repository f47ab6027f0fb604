// One function per element size (1, 2, 4 and 8 bytes, integer and
// float) and per index of a two-index access that goes out of bounds:
// each fills a 6x40 grid P with (i * j) mod 13 (doubled for i32), runs one in-place
// five-point sweep over its interior (P[i, j] = P[i-1, j] + P[i+1, j] +
// P[i, j+1] - P[i, j-1] - 4 P[i, j], in order), prints the sum of P
// (a float sum converted to i64, exact: every value is an integer
// well inside the float's precision),
// then runs the same sweep with bounds that take one index out: the
// row index i + 1 past the last row (row_end, in the last entry's first
// iteration), i - 1 below row 0 (row_neg), the column index j + 1 past
// the last column (col_end, 38 iterations into the first entry) or
// j - 1 below column 0 (col_neg). The row indices are the outer loop's,
// the same in every iteration of an inner entry (a specialised loop
// computes them once per entry); the column indices change every
// iteration. Sums and faults are derived in tests/interp_memo.rs.

func.func @i8_row_end() {
  %P = memref.alloc() : memref<6x40xi8, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c39 = arith.constant 39 : index
  %c40 = arith.constant 40 : index
  %k13 = arith.constant 13 : i32
  %two = arith.constant 2 : i8
  %zero = arith.constant 0 : i8
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %c40 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %p = arith.muli %ii, %jj : i32
      %m = arith.remsi %p, %k13 : i32
      %v = arith.trunci %m : i32 to i8
      memref.store %v, %P[%i, %j] : memref<6x40xi8, 1>
    }
  }
  scf.for %i = %c1 to %c5 step %c1 {
    scf.for %j = %c1 to %c39 step %c1 {
      %an = arith.subi %i, %c1 : index
      %as = arith.addi %i, %c1 : index
      %aw = arith.subi %j, %c1 : index
      %ae = arith.addi %j, %c1 : index
      %ac = memref.load %P[%i, %j] : memref<6x40xi8, 1>
      %au = memref.load %P[%an, %j] : memref<6x40xi8, 1>
      %ad = memref.load %P[%as, %j] : memref<6x40xi8, 1>
      %al = memref.load %P[%i, %aw] : memref<6x40xi8, 1>
      %ar = memref.load %P[%i, %ae] : memref<6x40xi8, 1>
      %a1 = arith.addi %au, %ad : i8
      %a2 = arith.subi %ar, %al : i8
      %a3 = arith.addi %a1, %a2 : i8
      %a4 = arith.shli %ac, %two : i8
      %ao = arith.subi %a3, %a4 : i8
      memref.store %ao, %P[%i, %j] : memref<6x40xi8, 1>
    }
  }
  %sum = scf.for %i = %c0 to %c6 step %c1 iter_args(%x = %zero) -> (i8) {
    %row = scf.for %j = %c0 to %c40 step %c1 iter_args(%y = %x) -> (i8) {
      %v = memref.load %P[%i, %j] : memref<6x40xi8, 1>
      %q = arith.addi %y, %v : i8
      scf.yield %q : i8
    }
    scf.yield %row : i8
  }
  vector.print %sum : i8
  scf.for %i = %c1 to %c6 step %c1 {
    scf.for %j = %c1 to %c39 step %c1 {
      %fn = arith.subi %i, %c1 : index
      %fs = arith.addi %i, %c1 : index
      %fw = arith.subi %j, %c1 : index
      %fe = arith.addi %j, %c1 : index
      %fc = memref.load %P[%i, %j] : memref<6x40xi8, 1>
      %fu = memref.load %P[%fn, %j] : memref<6x40xi8, 1>
      %fd = memref.load %P[%fs, %j] : memref<6x40xi8, 1>
      %fl = memref.load %P[%i, %fw] : memref<6x40xi8, 1>
      %fr = memref.load %P[%i, %fe] : memref<6x40xi8, 1>
      %f1 = arith.addi %fu, %fd : i8
      %f2 = arith.subi %fr, %fl : i8
      %f3 = arith.addi %f1, %f2 : i8
      %f4 = arith.shli %fc, %two : i8
      %fo = arith.subi %f3, %f4 : i8
      memref.store %fo, %P[%i, %j] : memref<6x40xi8, 1>
    }
  }
  return
}

func.func @i8_row_neg() {
  %P = memref.alloc() : memref<6x40xi8, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c39 = arith.constant 39 : index
  %c40 = arith.constant 40 : index
  %k13 = arith.constant 13 : i32
  %two = arith.constant 2 : i8
  %zero = arith.constant 0 : i8
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %c40 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %p = arith.muli %ii, %jj : i32
      %m = arith.remsi %p, %k13 : i32
      %v = arith.trunci %m : i32 to i8
      memref.store %v, %P[%i, %j] : memref<6x40xi8, 1>
    }
  }
  scf.for %i = %c1 to %c5 step %c1 {
    scf.for %j = %c1 to %c39 step %c1 {
      %an = arith.subi %i, %c1 : index
      %as = arith.addi %i, %c1 : index
      %aw = arith.subi %j, %c1 : index
      %ae = arith.addi %j, %c1 : index
      %ac = memref.load %P[%i, %j] : memref<6x40xi8, 1>
      %au = memref.load %P[%an, %j] : memref<6x40xi8, 1>
      %ad = memref.load %P[%as, %j] : memref<6x40xi8, 1>
      %al = memref.load %P[%i, %aw] : memref<6x40xi8, 1>
      %ar = memref.load %P[%i, %ae] : memref<6x40xi8, 1>
      %a1 = arith.addi %au, %ad : i8
      %a2 = arith.subi %ar, %al : i8
      %a3 = arith.addi %a1, %a2 : i8
      %a4 = arith.shli %ac, %two : i8
      %ao = arith.subi %a3, %a4 : i8
      memref.store %ao, %P[%i, %j] : memref<6x40xi8, 1>
    }
  }
  %sum = scf.for %i = %c0 to %c6 step %c1 iter_args(%x = %zero) -> (i8) {
    %row = scf.for %j = %c0 to %c40 step %c1 iter_args(%y = %x) -> (i8) {
      %v = memref.load %P[%i, %j] : memref<6x40xi8, 1>
      %q = arith.addi %y, %v : i8
      scf.yield %q : i8
    }
    scf.yield %row : i8
  }
  vector.print %sum : i8
  scf.for %i = %c0 to %c5 step %c1 {
    scf.for %j = %c1 to %c39 step %c1 {
      %fn = arith.subi %i, %c1 : index
      %fs = arith.addi %i, %c1 : index
      %fw = arith.subi %j, %c1 : index
      %fe = arith.addi %j, %c1 : index
      %fc = memref.load %P[%i, %j] : memref<6x40xi8, 1>
      %fu = memref.load %P[%fn, %j] : memref<6x40xi8, 1>
      %fd = memref.load %P[%fs, %j] : memref<6x40xi8, 1>
      %fl = memref.load %P[%i, %fw] : memref<6x40xi8, 1>
      %fr = memref.load %P[%i, %fe] : memref<6x40xi8, 1>
      %f1 = arith.addi %fu, %fd : i8
      %f2 = arith.subi %fr, %fl : i8
      %f3 = arith.addi %f1, %f2 : i8
      %f4 = arith.shli %fc, %two : i8
      %fo = arith.subi %f3, %f4 : i8
      memref.store %fo, %P[%i, %j] : memref<6x40xi8, 1>
    }
  }
  return
}

func.func @i8_col_end() {
  %P = memref.alloc() : memref<6x40xi8, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c39 = arith.constant 39 : index
  %c40 = arith.constant 40 : index
  %k13 = arith.constant 13 : i32
  %two = arith.constant 2 : i8
  %zero = arith.constant 0 : i8
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %c40 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %p = arith.muli %ii, %jj : i32
      %m = arith.remsi %p, %k13 : i32
      %v = arith.trunci %m : i32 to i8
      memref.store %v, %P[%i, %j] : memref<6x40xi8, 1>
    }
  }
  scf.for %i = %c1 to %c5 step %c1 {
    scf.for %j = %c1 to %c39 step %c1 {
      %an = arith.subi %i, %c1 : index
      %as = arith.addi %i, %c1 : index
      %aw = arith.subi %j, %c1 : index
      %ae = arith.addi %j, %c1 : index
      %ac = memref.load %P[%i, %j] : memref<6x40xi8, 1>
      %au = memref.load %P[%an, %j] : memref<6x40xi8, 1>
      %ad = memref.load %P[%as, %j] : memref<6x40xi8, 1>
      %al = memref.load %P[%i, %aw] : memref<6x40xi8, 1>
      %ar = memref.load %P[%i, %ae] : memref<6x40xi8, 1>
      %a1 = arith.addi %au, %ad : i8
      %a2 = arith.subi %ar, %al : i8
      %a3 = arith.addi %a1, %a2 : i8
      %a4 = arith.shli %ac, %two : i8
      %ao = arith.subi %a3, %a4 : i8
      memref.store %ao, %P[%i, %j] : memref<6x40xi8, 1>
    }
  }
  %sum = scf.for %i = %c0 to %c6 step %c1 iter_args(%x = %zero) -> (i8) {
    %row = scf.for %j = %c0 to %c40 step %c1 iter_args(%y = %x) -> (i8) {
      %v = memref.load %P[%i, %j] : memref<6x40xi8, 1>
      %q = arith.addi %y, %v : i8
      scf.yield %q : i8
    }
    scf.yield %row : i8
  }
  vector.print %sum : i8
  scf.for %i = %c1 to %c5 step %c1 {
    scf.for %j = %c1 to %c40 step %c1 {
      %fn = arith.subi %i, %c1 : index
      %fs = arith.addi %i, %c1 : index
      %fw = arith.subi %j, %c1 : index
      %fe = arith.addi %j, %c1 : index
      %fc = memref.load %P[%i, %j] : memref<6x40xi8, 1>
      %fu = memref.load %P[%fn, %j] : memref<6x40xi8, 1>
      %fd = memref.load %P[%fs, %j] : memref<6x40xi8, 1>
      %fl = memref.load %P[%i, %fw] : memref<6x40xi8, 1>
      %fr = memref.load %P[%i, %fe] : memref<6x40xi8, 1>
      %f1 = arith.addi %fu, %fd : i8
      %f2 = arith.subi %fr, %fl : i8
      %f3 = arith.addi %f1, %f2 : i8
      %f4 = arith.shli %fc, %two : i8
      %fo = arith.subi %f3, %f4 : i8
      memref.store %fo, %P[%i, %j] : memref<6x40xi8, 1>
    }
  }
  return
}

func.func @i8_col_neg() {
  %P = memref.alloc() : memref<6x40xi8, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c39 = arith.constant 39 : index
  %c40 = arith.constant 40 : index
  %k13 = arith.constant 13 : i32
  %two = arith.constant 2 : i8
  %zero = arith.constant 0 : i8
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %c40 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %p = arith.muli %ii, %jj : i32
      %m = arith.remsi %p, %k13 : i32
      %v = arith.trunci %m : i32 to i8
      memref.store %v, %P[%i, %j] : memref<6x40xi8, 1>
    }
  }
  scf.for %i = %c1 to %c5 step %c1 {
    scf.for %j = %c1 to %c39 step %c1 {
      %an = arith.subi %i, %c1 : index
      %as = arith.addi %i, %c1 : index
      %aw = arith.subi %j, %c1 : index
      %ae = arith.addi %j, %c1 : index
      %ac = memref.load %P[%i, %j] : memref<6x40xi8, 1>
      %au = memref.load %P[%an, %j] : memref<6x40xi8, 1>
      %ad = memref.load %P[%as, %j] : memref<6x40xi8, 1>
      %al = memref.load %P[%i, %aw] : memref<6x40xi8, 1>
      %ar = memref.load %P[%i, %ae] : memref<6x40xi8, 1>
      %a1 = arith.addi %au, %ad : i8
      %a2 = arith.subi %ar, %al : i8
      %a3 = arith.addi %a1, %a2 : i8
      %a4 = arith.shli %ac, %two : i8
      %ao = arith.subi %a3, %a4 : i8
      memref.store %ao, %P[%i, %j] : memref<6x40xi8, 1>
    }
  }
  %sum = scf.for %i = %c0 to %c6 step %c1 iter_args(%x = %zero) -> (i8) {
    %row = scf.for %j = %c0 to %c40 step %c1 iter_args(%y = %x) -> (i8) {
      %v = memref.load %P[%i, %j] : memref<6x40xi8, 1>
      %q = arith.addi %y, %v : i8
      scf.yield %q : i8
    }
    scf.yield %row : i8
  }
  vector.print %sum : i8
  scf.for %i = %c1 to %c5 step %c1 {
    scf.for %j = %c0 to %c39 step %c1 {
      %fn = arith.subi %i, %c1 : index
      %fs = arith.addi %i, %c1 : index
      %fw = arith.subi %j, %c1 : index
      %fe = arith.addi %j, %c1 : index
      %fc = memref.load %P[%i, %j] : memref<6x40xi8, 1>
      %fu = memref.load %P[%fn, %j] : memref<6x40xi8, 1>
      %fd = memref.load %P[%fs, %j] : memref<6x40xi8, 1>
      %fl = memref.load %P[%i, %fw] : memref<6x40xi8, 1>
      %fr = memref.load %P[%i, %fe] : memref<6x40xi8, 1>
      %f1 = arith.addi %fu, %fd : i8
      %f2 = arith.subi %fr, %fl : i8
      %f3 = arith.addi %f1, %f2 : i8
      %f4 = arith.shli %fc, %two : i8
      %fo = arith.subi %f3, %f4 : i8
      memref.store %fo, %P[%i, %j] : memref<6x40xi8, 1>
    }
  }
  return
}

func.func @i16_row_end() {
  %P = memref.alloc() : memref<6x40xi16, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c39 = arith.constant 39 : index
  %c40 = arith.constant 40 : index
  %k13 = arith.constant 13 : i32
  %two = arith.constant 2 : i16
  %zero = arith.constant 0 : i16
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %c40 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %p = arith.muli %ii, %jj : i32
      %m = arith.remsi %p, %k13 : i32
      %v = arith.trunci %m : i32 to i16
      memref.store %v, %P[%i, %j] : memref<6x40xi16, 1>
    }
  }
  scf.for %i = %c1 to %c5 step %c1 {
    scf.for %j = %c1 to %c39 step %c1 {
      %an = arith.subi %i, %c1 : index
      %as = arith.addi %i, %c1 : index
      %aw = arith.subi %j, %c1 : index
      %ae = arith.addi %j, %c1 : index
      %ac = memref.load %P[%i, %j] : memref<6x40xi16, 1>
      %au = memref.load %P[%an, %j] : memref<6x40xi16, 1>
      %ad = memref.load %P[%as, %j] : memref<6x40xi16, 1>
      %al = memref.load %P[%i, %aw] : memref<6x40xi16, 1>
      %ar = memref.load %P[%i, %ae] : memref<6x40xi16, 1>
      %a1 = arith.addi %au, %ad : i16
      %a2 = arith.subi %ar, %al : i16
      %a3 = arith.addi %a1, %a2 : i16
      %a4 = arith.shli %ac, %two : i16
      %ao = arith.subi %a3, %a4 : i16
      memref.store %ao, %P[%i, %j] : memref<6x40xi16, 1>
    }
  }
  %sum = scf.for %i = %c0 to %c6 step %c1 iter_args(%x = %zero) -> (i16) {
    %row = scf.for %j = %c0 to %c40 step %c1 iter_args(%y = %x) -> (i16) {
      %v = memref.load %P[%i, %j] : memref<6x40xi16, 1>
      %q = arith.addi %y, %v : i16
      scf.yield %q : i16
    }
    scf.yield %row : i16
  }
  vector.print %sum : i16
  scf.for %i = %c1 to %c6 step %c1 {
    scf.for %j = %c1 to %c39 step %c1 {
      %fn = arith.subi %i, %c1 : index
      %fs = arith.addi %i, %c1 : index
      %fw = arith.subi %j, %c1 : index
      %fe = arith.addi %j, %c1 : index
      %fc = memref.load %P[%i, %j] : memref<6x40xi16, 1>
      %fu = memref.load %P[%fn, %j] : memref<6x40xi16, 1>
      %fd = memref.load %P[%fs, %j] : memref<6x40xi16, 1>
      %fl = memref.load %P[%i, %fw] : memref<6x40xi16, 1>
      %fr = memref.load %P[%i, %fe] : memref<6x40xi16, 1>
      %f1 = arith.addi %fu, %fd : i16
      %f2 = arith.subi %fr, %fl : i16
      %f3 = arith.addi %f1, %f2 : i16
      %f4 = arith.shli %fc, %two : i16
      %fo = arith.subi %f3, %f4 : i16
      memref.store %fo, %P[%i, %j] : memref<6x40xi16, 1>
    }
  }
  return
}

func.func @i16_row_neg() {
  %P = memref.alloc() : memref<6x40xi16, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c39 = arith.constant 39 : index
  %c40 = arith.constant 40 : index
  %k13 = arith.constant 13 : i32
  %two = arith.constant 2 : i16
  %zero = arith.constant 0 : i16
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %c40 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %p = arith.muli %ii, %jj : i32
      %m = arith.remsi %p, %k13 : i32
      %v = arith.trunci %m : i32 to i16
      memref.store %v, %P[%i, %j] : memref<6x40xi16, 1>
    }
  }
  scf.for %i = %c1 to %c5 step %c1 {
    scf.for %j = %c1 to %c39 step %c1 {
      %an = arith.subi %i, %c1 : index
      %as = arith.addi %i, %c1 : index
      %aw = arith.subi %j, %c1 : index
      %ae = arith.addi %j, %c1 : index
      %ac = memref.load %P[%i, %j] : memref<6x40xi16, 1>
      %au = memref.load %P[%an, %j] : memref<6x40xi16, 1>
      %ad = memref.load %P[%as, %j] : memref<6x40xi16, 1>
      %al = memref.load %P[%i, %aw] : memref<6x40xi16, 1>
      %ar = memref.load %P[%i, %ae] : memref<6x40xi16, 1>
      %a1 = arith.addi %au, %ad : i16
      %a2 = arith.subi %ar, %al : i16
      %a3 = arith.addi %a1, %a2 : i16
      %a4 = arith.shli %ac, %two : i16
      %ao = arith.subi %a3, %a4 : i16
      memref.store %ao, %P[%i, %j] : memref<6x40xi16, 1>
    }
  }
  %sum = scf.for %i = %c0 to %c6 step %c1 iter_args(%x = %zero) -> (i16) {
    %row = scf.for %j = %c0 to %c40 step %c1 iter_args(%y = %x) -> (i16) {
      %v = memref.load %P[%i, %j] : memref<6x40xi16, 1>
      %q = arith.addi %y, %v : i16
      scf.yield %q : i16
    }
    scf.yield %row : i16
  }
  vector.print %sum : i16
  scf.for %i = %c0 to %c5 step %c1 {
    scf.for %j = %c1 to %c39 step %c1 {
      %fn = arith.subi %i, %c1 : index
      %fs = arith.addi %i, %c1 : index
      %fw = arith.subi %j, %c1 : index
      %fe = arith.addi %j, %c1 : index
      %fc = memref.load %P[%i, %j] : memref<6x40xi16, 1>
      %fu = memref.load %P[%fn, %j] : memref<6x40xi16, 1>
      %fd = memref.load %P[%fs, %j] : memref<6x40xi16, 1>
      %fl = memref.load %P[%i, %fw] : memref<6x40xi16, 1>
      %fr = memref.load %P[%i, %fe] : memref<6x40xi16, 1>
      %f1 = arith.addi %fu, %fd : i16
      %f2 = arith.subi %fr, %fl : i16
      %f3 = arith.addi %f1, %f2 : i16
      %f4 = arith.shli %fc, %two : i16
      %fo = arith.subi %f3, %f4 : i16
      memref.store %fo, %P[%i, %j] : memref<6x40xi16, 1>
    }
  }
  return
}

func.func @i16_col_end() {
  %P = memref.alloc() : memref<6x40xi16, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c39 = arith.constant 39 : index
  %c40 = arith.constant 40 : index
  %k13 = arith.constant 13 : i32
  %two = arith.constant 2 : i16
  %zero = arith.constant 0 : i16
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %c40 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %p = arith.muli %ii, %jj : i32
      %m = arith.remsi %p, %k13 : i32
      %v = arith.trunci %m : i32 to i16
      memref.store %v, %P[%i, %j] : memref<6x40xi16, 1>
    }
  }
  scf.for %i = %c1 to %c5 step %c1 {
    scf.for %j = %c1 to %c39 step %c1 {
      %an = arith.subi %i, %c1 : index
      %as = arith.addi %i, %c1 : index
      %aw = arith.subi %j, %c1 : index
      %ae = arith.addi %j, %c1 : index
      %ac = memref.load %P[%i, %j] : memref<6x40xi16, 1>
      %au = memref.load %P[%an, %j] : memref<6x40xi16, 1>
      %ad = memref.load %P[%as, %j] : memref<6x40xi16, 1>
      %al = memref.load %P[%i, %aw] : memref<6x40xi16, 1>
      %ar = memref.load %P[%i, %ae] : memref<6x40xi16, 1>
      %a1 = arith.addi %au, %ad : i16
      %a2 = arith.subi %ar, %al : i16
      %a3 = arith.addi %a1, %a2 : i16
      %a4 = arith.shli %ac, %two : i16
      %ao = arith.subi %a3, %a4 : i16
      memref.store %ao, %P[%i, %j] : memref<6x40xi16, 1>
    }
  }
  %sum = scf.for %i = %c0 to %c6 step %c1 iter_args(%x = %zero) -> (i16) {
    %row = scf.for %j = %c0 to %c40 step %c1 iter_args(%y = %x) -> (i16) {
      %v = memref.load %P[%i, %j] : memref<6x40xi16, 1>
      %q = arith.addi %y, %v : i16
      scf.yield %q : i16
    }
    scf.yield %row : i16
  }
  vector.print %sum : i16
  scf.for %i = %c1 to %c5 step %c1 {
    scf.for %j = %c1 to %c40 step %c1 {
      %fn = arith.subi %i, %c1 : index
      %fs = arith.addi %i, %c1 : index
      %fw = arith.subi %j, %c1 : index
      %fe = arith.addi %j, %c1 : index
      %fc = memref.load %P[%i, %j] : memref<6x40xi16, 1>
      %fu = memref.load %P[%fn, %j] : memref<6x40xi16, 1>
      %fd = memref.load %P[%fs, %j] : memref<6x40xi16, 1>
      %fl = memref.load %P[%i, %fw] : memref<6x40xi16, 1>
      %fr = memref.load %P[%i, %fe] : memref<6x40xi16, 1>
      %f1 = arith.addi %fu, %fd : i16
      %f2 = arith.subi %fr, %fl : i16
      %f3 = arith.addi %f1, %f2 : i16
      %f4 = arith.shli %fc, %two : i16
      %fo = arith.subi %f3, %f4 : i16
      memref.store %fo, %P[%i, %j] : memref<6x40xi16, 1>
    }
  }
  return
}

func.func @i16_col_neg() {
  %P = memref.alloc() : memref<6x40xi16, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c39 = arith.constant 39 : index
  %c40 = arith.constant 40 : index
  %k13 = arith.constant 13 : i32
  %two = arith.constant 2 : i16
  %zero = arith.constant 0 : i16
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %c40 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %p = arith.muli %ii, %jj : i32
      %m = arith.remsi %p, %k13 : i32
      %v = arith.trunci %m : i32 to i16
      memref.store %v, %P[%i, %j] : memref<6x40xi16, 1>
    }
  }
  scf.for %i = %c1 to %c5 step %c1 {
    scf.for %j = %c1 to %c39 step %c1 {
      %an = arith.subi %i, %c1 : index
      %as = arith.addi %i, %c1 : index
      %aw = arith.subi %j, %c1 : index
      %ae = arith.addi %j, %c1 : index
      %ac = memref.load %P[%i, %j] : memref<6x40xi16, 1>
      %au = memref.load %P[%an, %j] : memref<6x40xi16, 1>
      %ad = memref.load %P[%as, %j] : memref<6x40xi16, 1>
      %al = memref.load %P[%i, %aw] : memref<6x40xi16, 1>
      %ar = memref.load %P[%i, %ae] : memref<6x40xi16, 1>
      %a1 = arith.addi %au, %ad : i16
      %a2 = arith.subi %ar, %al : i16
      %a3 = arith.addi %a1, %a2 : i16
      %a4 = arith.shli %ac, %two : i16
      %ao = arith.subi %a3, %a4 : i16
      memref.store %ao, %P[%i, %j] : memref<6x40xi16, 1>
    }
  }
  %sum = scf.for %i = %c0 to %c6 step %c1 iter_args(%x = %zero) -> (i16) {
    %row = scf.for %j = %c0 to %c40 step %c1 iter_args(%y = %x) -> (i16) {
      %v = memref.load %P[%i, %j] : memref<6x40xi16, 1>
      %q = arith.addi %y, %v : i16
      scf.yield %q : i16
    }
    scf.yield %row : i16
  }
  vector.print %sum : i16
  scf.for %i = %c1 to %c5 step %c1 {
    scf.for %j = %c0 to %c39 step %c1 {
      %fn = arith.subi %i, %c1 : index
      %fs = arith.addi %i, %c1 : index
      %fw = arith.subi %j, %c1 : index
      %fe = arith.addi %j, %c1 : index
      %fc = memref.load %P[%i, %j] : memref<6x40xi16, 1>
      %fu = memref.load %P[%fn, %j] : memref<6x40xi16, 1>
      %fd = memref.load %P[%fs, %j] : memref<6x40xi16, 1>
      %fl = memref.load %P[%i, %fw] : memref<6x40xi16, 1>
      %fr = memref.load %P[%i, %fe] : memref<6x40xi16, 1>
      %f1 = arith.addi %fu, %fd : i16
      %f2 = arith.subi %fr, %fl : i16
      %f3 = arith.addi %f1, %f2 : i16
      %f4 = arith.shli %fc, %two : i16
      %fo = arith.subi %f3, %f4 : i16
      memref.store %fo, %P[%i, %j] : memref<6x40xi16, 1>
    }
  }
  return
}

func.func @i32_row_end() {
  %P = memref.alloc() : memref<6x40xi32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c39 = arith.constant 39 : index
  %c40 = arith.constant 40 : index
  %k13 = arith.constant 13 : i32
  %two = arith.constant 2 : i32
  %zero = arith.constant 0 : i32
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %c40 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %p = arith.muli %ii, %jj : i32
      %m = arith.remsi %p, %k13 : i32
      %v = arith.addi %m, %m : i32
      memref.store %v, %P[%i, %j] : memref<6x40xi32, 1>
    }
  }
  scf.for %i = %c1 to %c5 step %c1 {
    scf.for %j = %c1 to %c39 step %c1 {
      %an = arith.subi %i, %c1 : index
      %as = arith.addi %i, %c1 : index
      %aw = arith.subi %j, %c1 : index
      %ae = arith.addi %j, %c1 : index
      %ac = memref.load %P[%i, %j] : memref<6x40xi32, 1>
      %au = memref.load %P[%an, %j] : memref<6x40xi32, 1>
      %ad = memref.load %P[%as, %j] : memref<6x40xi32, 1>
      %al = memref.load %P[%i, %aw] : memref<6x40xi32, 1>
      %ar = memref.load %P[%i, %ae] : memref<6x40xi32, 1>
      %a1 = arith.addi %au, %ad : i32
      %a2 = arith.subi %ar, %al : i32
      %a3 = arith.addi %a1, %a2 : i32
      %a4 = arith.shli %ac, %two : i32
      %ao = arith.subi %a3, %a4 : i32
      memref.store %ao, %P[%i, %j] : memref<6x40xi32, 1>
    }
  }
  %sum = scf.for %i = %c0 to %c6 step %c1 iter_args(%x = %zero) -> (i32) {
    %row = scf.for %j = %c0 to %c40 step %c1 iter_args(%y = %x) -> (i32) {
      %v = memref.load %P[%i, %j] : memref<6x40xi32, 1>
      %q = arith.addi %y, %v : i32
      scf.yield %q : i32
    }
    scf.yield %row : i32
  }
  vector.print %sum : i32
  scf.for %i = %c1 to %c6 step %c1 {
    scf.for %j = %c1 to %c39 step %c1 {
      %fn = arith.subi %i, %c1 : index
      %fs = arith.addi %i, %c1 : index
      %fw = arith.subi %j, %c1 : index
      %fe = arith.addi %j, %c1 : index
      %fc = memref.load %P[%i, %j] : memref<6x40xi32, 1>
      %fu = memref.load %P[%fn, %j] : memref<6x40xi32, 1>
      %fd = memref.load %P[%fs, %j] : memref<6x40xi32, 1>
      %fl = memref.load %P[%i, %fw] : memref<6x40xi32, 1>
      %fr = memref.load %P[%i, %fe] : memref<6x40xi32, 1>
      %f1 = arith.addi %fu, %fd : i32
      %f2 = arith.subi %fr, %fl : i32
      %f3 = arith.addi %f1, %f2 : i32
      %f4 = arith.shli %fc, %two : i32
      %fo = arith.subi %f3, %f4 : i32
      memref.store %fo, %P[%i, %j] : memref<6x40xi32, 1>
    }
  }
  return
}

func.func @i32_row_neg() {
  %P = memref.alloc() : memref<6x40xi32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c39 = arith.constant 39 : index
  %c40 = arith.constant 40 : index
  %k13 = arith.constant 13 : i32
  %two = arith.constant 2 : i32
  %zero = arith.constant 0 : i32
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %c40 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %p = arith.muli %ii, %jj : i32
      %m = arith.remsi %p, %k13 : i32
      %v = arith.addi %m, %m : i32
      memref.store %v, %P[%i, %j] : memref<6x40xi32, 1>
    }
  }
  scf.for %i = %c1 to %c5 step %c1 {
    scf.for %j = %c1 to %c39 step %c1 {
      %an = arith.subi %i, %c1 : index
      %as = arith.addi %i, %c1 : index
      %aw = arith.subi %j, %c1 : index
      %ae = arith.addi %j, %c1 : index
      %ac = memref.load %P[%i, %j] : memref<6x40xi32, 1>
      %au = memref.load %P[%an, %j] : memref<6x40xi32, 1>
      %ad = memref.load %P[%as, %j] : memref<6x40xi32, 1>
      %al = memref.load %P[%i, %aw] : memref<6x40xi32, 1>
      %ar = memref.load %P[%i, %ae] : memref<6x40xi32, 1>
      %a1 = arith.addi %au, %ad : i32
      %a2 = arith.subi %ar, %al : i32
      %a3 = arith.addi %a1, %a2 : i32
      %a4 = arith.shli %ac, %two : i32
      %ao = arith.subi %a3, %a4 : i32
      memref.store %ao, %P[%i, %j] : memref<6x40xi32, 1>
    }
  }
  %sum = scf.for %i = %c0 to %c6 step %c1 iter_args(%x = %zero) -> (i32) {
    %row = scf.for %j = %c0 to %c40 step %c1 iter_args(%y = %x) -> (i32) {
      %v = memref.load %P[%i, %j] : memref<6x40xi32, 1>
      %q = arith.addi %y, %v : i32
      scf.yield %q : i32
    }
    scf.yield %row : i32
  }
  vector.print %sum : i32
  scf.for %i = %c0 to %c5 step %c1 {
    scf.for %j = %c1 to %c39 step %c1 {
      %fn = arith.subi %i, %c1 : index
      %fs = arith.addi %i, %c1 : index
      %fw = arith.subi %j, %c1 : index
      %fe = arith.addi %j, %c1 : index
      %fc = memref.load %P[%i, %j] : memref<6x40xi32, 1>
      %fu = memref.load %P[%fn, %j] : memref<6x40xi32, 1>
      %fd = memref.load %P[%fs, %j] : memref<6x40xi32, 1>
      %fl = memref.load %P[%i, %fw] : memref<6x40xi32, 1>
      %fr = memref.load %P[%i, %fe] : memref<6x40xi32, 1>
      %f1 = arith.addi %fu, %fd : i32
      %f2 = arith.subi %fr, %fl : i32
      %f3 = arith.addi %f1, %f2 : i32
      %f4 = arith.shli %fc, %two : i32
      %fo = arith.subi %f3, %f4 : i32
      memref.store %fo, %P[%i, %j] : memref<6x40xi32, 1>
    }
  }
  return
}

func.func @i32_col_end() {
  %P = memref.alloc() : memref<6x40xi32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c39 = arith.constant 39 : index
  %c40 = arith.constant 40 : index
  %k13 = arith.constant 13 : i32
  %two = arith.constant 2 : i32
  %zero = arith.constant 0 : i32
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %c40 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %p = arith.muli %ii, %jj : i32
      %m = arith.remsi %p, %k13 : i32
      %v = arith.addi %m, %m : i32
      memref.store %v, %P[%i, %j] : memref<6x40xi32, 1>
    }
  }
  scf.for %i = %c1 to %c5 step %c1 {
    scf.for %j = %c1 to %c39 step %c1 {
      %an = arith.subi %i, %c1 : index
      %as = arith.addi %i, %c1 : index
      %aw = arith.subi %j, %c1 : index
      %ae = arith.addi %j, %c1 : index
      %ac = memref.load %P[%i, %j] : memref<6x40xi32, 1>
      %au = memref.load %P[%an, %j] : memref<6x40xi32, 1>
      %ad = memref.load %P[%as, %j] : memref<6x40xi32, 1>
      %al = memref.load %P[%i, %aw] : memref<6x40xi32, 1>
      %ar = memref.load %P[%i, %ae] : memref<6x40xi32, 1>
      %a1 = arith.addi %au, %ad : i32
      %a2 = arith.subi %ar, %al : i32
      %a3 = arith.addi %a1, %a2 : i32
      %a4 = arith.shli %ac, %two : i32
      %ao = arith.subi %a3, %a4 : i32
      memref.store %ao, %P[%i, %j] : memref<6x40xi32, 1>
    }
  }
  %sum = scf.for %i = %c0 to %c6 step %c1 iter_args(%x = %zero) -> (i32) {
    %row = scf.for %j = %c0 to %c40 step %c1 iter_args(%y = %x) -> (i32) {
      %v = memref.load %P[%i, %j] : memref<6x40xi32, 1>
      %q = arith.addi %y, %v : i32
      scf.yield %q : i32
    }
    scf.yield %row : i32
  }
  vector.print %sum : i32
  scf.for %i = %c1 to %c5 step %c1 {
    scf.for %j = %c1 to %c40 step %c1 {
      %fn = arith.subi %i, %c1 : index
      %fs = arith.addi %i, %c1 : index
      %fw = arith.subi %j, %c1 : index
      %fe = arith.addi %j, %c1 : index
      %fc = memref.load %P[%i, %j] : memref<6x40xi32, 1>
      %fu = memref.load %P[%fn, %j] : memref<6x40xi32, 1>
      %fd = memref.load %P[%fs, %j] : memref<6x40xi32, 1>
      %fl = memref.load %P[%i, %fw] : memref<6x40xi32, 1>
      %fr = memref.load %P[%i, %fe] : memref<6x40xi32, 1>
      %f1 = arith.addi %fu, %fd : i32
      %f2 = arith.subi %fr, %fl : i32
      %f3 = arith.addi %f1, %f2 : i32
      %f4 = arith.shli %fc, %two : i32
      %fo = arith.subi %f3, %f4 : i32
      memref.store %fo, %P[%i, %j] : memref<6x40xi32, 1>
    }
  }
  return
}

func.func @i32_col_neg() {
  %P = memref.alloc() : memref<6x40xi32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c39 = arith.constant 39 : index
  %c40 = arith.constant 40 : index
  %k13 = arith.constant 13 : i32
  %two = arith.constant 2 : i32
  %zero = arith.constant 0 : i32
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %c40 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %p = arith.muli %ii, %jj : i32
      %m = arith.remsi %p, %k13 : i32
      %v = arith.addi %m, %m : i32
      memref.store %v, %P[%i, %j] : memref<6x40xi32, 1>
    }
  }
  scf.for %i = %c1 to %c5 step %c1 {
    scf.for %j = %c1 to %c39 step %c1 {
      %an = arith.subi %i, %c1 : index
      %as = arith.addi %i, %c1 : index
      %aw = arith.subi %j, %c1 : index
      %ae = arith.addi %j, %c1 : index
      %ac = memref.load %P[%i, %j] : memref<6x40xi32, 1>
      %au = memref.load %P[%an, %j] : memref<6x40xi32, 1>
      %ad = memref.load %P[%as, %j] : memref<6x40xi32, 1>
      %al = memref.load %P[%i, %aw] : memref<6x40xi32, 1>
      %ar = memref.load %P[%i, %ae] : memref<6x40xi32, 1>
      %a1 = arith.addi %au, %ad : i32
      %a2 = arith.subi %ar, %al : i32
      %a3 = arith.addi %a1, %a2 : i32
      %a4 = arith.shli %ac, %two : i32
      %ao = arith.subi %a3, %a4 : i32
      memref.store %ao, %P[%i, %j] : memref<6x40xi32, 1>
    }
  }
  %sum = scf.for %i = %c0 to %c6 step %c1 iter_args(%x = %zero) -> (i32) {
    %row = scf.for %j = %c0 to %c40 step %c1 iter_args(%y = %x) -> (i32) {
      %v = memref.load %P[%i, %j] : memref<6x40xi32, 1>
      %q = arith.addi %y, %v : i32
      scf.yield %q : i32
    }
    scf.yield %row : i32
  }
  vector.print %sum : i32
  scf.for %i = %c1 to %c5 step %c1 {
    scf.for %j = %c0 to %c39 step %c1 {
      %fn = arith.subi %i, %c1 : index
      %fs = arith.addi %i, %c1 : index
      %fw = arith.subi %j, %c1 : index
      %fe = arith.addi %j, %c1 : index
      %fc = memref.load %P[%i, %j] : memref<6x40xi32, 1>
      %fu = memref.load %P[%fn, %j] : memref<6x40xi32, 1>
      %fd = memref.load %P[%fs, %j] : memref<6x40xi32, 1>
      %fl = memref.load %P[%i, %fw] : memref<6x40xi32, 1>
      %fr = memref.load %P[%i, %fe] : memref<6x40xi32, 1>
      %f1 = arith.addi %fu, %fd : i32
      %f2 = arith.subi %fr, %fl : i32
      %f3 = arith.addi %f1, %f2 : i32
      %f4 = arith.shli %fc, %two : i32
      %fo = arith.subi %f3, %f4 : i32
      memref.store %fo, %P[%i, %j] : memref<6x40xi32, 1>
    }
  }
  return
}

func.func @i64_row_end() {
  %P = memref.alloc() : memref<6x40xi64, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c39 = arith.constant 39 : index
  %c40 = arith.constant 40 : index
  %k13 = arith.constant 13 : i32
  %two = arith.constant 2 : i64
  %zero = arith.constant 0 : i64
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %c40 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %p = arith.muli %ii, %jj : i32
      %m = arith.remsi %p, %k13 : i32
      %v = arith.extsi %m : i32 to i64
      memref.store %v, %P[%i, %j] : memref<6x40xi64, 1>
    }
  }
  scf.for %i = %c1 to %c5 step %c1 {
    scf.for %j = %c1 to %c39 step %c1 {
      %an = arith.subi %i, %c1 : index
      %as = arith.addi %i, %c1 : index
      %aw = arith.subi %j, %c1 : index
      %ae = arith.addi %j, %c1 : index
      %ac = memref.load %P[%i, %j] : memref<6x40xi64, 1>
      %au = memref.load %P[%an, %j] : memref<6x40xi64, 1>
      %ad = memref.load %P[%as, %j] : memref<6x40xi64, 1>
      %al = memref.load %P[%i, %aw] : memref<6x40xi64, 1>
      %ar = memref.load %P[%i, %ae] : memref<6x40xi64, 1>
      %a1 = arith.addi %au, %ad : i64
      %a2 = arith.subi %ar, %al : i64
      %a3 = arith.addi %a1, %a2 : i64
      %a4 = arith.shli %ac, %two : i64
      %ao = arith.subi %a3, %a4 : i64
      memref.store %ao, %P[%i, %j] : memref<6x40xi64, 1>
    }
  }
  %sum = scf.for %i = %c0 to %c6 step %c1 iter_args(%x = %zero) -> (i64) {
    %row = scf.for %j = %c0 to %c40 step %c1 iter_args(%y = %x) -> (i64) {
      %v = memref.load %P[%i, %j] : memref<6x40xi64, 1>
      %q = arith.addi %y, %v : i64
      scf.yield %q : i64
    }
    scf.yield %row : i64
  }
  vector.print %sum : i64
  scf.for %i = %c1 to %c6 step %c1 {
    scf.for %j = %c1 to %c39 step %c1 {
      %fn = arith.subi %i, %c1 : index
      %fs = arith.addi %i, %c1 : index
      %fw = arith.subi %j, %c1 : index
      %fe = arith.addi %j, %c1 : index
      %fc = memref.load %P[%i, %j] : memref<6x40xi64, 1>
      %fu = memref.load %P[%fn, %j] : memref<6x40xi64, 1>
      %fd = memref.load %P[%fs, %j] : memref<6x40xi64, 1>
      %fl = memref.load %P[%i, %fw] : memref<6x40xi64, 1>
      %fr = memref.load %P[%i, %fe] : memref<6x40xi64, 1>
      %f1 = arith.addi %fu, %fd : i64
      %f2 = arith.subi %fr, %fl : i64
      %f3 = arith.addi %f1, %f2 : i64
      %f4 = arith.shli %fc, %two : i64
      %fo = arith.subi %f3, %f4 : i64
      memref.store %fo, %P[%i, %j] : memref<6x40xi64, 1>
    }
  }
  return
}

func.func @i64_row_neg() {
  %P = memref.alloc() : memref<6x40xi64, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c39 = arith.constant 39 : index
  %c40 = arith.constant 40 : index
  %k13 = arith.constant 13 : i32
  %two = arith.constant 2 : i64
  %zero = arith.constant 0 : i64
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %c40 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %p = arith.muli %ii, %jj : i32
      %m = arith.remsi %p, %k13 : i32
      %v = arith.extsi %m : i32 to i64
      memref.store %v, %P[%i, %j] : memref<6x40xi64, 1>
    }
  }
  scf.for %i = %c1 to %c5 step %c1 {
    scf.for %j = %c1 to %c39 step %c1 {
      %an = arith.subi %i, %c1 : index
      %as = arith.addi %i, %c1 : index
      %aw = arith.subi %j, %c1 : index
      %ae = arith.addi %j, %c1 : index
      %ac = memref.load %P[%i, %j] : memref<6x40xi64, 1>
      %au = memref.load %P[%an, %j] : memref<6x40xi64, 1>
      %ad = memref.load %P[%as, %j] : memref<6x40xi64, 1>
      %al = memref.load %P[%i, %aw] : memref<6x40xi64, 1>
      %ar = memref.load %P[%i, %ae] : memref<6x40xi64, 1>
      %a1 = arith.addi %au, %ad : i64
      %a2 = arith.subi %ar, %al : i64
      %a3 = arith.addi %a1, %a2 : i64
      %a4 = arith.shli %ac, %two : i64
      %ao = arith.subi %a3, %a4 : i64
      memref.store %ao, %P[%i, %j] : memref<6x40xi64, 1>
    }
  }
  %sum = scf.for %i = %c0 to %c6 step %c1 iter_args(%x = %zero) -> (i64) {
    %row = scf.for %j = %c0 to %c40 step %c1 iter_args(%y = %x) -> (i64) {
      %v = memref.load %P[%i, %j] : memref<6x40xi64, 1>
      %q = arith.addi %y, %v : i64
      scf.yield %q : i64
    }
    scf.yield %row : i64
  }
  vector.print %sum : i64
  scf.for %i = %c0 to %c5 step %c1 {
    scf.for %j = %c1 to %c39 step %c1 {
      %fn = arith.subi %i, %c1 : index
      %fs = arith.addi %i, %c1 : index
      %fw = arith.subi %j, %c1 : index
      %fe = arith.addi %j, %c1 : index
      %fc = memref.load %P[%i, %j] : memref<6x40xi64, 1>
      %fu = memref.load %P[%fn, %j] : memref<6x40xi64, 1>
      %fd = memref.load %P[%fs, %j] : memref<6x40xi64, 1>
      %fl = memref.load %P[%i, %fw] : memref<6x40xi64, 1>
      %fr = memref.load %P[%i, %fe] : memref<6x40xi64, 1>
      %f1 = arith.addi %fu, %fd : i64
      %f2 = arith.subi %fr, %fl : i64
      %f3 = arith.addi %f1, %f2 : i64
      %f4 = arith.shli %fc, %two : i64
      %fo = arith.subi %f3, %f4 : i64
      memref.store %fo, %P[%i, %j] : memref<6x40xi64, 1>
    }
  }
  return
}

func.func @i64_col_end() {
  %P = memref.alloc() : memref<6x40xi64, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c39 = arith.constant 39 : index
  %c40 = arith.constant 40 : index
  %k13 = arith.constant 13 : i32
  %two = arith.constant 2 : i64
  %zero = arith.constant 0 : i64
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %c40 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %p = arith.muli %ii, %jj : i32
      %m = arith.remsi %p, %k13 : i32
      %v = arith.extsi %m : i32 to i64
      memref.store %v, %P[%i, %j] : memref<6x40xi64, 1>
    }
  }
  scf.for %i = %c1 to %c5 step %c1 {
    scf.for %j = %c1 to %c39 step %c1 {
      %an = arith.subi %i, %c1 : index
      %as = arith.addi %i, %c1 : index
      %aw = arith.subi %j, %c1 : index
      %ae = arith.addi %j, %c1 : index
      %ac = memref.load %P[%i, %j] : memref<6x40xi64, 1>
      %au = memref.load %P[%an, %j] : memref<6x40xi64, 1>
      %ad = memref.load %P[%as, %j] : memref<6x40xi64, 1>
      %al = memref.load %P[%i, %aw] : memref<6x40xi64, 1>
      %ar = memref.load %P[%i, %ae] : memref<6x40xi64, 1>
      %a1 = arith.addi %au, %ad : i64
      %a2 = arith.subi %ar, %al : i64
      %a3 = arith.addi %a1, %a2 : i64
      %a4 = arith.shli %ac, %two : i64
      %ao = arith.subi %a3, %a4 : i64
      memref.store %ao, %P[%i, %j] : memref<6x40xi64, 1>
    }
  }
  %sum = scf.for %i = %c0 to %c6 step %c1 iter_args(%x = %zero) -> (i64) {
    %row = scf.for %j = %c0 to %c40 step %c1 iter_args(%y = %x) -> (i64) {
      %v = memref.load %P[%i, %j] : memref<6x40xi64, 1>
      %q = arith.addi %y, %v : i64
      scf.yield %q : i64
    }
    scf.yield %row : i64
  }
  vector.print %sum : i64
  scf.for %i = %c1 to %c5 step %c1 {
    scf.for %j = %c1 to %c40 step %c1 {
      %fn = arith.subi %i, %c1 : index
      %fs = arith.addi %i, %c1 : index
      %fw = arith.subi %j, %c1 : index
      %fe = arith.addi %j, %c1 : index
      %fc = memref.load %P[%i, %j] : memref<6x40xi64, 1>
      %fu = memref.load %P[%fn, %j] : memref<6x40xi64, 1>
      %fd = memref.load %P[%fs, %j] : memref<6x40xi64, 1>
      %fl = memref.load %P[%i, %fw] : memref<6x40xi64, 1>
      %fr = memref.load %P[%i, %fe] : memref<6x40xi64, 1>
      %f1 = arith.addi %fu, %fd : i64
      %f2 = arith.subi %fr, %fl : i64
      %f3 = arith.addi %f1, %f2 : i64
      %f4 = arith.shli %fc, %two : i64
      %fo = arith.subi %f3, %f4 : i64
      memref.store %fo, %P[%i, %j] : memref<6x40xi64, 1>
    }
  }
  return
}

func.func @i64_col_neg() {
  %P = memref.alloc() : memref<6x40xi64, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c39 = arith.constant 39 : index
  %c40 = arith.constant 40 : index
  %k13 = arith.constant 13 : i32
  %two = arith.constant 2 : i64
  %zero = arith.constant 0 : i64
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %c40 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %p = arith.muli %ii, %jj : i32
      %m = arith.remsi %p, %k13 : i32
      %v = arith.extsi %m : i32 to i64
      memref.store %v, %P[%i, %j] : memref<6x40xi64, 1>
    }
  }
  scf.for %i = %c1 to %c5 step %c1 {
    scf.for %j = %c1 to %c39 step %c1 {
      %an = arith.subi %i, %c1 : index
      %as = arith.addi %i, %c1 : index
      %aw = arith.subi %j, %c1 : index
      %ae = arith.addi %j, %c1 : index
      %ac = memref.load %P[%i, %j] : memref<6x40xi64, 1>
      %au = memref.load %P[%an, %j] : memref<6x40xi64, 1>
      %ad = memref.load %P[%as, %j] : memref<6x40xi64, 1>
      %al = memref.load %P[%i, %aw] : memref<6x40xi64, 1>
      %ar = memref.load %P[%i, %ae] : memref<6x40xi64, 1>
      %a1 = arith.addi %au, %ad : i64
      %a2 = arith.subi %ar, %al : i64
      %a3 = arith.addi %a1, %a2 : i64
      %a4 = arith.shli %ac, %two : i64
      %ao = arith.subi %a3, %a4 : i64
      memref.store %ao, %P[%i, %j] : memref<6x40xi64, 1>
    }
  }
  %sum = scf.for %i = %c0 to %c6 step %c1 iter_args(%x = %zero) -> (i64) {
    %row = scf.for %j = %c0 to %c40 step %c1 iter_args(%y = %x) -> (i64) {
      %v = memref.load %P[%i, %j] : memref<6x40xi64, 1>
      %q = arith.addi %y, %v : i64
      scf.yield %q : i64
    }
    scf.yield %row : i64
  }
  vector.print %sum : i64
  scf.for %i = %c1 to %c5 step %c1 {
    scf.for %j = %c0 to %c39 step %c1 {
      %fn = arith.subi %i, %c1 : index
      %fs = arith.addi %i, %c1 : index
      %fw = arith.subi %j, %c1 : index
      %fe = arith.addi %j, %c1 : index
      %fc = memref.load %P[%i, %j] : memref<6x40xi64, 1>
      %fu = memref.load %P[%fn, %j] : memref<6x40xi64, 1>
      %fd = memref.load %P[%fs, %j] : memref<6x40xi64, 1>
      %fl = memref.load %P[%i, %fw] : memref<6x40xi64, 1>
      %fr = memref.load %P[%i, %fe] : memref<6x40xi64, 1>
      %f1 = arith.addi %fu, %fd : i64
      %f2 = arith.subi %fr, %fl : i64
      %f3 = arith.addi %f1, %f2 : i64
      %f4 = arith.shli %fc, %two : i64
      %fo = arith.subi %f3, %f4 : i64
      memref.store %fo, %P[%i, %j] : memref<6x40xi64, 1>
    }
  }
  return
}

func.func @f32_row_end() {
  %P = memref.alloc() : memref<6x40xf32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c39 = arith.constant 39 : index
  %c40 = arith.constant 40 : index
  %k13 = arith.constant 13 : i32
  %four = arith.constant 4.0 : f32
  %zero = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %c40 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %p = arith.muli %ii, %jj : i32
      %m = arith.remsi %p, %k13 : i32
      %v = arith.sitofp %m : i32 to f32
      memref.store %v, %P[%i, %j] : memref<6x40xf32, 1>
    }
  }
  scf.for %i = %c1 to %c5 step %c1 {
    scf.for %j = %c1 to %c39 step %c1 {
      %an = arith.subi %i, %c1 : index
      %as = arith.addi %i, %c1 : index
      %aw = arith.subi %j, %c1 : index
      %ae = arith.addi %j, %c1 : index
      %ac = memref.load %P[%i, %j] : memref<6x40xf32, 1>
      %au = memref.load %P[%an, %j] : memref<6x40xf32, 1>
      %ad = memref.load %P[%as, %j] : memref<6x40xf32, 1>
      %al = memref.load %P[%i, %aw] : memref<6x40xf32, 1>
      %ar = memref.load %P[%i, %ae] : memref<6x40xf32, 1>
      %a1 = arith.addf %au, %ad : f32
      %a2 = arith.subf %ar, %al : f32
      %a3 = arith.addf %a1, %a2 : f32
      %a4 = arith.mulf %ac, %four : f32
      %ao = arith.subf %a3, %a4 : f32
      memref.store %ao, %P[%i, %j] : memref<6x40xf32, 1>
    }
  }
  %sum = scf.for %i = %c0 to %c6 step %c1 iter_args(%x = %zero) -> (f32) {
    %row = scf.for %j = %c0 to %c40 step %c1 iter_args(%y = %x) -> (f32) {
      %v = memref.load %P[%i, %j] : memref<6x40xf32, 1>
      %q = arith.addf %y, %v : f32
      scf.yield %q : f32
    }
    scf.yield %row : f32
  }
  %si = arith.fptosi %sum : f32 to i64
  vector.print %si : i64
  scf.for %i = %c1 to %c6 step %c1 {
    scf.for %j = %c1 to %c39 step %c1 {
      %fn = arith.subi %i, %c1 : index
      %fs = arith.addi %i, %c1 : index
      %fw = arith.subi %j, %c1 : index
      %fe = arith.addi %j, %c1 : index
      %fc = memref.load %P[%i, %j] : memref<6x40xf32, 1>
      %fu = memref.load %P[%fn, %j] : memref<6x40xf32, 1>
      %fd = memref.load %P[%fs, %j] : memref<6x40xf32, 1>
      %fl = memref.load %P[%i, %fw] : memref<6x40xf32, 1>
      %fr = memref.load %P[%i, %fe] : memref<6x40xf32, 1>
      %f1 = arith.addf %fu, %fd : f32
      %f2 = arith.subf %fr, %fl : f32
      %f3 = arith.addf %f1, %f2 : f32
      %f4 = arith.mulf %fc, %four : f32
      %fo = arith.subf %f3, %f4 : f32
      memref.store %fo, %P[%i, %j] : memref<6x40xf32, 1>
    }
  }
  return
}

func.func @f32_row_neg() {
  %P = memref.alloc() : memref<6x40xf32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c39 = arith.constant 39 : index
  %c40 = arith.constant 40 : index
  %k13 = arith.constant 13 : i32
  %four = arith.constant 4.0 : f32
  %zero = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %c40 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %p = arith.muli %ii, %jj : i32
      %m = arith.remsi %p, %k13 : i32
      %v = arith.sitofp %m : i32 to f32
      memref.store %v, %P[%i, %j] : memref<6x40xf32, 1>
    }
  }
  scf.for %i = %c1 to %c5 step %c1 {
    scf.for %j = %c1 to %c39 step %c1 {
      %an = arith.subi %i, %c1 : index
      %as = arith.addi %i, %c1 : index
      %aw = arith.subi %j, %c1 : index
      %ae = arith.addi %j, %c1 : index
      %ac = memref.load %P[%i, %j] : memref<6x40xf32, 1>
      %au = memref.load %P[%an, %j] : memref<6x40xf32, 1>
      %ad = memref.load %P[%as, %j] : memref<6x40xf32, 1>
      %al = memref.load %P[%i, %aw] : memref<6x40xf32, 1>
      %ar = memref.load %P[%i, %ae] : memref<6x40xf32, 1>
      %a1 = arith.addf %au, %ad : f32
      %a2 = arith.subf %ar, %al : f32
      %a3 = arith.addf %a1, %a2 : f32
      %a4 = arith.mulf %ac, %four : f32
      %ao = arith.subf %a3, %a4 : f32
      memref.store %ao, %P[%i, %j] : memref<6x40xf32, 1>
    }
  }
  %sum = scf.for %i = %c0 to %c6 step %c1 iter_args(%x = %zero) -> (f32) {
    %row = scf.for %j = %c0 to %c40 step %c1 iter_args(%y = %x) -> (f32) {
      %v = memref.load %P[%i, %j] : memref<6x40xf32, 1>
      %q = arith.addf %y, %v : f32
      scf.yield %q : f32
    }
    scf.yield %row : f32
  }
  %si = arith.fptosi %sum : f32 to i64
  vector.print %si : i64
  scf.for %i = %c0 to %c5 step %c1 {
    scf.for %j = %c1 to %c39 step %c1 {
      %fn = arith.subi %i, %c1 : index
      %fs = arith.addi %i, %c1 : index
      %fw = arith.subi %j, %c1 : index
      %fe = arith.addi %j, %c1 : index
      %fc = memref.load %P[%i, %j] : memref<6x40xf32, 1>
      %fu = memref.load %P[%fn, %j] : memref<6x40xf32, 1>
      %fd = memref.load %P[%fs, %j] : memref<6x40xf32, 1>
      %fl = memref.load %P[%i, %fw] : memref<6x40xf32, 1>
      %fr = memref.load %P[%i, %fe] : memref<6x40xf32, 1>
      %f1 = arith.addf %fu, %fd : f32
      %f2 = arith.subf %fr, %fl : f32
      %f3 = arith.addf %f1, %f2 : f32
      %f4 = arith.mulf %fc, %four : f32
      %fo = arith.subf %f3, %f4 : f32
      memref.store %fo, %P[%i, %j] : memref<6x40xf32, 1>
    }
  }
  return
}

func.func @f32_col_end() {
  %P = memref.alloc() : memref<6x40xf32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c39 = arith.constant 39 : index
  %c40 = arith.constant 40 : index
  %k13 = arith.constant 13 : i32
  %four = arith.constant 4.0 : f32
  %zero = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %c40 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %p = arith.muli %ii, %jj : i32
      %m = arith.remsi %p, %k13 : i32
      %v = arith.sitofp %m : i32 to f32
      memref.store %v, %P[%i, %j] : memref<6x40xf32, 1>
    }
  }
  scf.for %i = %c1 to %c5 step %c1 {
    scf.for %j = %c1 to %c39 step %c1 {
      %an = arith.subi %i, %c1 : index
      %as = arith.addi %i, %c1 : index
      %aw = arith.subi %j, %c1 : index
      %ae = arith.addi %j, %c1 : index
      %ac = memref.load %P[%i, %j] : memref<6x40xf32, 1>
      %au = memref.load %P[%an, %j] : memref<6x40xf32, 1>
      %ad = memref.load %P[%as, %j] : memref<6x40xf32, 1>
      %al = memref.load %P[%i, %aw] : memref<6x40xf32, 1>
      %ar = memref.load %P[%i, %ae] : memref<6x40xf32, 1>
      %a1 = arith.addf %au, %ad : f32
      %a2 = arith.subf %ar, %al : f32
      %a3 = arith.addf %a1, %a2 : f32
      %a4 = arith.mulf %ac, %four : f32
      %ao = arith.subf %a3, %a4 : f32
      memref.store %ao, %P[%i, %j] : memref<6x40xf32, 1>
    }
  }
  %sum = scf.for %i = %c0 to %c6 step %c1 iter_args(%x = %zero) -> (f32) {
    %row = scf.for %j = %c0 to %c40 step %c1 iter_args(%y = %x) -> (f32) {
      %v = memref.load %P[%i, %j] : memref<6x40xf32, 1>
      %q = arith.addf %y, %v : f32
      scf.yield %q : f32
    }
    scf.yield %row : f32
  }
  %si = arith.fptosi %sum : f32 to i64
  vector.print %si : i64
  scf.for %i = %c1 to %c5 step %c1 {
    scf.for %j = %c1 to %c40 step %c1 {
      %fn = arith.subi %i, %c1 : index
      %fs = arith.addi %i, %c1 : index
      %fw = arith.subi %j, %c1 : index
      %fe = arith.addi %j, %c1 : index
      %fc = memref.load %P[%i, %j] : memref<6x40xf32, 1>
      %fu = memref.load %P[%fn, %j] : memref<6x40xf32, 1>
      %fd = memref.load %P[%fs, %j] : memref<6x40xf32, 1>
      %fl = memref.load %P[%i, %fw] : memref<6x40xf32, 1>
      %fr = memref.load %P[%i, %fe] : memref<6x40xf32, 1>
      %f1 = arith.addf %fu, %fd : f32
      %f2 = arith.subf %fr, %fl : f32
      %f3 = arith.addf %f1, %f2 : f32
      %f4 = arith.mulf %fc, %four : f32
      %fo = arith.subf %f3, %f4 : f32
      memref.store %fo, %P[%i, %j] : memref<6x40xf32, 1>
    }
  }
  return
}

func.func @f32_col_neg() {
  %P = memref.alloc() : memref<6x40xf32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c39 = arith.constant 39 : index
  %c40 = arith.constant 40 : index
  %k13 = arith.constant 13 : i32
  %four = arith.constant 4.0 : f32
  %zero = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %c40 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %p = arith.muli %ii, %jj : i32
      %m = arith.remsi %p, %k13 : i32
      %v = arith.sitofp %m : i32 to f32
      memref.store %v, %P[%i, %j] : memref<6x40xf32, 1>
    }
  }
  scf.for %i = %c1 to %c5 step %c1 {
    scf.for %j = %c1 to %c39 step %c1 {
      %an = arith.subi %i, %c1 : index
      %as = arith.addi %i, %c1 : index
      %aw = arith.subi %j, %c1 : index
      %ae = arith.addi %j, %c1 : index
      %ac = memref.load %P[%i, %j] : memref<6x40xf32, 1>
      %au = memref.load %P[%an, %j] : memref<6x40xf32, 1>
      %ad = memref.load %P[%as, %j] : memref<6x40xf32, 1>
      %al = memref.load %P[%i, %aw] : memref<6x40xf32, 1>
      %ar = memref.load %P[%i, %ae] : memref<6x40xf32, 1>
      %a1 = arith.addf %au, %ad : f32
      %a2 = arith.subf %ar, %al : f32
      %a3 = arith.addf %a1, %a2 : f32
      %a4 = arith.mulf %ac, %four : f32
      %ao = arith.subf %a3, %a4 : f32
      memref.store %ao, %P[%i, %j] : memref<6x40xf32, 1>
    }
  }
  %sum = scf.for %i = %c0 to %c6 step %c1 iter_args(%x = %zero) -> (f32) {
    %row = scf.for %j = %c0 to %c40 step %c1 iter_args(%y = %x) -> (f32) {
      %v = memref.load %P[%i, %j] : memref<6x40xf32, 1>
      %q = arith.addf %y, %v : f32
      scf.yield %q : f32
    }
    scf.yield %row : f32
  }
  %si = arith.fptosi %sum : f32 to i64
  vector.print %si : i64
  scf.for %i = %c1 to %c5 step %c1 {
    scf.for %j = %c0 to %c39 step %c1 {
      %fn = arith.subi %i, %c1 : index
      %fs = arith.addi %i, %c1 : index
      %fw = arith.subi %j, %c1 : index
      %fe = arith.addi %j, %c1 : index
      %fc = memref.load %P[%i, %j] : memref<6x40xf32, 1>
      %fu = memref.load %P[%fn, %j] : memref<6x40xf32, 1>
      %fd = memref.load %P[%fs, %j] : memref<6x40xf32, 1>
      %fl = memref.load %P[%i, %fw] : memref<6x40xf32, 1>
      %fr = memref.load %P[%i, %fe] : memref<6x40xf32, 1>
      %f1 = arith.addf %fu, %fd : f32
      %f2 = arith.subf %fr, %fl : f32
      %f3 = arith.addf %f1, %f2 : f32
      %f4 = arith.mulf %fc, %four : f32
      %fo = arith.subf %f3, %f4 : f32
      memref.store %fo, %P[%i, %j] : memref<6x40xf32, 1>
    }
  }
  return
}

func.func @f64_row_end() {
  %P = memref.alloc() : memref<6x40xf64, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c39 = arith.constant 39 : index
  %c40 = arith.constant 40 : index
  %k13 = arith.constant 13 : i32
  %four = arith.constant 4.0 : f64
  %zero = arith.constant 0.0 : f64
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %c40 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %p = arith.muli %ii, %jj : i32
      %m = arith.remsi %p, %k13 : i32
      %v = arith.sitofp %m : i32 to f64
      memref.store %v, %P[%i, %j] : memref<6x40xf64, 1>
    }
  }
  scf.for %i = %c1 to %c5 step %c1 {
    scf.for %j = %c1 to %c39 step %c1 {
      %an = arith.subi %i, %c1 : index
      %as = arith.addi %i, %c1 : index
      %aw = arith.subi %j, %c1 : index
      %ae = arith.addi %j, %c1 : index
      %ac = memref.load %P[%i, %j] : memref<6x40xf64, 1>
      %au = memref.load %P[%an, %j] : memref<6x40xf64, 1>
      %ad = memref.load %P[%as, %j] : memref<6x40xf64, 1>
      %al = memref.load %P[%i, %aw] : memref<6x40xf64, 1>
      %ar = memref.load %P[%i, %ae] : memref<6x40xf64, 1>
      %a1 = arith.addf %au, %ad : f64
      %a2 = arith.subf %ar, %al : f64
      %a3 = arith.addf %a1, %a2 : f64
      %a4 = arith.mulf %ac, %four : f64
      %ao = arith.subf %a3, %a4 : f64
      memref.store %ao, %P[%i, %j] : memref<6x40xf64, 1>
    }
  }
  %sum = scf.for %i = %c0 to %c6 step %c1 iter_args(%x = %zero) -> (f64) {
    %row = scf.for %j = %c0 to %c40 step %c1 iter_args(%y = %x) -> (f64) {
      %v = memref.load %P[%i, %j] : memref<6x40xf64, 1>
      %q = arith.addf %y, %v : f64
      scf.yield %q : f64
    }
    scf.yield %row : f64
  }
  %si = arith.fptosi %sum : f64 to i64
  vector.print %si : i64
  scf.for %i = %c1 to %c6 step %c1 {
    scf.for %j = %c1 to %c39 step %c1 {
      %fn = arith.subi %i, %c1 : index
      %fs = arith.addi %i, %c1 : index
      %fw = arith.subi %j, %c1 : index
      %fe = arith.addi %j, %c1 : index
      %fc = memref.load %P[%i, %j] : memref<6x40xf64, 1>
      %fu = memref.load %P[%fn, %j] : memref<6x40xf64, 1>
      %fd = memref.load %P[%fs, %j] : memref<6x40xf64, 1>
      %fl = memref.load %P[%i, %fw] : memref<6x40xf64, 1>
      %fr = memref.load %P[%i, %fe] : memref<6x40xf64, 1>
      %f1 = arith.addf %fu, %fd : f64
      %f2 = arith.subf %fr, %fl : f64
      %f3 = arith.addf %f1, %f2 : f64
      %f4 = arith.mulf %fc, %four : f64
      %fo = arith.subf %f3, %f4 : f64
      memref.store %fo, %P[%i, %j] : memref<6x40xf64, 1>
    }
  }
  return
}

func.func @f64_row_neg() {
  %P = memref.alloc() : memref<6x40xf64, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c39 = arith.constant 39 : index
  %c40 = arith.constant 40 : index
  %k13 = arith.constant 13 : i32
  %four = arith.constant 4.0 : f64
  %zero = arith.constant 0.0 : f64
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %c40 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %p = arith.muli %ii, %jj : i32
      %m = arith.remsi %p, %k13 : i32
      %v = arith.sitofp %m : i32 to f64
      memref.store %v, %P[%i, %j] : memref<6x40xf64, 1>
    }
  }
  scf.for %i = %c1 to %c5 step %c1 {
    scf.for %j = %c1 to %c39 step %c1 {
      %an = arith.subi %i, %c1 : index
      %as = arith.addi %i, %c1 : index
      %aw = arith.subi %j, %c1 : index
      %ae = arith.addi %j, %c1 : index
      %ac = memref.load %P[%i, %j] : memref<6x40xf64, 1>
      %au = memref.load %P[%an, %j] : memref<6x40xf64, 1>
      %ad = memref.load %P[%as, %j] : memref<6x40xf64, 1>
      %al = memref.load %P[%i, %aw] : memref<6x40xf64, 1>
      %ar = memref.load %P[%i, %ae] : memref<6x40xf64, 1>
      %a1 = arith.addf %au, %ad : f64
      %a2 = arith.subf %ar, %al : f64
      %a3 = arith.addf %a1, %a2 : f64
      %a4 = arith.mulf %ac, %four : f64
      %ao = arith.subf %a3, %a4 : f64
      memref.store %ao, %P[%i, %j] : memref<6x40xf64, 1>
    }
  }
  %sum = scf.for %i = %c0 to %c6 step %c1 iter_args(%x = %zero) -> (f64) {
    %row = scf.for %j = %c0 to %c40 step %c1 iter_args(%y = %x) -> (f64) {
      %v = memref.load %P[%i, %j] : memref<6x40xf64, 1>
      %q = arith.addf %y, %v : f64
      scf.yield %q : f64
    }
    scf.yield %row : f64
  }
  %si = arith.fptosi %sum : f64 to i64
  vector.print %si : i64
  scf.for %i = %c0 to %c5 step %c1 {
    scf.for %j = %c1 to %c39 step %c1 {
      %fn = arith.subi %i, %c1 : index
      %fs = arith.addi %i, %c1 : index
      %fw = arith.subi %j, %c1 : index
      %fe = arith.addi %j, %c1 : index
      %fc = memref.load %P[%i, %j] : memref<6x40xf64, 1>
      %fu = memref.load %P[%fn, %j] : memref<6x40xf64, 1>
      %fd = memref.load %P[%fs, %j] : memref<6x40xf64, 1>
      %fl = memref.load %P[%i, %fw] : memref<6x40xf64, 1>
      %fr = memref.load %P[%i, %fe] : memref<6x40xf64, 1>
      %f1 = arith.addf %fu, %fd : f64
      %f2 = arith.subf %fr, %fl : f64
      %f3 = arith.addf %f1, %f2 : f64
      %f4 = arith.mulf %fc, %four : f64
      %fo = arith.subf %f3, %f4 : f64
      memref.store %fo, %P[%i, %j] : memref<6x40xf64, 1>
    }
  }
  return
}

func.func @f64_col_end() {
  %P = memref.alloc() : memref<6x40xf64, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c39 = arith.constant 39 : index
  %c40 = arith.constant 40 : index
  %k13 = arith.constant 13 : i32
  %four = arith.constant 4.0 : f64
  %zero = arith.constant 0.0 : f64
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %c40 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %p = arith.muli %ii, %jj : i32
      %m = arith.remsi %p, %k13 : i32
      %v = arith.sitofp %m : i32 to f64
      memref.store %v, %P[%i, %j] : memref<6x40xf64, 1>
    }
  }
  scf.for %i = %c1 to %c5 step %c1 {
    scf.for %j = %c1 to %c39 step %c1 {
      %an = arith.subi %i, %c1 : index
      %as = arith.addi %i, %c1 : index
      %aw = arith.subi %j, %c1 : index
      %ae = arith.addi %j, %c1 : index
      %ac = memref.load %P[%i, %j] : memref<6x40xf64, 1>
      %au = memref.load %P[%an, %j] : memref<6x40xf64, 1>
      %ad = memref.load %P[%as, %j] : memref<6x40xf64, 1>
      %al = memref.load %P[%i, %aw] : memref<6x40xf64, 1>
      %ar = memref.load %P[%i, %ae] : memref<6x40xf64, 1>
      %a1 = arith.addf %au, %ad : f64
      %a2 = arith.subf %ar, %al : f64
      %a3 = arith.addf %a1, %a2 : f64
      %a4 = arith.mulf %ac, %four : f64
      %ao = arith.subf %a3, %a4 : f64
      memref.store %ao, %P[%i, %j] : memref<6x40xf64, 1>
    }
  }
  %sum = scf.for %i = %c0 to %c6 step %c1 iter_args(%x = %zero) -> (f64) {
    %row = scf.for %j = %c0 to %c40 step %c1 iter_args(%y = %x) -> (f64) {
      %v = memref.load %P[%i, %j] : memref<6x40xf64, 1>
      %q = arith.addf %y, %v : f64
      scf.yield %q : f64
    }
    scf.yield %row : f64
  }
  %si = arith.fptosi %sum : f64 to i64
  vector.print %si : i64
  scf.for %i = %c1 to %c5 step %c1 {
    scf.for %j = %c1 to %c40 step %c1 {
      %fn = arith.subi %i, %c1 : index
      %fs = arith.addi %i, %c1 : index
      %fw = arith.subi %j, %c1 : index
      %fe = arith.addi %j, %c1 : index
      %fc = memref.load %P[%i, %j] : memref<6x40xf64, 1>
      %fu = memref.load %P[%fn, %j] : memref<6x40xf64, 1>
      %fd = memref.load %P[%fs, %j] : memref<6x40xf64, 1>
      %fl = memref.load %P[%i, %fw] : memref<6x40xf64, 1>
      %fr = memref.load %P[%i, %fe] : memref<6x40xf64, 1>
      %f1 = arith.addf %fu, %fd : f64
      %f2 = arith.subf %fr, %fl : f64
      %f3 = arith.addf %f1, %f2 : f64
      %f4 = arith.mulf %fc, %four : f64
      %fo = arith.subf %f3, %f4 : f64
      memref.store %fo, %P[%i, %j] : memref<6x40xf64, 1>
    }
  }
  return
}

func.func @f64_col_neg() {
  %P = memref.alloc() : memref<6x40xf64, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c39 = arith.constant 39 : index
  %c40 = arith.constant 40 : index
  %k13 = arith.constant 13 : i32
  %four = arith.constant 4.0 : f64
  %zero = arith.constant 0.0 : f64
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %c40 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %p = arith.muli %ii, %jj : i32
      %m = arith.remsi %p, %k13 : i32
      %v = arith.sitofp %m : i32 to f64
      memref.store %v, %P[%i, %j] : memref<6x40xf64, 1>
    }
  }
  scf.for %i = %c1 to %c5 step %c1 {
    scf.for %j = %c1 to %c39 step %c1 {
      %an = arith.subi %i, %c1 : index
      %as = arith.addi %i, %c1 : index
      %aw = arith.subi %j, %c1 : index
      %ae = arith.addi %j, %c1 : index
      %ac = memref.load %P[%i, %j] : memref<6x40xf64, 1>
      %au = memref.load %P[%an, %j] : memref<6x40xf64, 1>
      %ad = memref.load %P[%as, %j] : memref<6x40xf64, 1>
      %al = memref.load %P[%i, %aw] : memref<6x40xf64, 1>
      %ar = memref.load %P[%i, %ae] : memref<6x40xf64, 1>
      %a1 = arith.addf %au, %ad : f64
      %a2 = arith.subf %ar, %al : f64
      %a3 = arith.addf %a1, %a2 : f64
      %a4 = arith.mulf %ac, %four : f64
      %ao = arith.subf %a3, %a4 : f64
      memref.store %ao, %P[%i, %j] : memref<6x40xf64, 1>
    }
  }
  %sum = scf.for %i = %c0 to %c6 step %c1 iter_args(%x = %zero) -> (f64) {
    %row = scf.for %j = %c0 to %c40 step %c1 iter_args(%y = %x) -> (f64) {
      %v = memref.load %P[%i, %j] : memref<6x40xf64, 1>
      %q = arith.addf %y, %v : f64
      scf.yield %q : f64
    }
    scf.yield %row : f64
  }
  %si = arith.fptosi %sum : f64 to i64
  vector.print %si : i64
  scf.for %i = %c1 to %c5 step %c1 {
    scf.for %j = %c0 to %c39 step %c1 {
      %fn = arith.subi %i, %c1 : index
      %fs = arith.addi %i, %c1 : index
      %fw = arith.subi %j, %c1 : index
      %fe = arith.addi %j, %c1 : index
      %fc = memref.load %P[%i, %j] : memref<6x40xf64, 1>
      %fu = memref.load %P[%fn, %j] : memref<6x40xf64, 1>
      %fd = memref.load %P[%fs, %j] : memref<6x40xf64, 1>
      %fl = memref.load %P[%i, %fw] : memref<6x40xf64, 1>
      %fr = memref.load %P[%i, %fe] : memref<6x40xf64, 1>
      %f1 = arith.addf %fu, %fd : f64
      %f2 = arith.subf %fr, %fl : f64
      %f3 = arith.addf %f1, %f2 : f64
      %f4 = arith.mulf %fc, %four : f64
      %fo = arith.subf %f3, %f4 : f64
      memref.store %fo, %P[%i, %j] : memref<6x40xf64, 1>
    }
  }
  return
}
