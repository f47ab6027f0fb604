// One function per element size the interpreter's specialised loops
// load and store (1, 2, 4 and 8 bytes), with odd widths among them (i12
// in 2 bytes, i24 in 4, i40 in 8). Each fills A, runs a loop that loads,
// shifts, xors, subtracts, masks, compares, extends, stores into B and
// prints its last value and a sum, then runs the same loop over B with a bound past B's end: the
// load of B[300] faults, 300 iterations into the specialised loop.
// Values are derived in tests/interp_memo.rs.
func.func @i8() {
  %a = memref.alloc() : memref<300xi8, 1>
  %b = memref.alloc() : memref<300xi8, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c300 = arith.constant 300 : index
  %c400 = arith.constant 400 : index
  %k = arith.constant 37 : i8
  %s3 = arith.constant 3 : i8
  %s2 = arith.constant 2 : i8
  %mk = arith.constant -5 : i8
  %one = arith.constant 1 : i8
  %z = arith.constant 0 : i8
  scf.for %i = %c0 to %c300 step %c1 {
    %ii = arith.index_cast %i : index to i8
    %v = arith.muli %ii, %k : i8
    memref.store %v, %a[%i] : memref<300xi8, 1>
  }
  %z64 = arith.constant 0 : i64
  %r:2 = scf.for %i = %c0 to %c300 step %c1 iter_args(%acc = %z, %su = %z64) -> (i8, i64) {
    %v = memref.load %a[%i] : memref<300xi8, 1>
    %l = arith.shli %v, %s3 : i8
    %h = arith.shrui %v, %s2 : i8
    %x = arith.xori %l, %h : i8
    %d = arith.subi %x, %acc : i8
    %e = arith.andi %d, %mk : i8
    %neg = arith.cmpi slt, %d, %z : i8
    %n = arith.extui %neg : i1 to i8
    %y = arith.ori %e, %n : i8
    %t = arith.extsi %y : i8 to i64
    %u = arith.addi %su, %t : i64
    memref.store %y, %b[%i] : memref<300xi8, 1>
    scf.yield %y, %u : i8, i64
  }
  vector.print %r#0 : i8
  vector.print %r#1 : i64
  %q = scf.for %i = %c0 to %c400 step %c1 iter_args(%acc = %z) -> (i8) {
    %v = memref.load %b[%i] : memref<300xi8, 1>
    %s = arith.addi %acc, %v : i8
    scf.yield %s : i8
  }
  vector.print %q : i8
  return
}

func.func @i12() {
  %a = memref.alloc() : memref<300xi12, 1>
  %b = memref.alloc() : memref<300xi12, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c300 = arith.constant 300 : index
  %c400 = arith.constant 400 : index
  %k = arith.constant 37 : i12
  %s3 = arith.constant 3 : i12
  %s2 = arith.constant 2 : i12
  %mk = arith.constant -5 : i12
  %one = arith.constant 1 : i12
  %z = arith.constant 0 : i12
  scf.for %i = %c0 to %c300 step %c1 {
    %ii = arith.index_cast %i : index to i12
    %v = arith.muli %ii, %k : i12
    memref.store %v, %a[%i] : memref<300xi12, 1>
  }
  %z64 = arith.constant 0 : i64
  %r:2 = scf.for %i = %c0 to %c300 step %c1 iter_args(%acc = %z, %su = %z64) -> (i12, i64) {
    %v = memref.load %a[%i] : memref<300xi12, 1>
    %l = arith.shli %v, %s3 : i12
    %h = arith.shrui %v, %s2 : i12
    %x = arith.xori %l, %h : i12
    %d = arith.subi %x, %acc : i12
    %e = arith.andi %d, %mk : i12
    %neg = arith.cmpi slt, %d, %z : i12
    %n = arith.extui %neg : i1 to i12
    %y = arith.ori %e, %n : i12
    %t = arith.extsi %y : i12 to i64
    %u = arith.addi %su, %t : i64
    memref.store %y, %b[%i] : memref<300xi12, 1>
    scf.yield %y, %u : i12, i64
  }
  vector.print %r#0 : i12
  vector.print %r#1 : i64
  %q = scf.for %i = %c0 to %c400 step %c1 iter_args(%acc = %z) -> (i12) {
    %v = memref.load %b[%i] : memref<300xi12, 1>
    %s = arith.addi %acc, %v : i12
    scf.yield %s : i12
  }
  vector.print %q : i12
  return
}

