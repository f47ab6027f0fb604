// scf.parallel over two dimensions writing a buffer, and one dimension
// with reductions, one of them non-commutative (subtraction) so the
// combination order shows: iterations in order, acc = region(acc, value).
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %m = memref.alloc() : memref<3x4xi32>
  scf.parallel (%i, %j) = (%c0, %c0) to (%c3, %c7) step (%c1, %c2) {
    %ii = arith.index_cast %i : index to i32
    %jj = arith.index_cast %j : index to i32
    %k = arith.constant 10 : i32
    %t = arith.muli %ii, %k : i32
    %v = arith.addi %t, %jj : i32
    %col = arith.divui %j, %c2 : index
    memref.store %v, %m[%i, %col] : memref<3x4xi32>
  }
  %init = arith.constant 1000 : i32
  %finit = arith.constant 0.5 : f32
  %r:2 = scf.parallel (%i) = (%c0) to (%c7) step (%c2) init (%init, %finit) -> (i32, f32) {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    scf.reduce(%ii, %f : i32, f32) {
    ^bb0(%a: i32, %b: i32):
      %d = arith.subi %a, %b : i32
      scf.reduce.return %d : i32
    }, {
    ^bb0(%a: f32, %b: f32):
      %h = arith.constant 0.25 : f32
      %p = arith.mulf %a, %h : f32
      %s = arith.addf %p, %b : f32
      scf.reduce.return %s : f32
    }
  }
  vector.print %r#0 : i32
  vector.print %r#1 : f32
  %row = arith.constant 2 : index
  scf.for %q = %c0 to %c3 step %c1 {
    scf.for %w = %c0 to %c3 step %c1 {
      %x = memref.load %m[%q, %w] : memref<3x4xi32>
      vector.print %x : i32
    }
  }
  memref.dealloc %m : memref<3x4xi32>
  return
}
