// Functions on either side of the quick/hot line of `sim/src/jit/quick.rs`
// (a static bound on the instructions a function runs over the whole
// run, against 1000 times its length). Each prints what it computed, so
// both kinds of compiled code are checked against the interpreter.

// No loop, called once: quick.
func.func @straight(%a: i32) -> i32 {
  %c7 = arith.constant 7 : i32
  %m = arith.muli %a, %c7 : i32
  %x = arith.xori %m, %a : i32
  return %x : i32
}

// Ten trips, bound by a constant: quick.
func.func @short(%a: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c10 step %c1 iter_args(%s = %a) -> (i64) {
    %c3 = arith.constant 3 : i64
    %t = arith.muli %s, %c3 : i64
    %u = arith.addi %t, %a : i64
    scf.yield %u : i64
  }
  return %r : i64
}

// An affine loop whose bounds are maps of constants: 20 trips, quick.
func.func @affine_short(%m: memref<20xi16>) {
  affine.for %i = 0 to 20 {
    %v = arith.index_cast %i : index to i16
    %w = arith.muli %v, %v : i16
    affine.store %w, %m[%i] : memref<20xi16>
  }
  return
}

// 200,000 trips: hot.
func.func @long(%a: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %n = arith.constant 200000 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%s = %a) -> (i64) {
    %c5 = arith.constant 5 : i64
    %t = arith.muli %s, %c5 : i64
    %u = arith.xori %t, %a : i64
    scf.yield %u : i64
  }
  return %r : i64
}

// A bound known only at run time: hot.
func.func @dynamic(%a: i64, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%s = %a) -> (i64) {
    %u = arith.addi %s, %s : i64
    scf.yield %u : i64
  }
  return %r : i64
}

// No loop, but called from a loop of 100,000 trips: hot.
func.func @leaf_hot(%a: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %t = arith.addi %a, %c3 : i32
  return %t : i32
}

// No loop, called from a loop of 4 trips: quick.
func.func @leaf_few(%a: i32) -> i32 {
  %c9 = arith.constant 9 : i32
  %t = arith.muli %a, %c9 : i32
  return %t : i32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %many = arith.constant 100000 : index
  %c12 = arith.constant 12 : index
  %a32 = arith.constant 1234567 : i32
  %a64 = arith.constant 99991 : i64
  %s = func.call @straight(%a32) : (i32) -> i32
  vector.print %s : i32
  %h = func.call @short(%a64) : (i64) -> i64
  vector.print %h : i64
  %m = memref.alloc() : memref<20xi16>
  func.call @affine_short(%m) : (memref<20xi16>) -> ()
  %c19 = arith.constant 19 : index
  %w = memref.load %m[%c19] : memref<20xi16>
  vector.print %w : i16
  %l = func.call @long(%a64) : (i64) -> i64
  vector.print %l : i64
  %d = func.call @dynamic(%a64, %c12) : (i64, index) -> i64
  vector.print %d : i64
  %x = scf.for %i = %c0 to %many step %c1 iter_args(%v = %a32) -> (i32) {
    %y = func.call @leaf_hot(%v) : (i32) -> i32
    scf.yield %y : i32
  }
  vector.print %x : i32
  %z = scf.for %i = %c0 to %c4 step %c1 iter_args(%v = %a32) -> (i32) {
    %y = func.call @leaf_few(%v) : (i32) -> i32
    scf.yield %y : i32
  }
  vector.print %z : i32
  memref.dealloc %m : memref<20xi16>
  return
}