func.func @i16() {
  %a = memref.alloc() : memref<300xi16, 1>
  %b = memref.alloc() : memref<300xi16, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c300 = arith.constant 300 : index
  %c400 = arith.constant 400 : index
  %k = arith.constant 37 : i16
  %s3 = arith.constant 3 : i16
  %s2 = arith.constant 2 : i16
  %mk = arith.constant -5 : i16
  %one = arith.constant 1 : i16
  %z = arith.constant 0 : i16
  scf.for %i = %c0 to %c300 step %c1 {
    %ii = arith.index_cast %i : index to i16
    %v = arith.muli %ii, %k : i16
    memref.store %v, %a[%i] : memref<300xi16, 1>
  }
  %z64 = arith.constant 0 : i64
  %r:2 = scf.for %i = %c0 to %c300 step %c1 iter_args(%acc = %z, %su = %z64) -> (i16, i64) {
    %v = memref.load %a[%i] : memref<300xi16, 1>
    %l = arith.shli %v, %s3 : i16
    %h = arith.shrui %v, %s2 : i16
    %x = arith.xori %l, %h : i16
    %d = arith.subi %x, %acc : i16
    %e = arith.andi %d, %mk : i16
    %neg = arith.cmpi slt, %d, %z : i16
    %n = arith.extui %neg : i1 to i16
    %y = arith.ori %e, %n : i16
    %t = arith.extsi %y : i16 to i64
    %u = arith.addi %su, %t : i64
    memref.store %y, %b[%i] : memref<300xi16, 1>
    scf.yield %y, %u : i16, i64
  }
  vector.print %r#0 : i16
  vector.print %r#1 : i64
  %q = scf.for %i = %c0 to %c400 step %c1 iter_args(%acc = %z) -> (i16) {
    %v = memref.load %b[%i] : memref<300xi16, 1>
    %s = arith.addi %acc, %v : i16
    scf.yield %s : i16
  }
  vector.print %q : i16
  return
}

func.func @i24() {
  %a = memref.alloc() : memref<300xi24, 1>
  %b = memref.alloc() : memref<300xi24, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c300 = arith.constant 300 : index
  %c400 = arith.constant 400 : index
  %k = arith.constant 37 : i24
  %s3 = arith.constant 3 : i24
  %s2 = arith.constant 2 : i24
  %mk = arith.constant -5 : i24
  %one = arith.constant 1 : i24
  %z = arith.constant 0 : i24
  scf.for %i = %c0 to %c300 step %c1 {
    %ii = arith.index_cast %i : index to i24
    %v = arith.muli %ii, %k : i24
    memref.store %v, %a[%i] : memref<300xi24, 1>
  }
  %z64 = arith.constant 0 : i64
  %r:2 = scf.for %i = %c0 to %c300 step %c1 iter_args(%acc = %z, %su = %z64) -> (i24, i64) {
    %v = memref.load %a[%i] : memref<300xi24, 1>
    %l = arith.shli %v, %s3 : i24
    %h = arith.shrui %v, %s2 : i24
    %x = arith.xori %l, %h : i24
    %d = arith.subi %x, %acc : i24
    %e = arith.andi %d, %mk : i24
    %neg = arith.cmpi slt, %d, %z : i24
    %n = arith.extui %neg : i1 to i24
    %y = arith.ori %e, %n : i24
    %t = arith.extsi %y : i24 to i64
    %u = arith.addi %su, %t : i64
    memref.store %y, %b[%i] : memref<300xi24, 1>
    scf.yield %y, %u : i24, i64
  }
  vector.print %r#0 : i24
  vector.print %r#1 : i64
  %q = scf.for %i = %c0 to %c400 step %c1 iter_args(%acc = %z) -> (i24) {
    %v = memref.load %b[%i] : memref<300xi24, 1>
    %s = arith.addi %acc, %v : i24
    scf.yield %s : i24
  }
  vector.print %q : i24
  return
}

func.func @i32() {
  %a = memref.alloc() : memref<300xi32, 1>
  %b = memref.alloc() : memref<300xi32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c300 = arith.constant 300 : index
  %c400 = arith.constant 400 : index
  %k = arith.constant 37 : i32
  %s3 = arith.constant 3 : i32
  %s2 = arith.constant 2 : i32
  %mk = arith.constant -5 : i32
  %one = arith.constant 1 : i32
  %z = arith.constant 0 : i32
  scf.for %i = %c0 to %c300 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %v = arith.muli %ii, %k : i32
    memref.store %v, %a[%i] : memref<300xi32, 1>
  }
  %z64 = arith.constant 0 : i64
  %r:2 = scf.for %i = %c0 to %c300 step %c1 iter_args(%acc = %z, %su = %z64) -> (i32, i64) {
    %v = memref.load %a[%i] : memref<300xi32, 1>
    %l = arith.shli %v, %s3 : i32
    %h = arith.shrui %v, %s2 : i32
    %x = arith.xori %l, %h : i32
    %d = arith.subi %x, %acc : i32
    %e = arith.andi %d, %mk : i32
    %neg = arith.cmpi slt, %d, %z : i32
    %n = arith.extui %neg : i1 to i32
    %y = arith.ori %e, %n : i32
    %t = arith.extsi %y : i32 to i64
    %u = arith.addi %su, %t : i64
    memref.store %y, %b[%i] : memref<300xi32, 1>
    scf.yield %y, %u : i32, i64
  }
  vector.print %r#0 : i32
  vector.print %r#1 : i64
  %q = scf.for %i = %c0 to %c400 step %c1 iter_args(%acc = %z) -> (i32) {
    %v = memref.load %b[%i] : memref<300xi32, 1>
    %s = arith.addi %acc, %v : i32
    scf.yield %s : i32
  }
  vector.print %q : i32
  return
}

func.func @i40() {
  %a = memref.alloc() : memref<300xi40, 1>
  %b = memref.alloc() : memref<300xi40, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c300 = arith.constant 300 : index
  %c400 = arith.constant 400 : index
  %k = arith.constant 37 : i40
  %s3 = arith.constant 3 : i40
  %s2 = arith.constant 2 : i40
  %mk = arith.constant -5 : i40
  %one = arith.constant 1 : i40
  %z = arith.constant 0 : i40
  scf.for %i = %c0 to %c300 step %c1 {
    %ii = arith.index_cast %i : index to i40
    %v = arith.muli %ii, %k : i40
    memref.store %v, %a[%i] : memref<300xi40, 1>
  }
  %z64 = arith.constant 0 : i64
  %r:2 = scf.for %i = %c0 to %c300 step %c1 iter_args(%acc = %z, %su = %z64) -> (i40, i64) {
    %v = memref.load %a[%i] : memref<300xi40, 1>
    %l = arith.shli %v, %s3 : i40
    %h = arith.shrui %v, %s2 : i40
    %x = arith.xori %l, %h : i40
    %d = arith.subi %x, %acc : i40
    %e = arith.andi %d, %mk : i40
    %neg = arith.cmpi slt, %d, %z : i40
    %n = arith.extui %neg : i1 to i40
    %y = arith.ori %e, %n : i40
    %t = arith.extsi %y : i40 to i64
    %u = arith.addi %su, %t : i64
    memref.store %y, %b[%i] : memref<300xi40, 1>
    scf.yield %y, %u : i40, i64
  }
  vector.print %r#0 : i40
  vector.print %r#1 : i64
  %q = scf.for %i = %c0 to %c400 step %c1 iter_args(%acc = %z) -> (i40) {
    %v = memref.load %b[%i] : memref<300xi40, 1>
    %s = arith.addi %acc, %v : i40
    scf.yield %s : i40
  }
  vector.print %q : i40
  return
}

func.func @i64() {
  %a = memref.alloc() : memref<300xi64, 1>
  %b = memref.alloc() : memref<300xi64, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c300 = arith.constant 300 : index
  %c400 = arith.constant 400 : index
  %k = arith.constant 37 : i64
  %s3 = arith.constant 3 : i64
  %s2 = arith.constant 2 : i64
  %mk = arith.constant -5 : i64
  %one = arith.constant 1 : i64
  %z = arith.constant 0 : i64
  scf.for %i = %c0 to %c300 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %v = arith.muli %ii, %k : i64
    memref.store %v, %a[%i] : memref<300xi64, 1>
  }
  %z64 = arith.constant 0 : i64
  %r:2 = scf.for %i = %c0 to %c300 step %c1 iter_args(%acc = %z, %su = %z64) -> (i64, i64) {
    %v = memref.load %a[%i] : memref<300xi64, 1>
    %l = arith.shli %v, %s3 : i64
    %h = arith.shrui %v, %s2 : i64
    %x = arith.xori %l, %h : i64
    %d = arith.subi %x, %acc : i64
    %e = arith.andi %d, %mk : i64
    %neg = arith.cmpi slt, %d, %z : i64
    %n = arith.extui %neg : i1 to i64
    %y = arith.ori %e, %n : i64
    %t = arith.xori %y, %z : i64
    %u = arith.addi %su, %t : i64
    memref.store %y, %b[%i] : memref<300xi64, 1>
    scf.yield %y, %u : i64, i64
  }
  vector.print %r#0 : i64
  vector.print %r#1 : i64
  %q = scf.for %i = %c0 to %c400 step %c1 iter_args(%acc = %z) -> (i64) {
    %v = memref.load %b[%i] : memref<300xi64, 1>
    %s = arith.addi %acc, %v : i64
    scf.yield %s : i64
  }
  vector.print %q : i64
  return
}

func.func @f32() {
  %a = memref.alloc() : memref<300xf32, 1>
  %b = memref.alloc() : memref<300xf32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c300 = arith.constant 300 : index
  %c400 = arith.constant 400 : index
  %half = arith.constant 0.5 : f32
  %k = arith.constant 1.5 : f32
  %z = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c300 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %v = arith.mulf %f, %half : f32
    memref.store %v, %a[%i] : memref<300xf32, 1>
  }
  %r = scf.for %i = %c0 to %c300 step %c1 iter_args(%acc = %z) -> (f32) {
    %v = memref.load %a[%i] : memref<300xf32, 1>
    %p = arith.mulf %v, %k : f32
    %s = arith.addf %acc, %p : f32
    memref.store %s, %b[%i] : memref<300xf32, 1>
    scf.yield %s : f32
  }
  vector.print %r : f32
  %q = scf.for %i = %c0 to %c400 step %c1 iter_args(%acc = %z) -> (f32) {
    %v = memref.load %b[%i] : memref<300xf32, 1>
    %s = arith.addf %acc, %v : f32
    scf.yield %s : f32
  }
  vector.print %q : f32
  return
}

func.func @f64() {
  %a = memref.alloc() : memref<300xf64, 1>
  %b = memref.alloc() : memref<300xf64, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c300 = arith.constant 300 : index
  %c400 = arith.constant 400 : index
  %half = arith.constant 0.5 : f64
  %k = arith.constant 1.5 : f64
  %z = arith.constant 0.0 : f64
  scf.for %i = %c0 to %c300 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f64
    %v = arith.mulf %f, %half : f64
    memref.store %v, %a[%i] : memref<300xf64, 1>
  }
  %r = scf.for %i = %c0 to %c300 step %c1 iter_args(%acc = %z) -> (f64) {
    %v = memref.load %a[%i] : memref<300xf64, 1>
    %p = arith.mulf %v, %k : f64
    %s = arith.addf %acc, %p : f64
    memref.store %s, %b[%i] : memref<300xf64, 1>
    scf.yield %s : f64
  }
  vector.print %r : f64
  %q = scf.for %i = %c0 to %c400 step %c1 iter_args(%acc = %z) -> (f64) {
    %v = memref.load %b[%i] : memref<300xf64, 1>
    %s = arith.addf %acc, %v : f64
    scf.yield %s : f64
  }
  vector.print %q : f64
  return
}
