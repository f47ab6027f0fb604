// scf.forall on memrefs, alloca_scope, realloc, affine vector accesses and
// index arithmetic.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %m = memref.alloc() : memref<4x6xf32>
  scf.forall (%i, %j) in (4, 6) {
    %ii = arith.index_cast %i : index to i32
    %jj = arith.index_cast %j : index to i32
    %t = arith.constant 10 : i32
    %a = arith.muli %ii, %t : i32
    %b = arith.addi %a, %jj : i32
    %f = arith.sitofp %b : i32 to f32
    memref.store %f, %m[%i, %j] : memref<4x6xf32>
  }
  scf.forall (%i, %j) = (1, %c1) to (%c3, 6) step (%c2, 2) {
    %v = memref.load %m[%i, %j] : memref<4x6xf32>
    %n = arith.negf %v : f32
    memref.store %n, %m[%i, %j] : memref<4x6xf32>
  }
  %row = affine.vector_load %m[%c1, %c0 + 1] : memref<4x6xf32>, vector<4xf32>
  vector.print %row : vector<4xf32>
  %w = arith.constant dense<[0.5, 1.5]> : vector<2xf32>
  affine.vector_store %w, %m[%c3 - 1, 4] : memref<4x6xf32>, vector<2xf32>
  affine.prefetch %m[%c1, 2], read, locality<3>, data : memref<4x6xf32>
  memref.prefetch %m[%c1, %c2], write, locality<1>, data : memref<4x6xf32>
  %row2 = vector.load %m[%c2, %c0] : memref<4x6xf32>, vector<6xf32>
  vector.print %row2 : vector<6xf32>
  %s = memref.alloca_scope -> (f32) {
    %tmp = memref.alloca() : memref<2xf32>
    %x = memref.load %m[%c1, %c1] : memref<4x6xf32>
    memref.store %x, %tmp[%c1] : memref<2xf32>
    %y = memref.load %tmp[%c1] : memref<2xf32>
    %z = arith.addf %x, %y : f32
    memref.alloca_scope.return %z : f32
  }
  vector.print %s : f32
  memref.alloca_scope {
    %tmp = memref.alloca() : memref<1xf32>
    memref.store %s, %tmp[%c0] : memref<1xf32>
  }
  %v = memref.alloc() : memref<3xi32>
  %k = arith.constant 42 : i32
  memref.store %k, %v[%c2] : memref<3xi32>
  %r = memref.realloc %v : memref<3xi32> to memref<5xi32>
  %r2 = memref.load %r[%c2] : memref<5xi32>
  vector.print %r2 : i32
  %c7 = arith.constant 7 : index
  %r3 = memref.realloc %r(%c2) : memref<5xi32> to memref<?xi32>
  %d = memref.dim %r3, %c0 : memref<?xi32>
  vector.print %d : index
  %n = arith.constant 47 : index
  %q:3 = affine.delinearize_index %n into (3, 4, 5) : index, index, index
  vector.print %q#0 : index
  vector.print %q#1 : index
  vector.print %q#2 : index
  %p:3 = affine.delinearize_index %n into (%c3, 5) : index, index, index
  vector.print %p#0 : index
  vector.print %p#1 : index
  vector.print %p#2 : index
  %l = affine.linearize_index [%q#0, %q#1, %q#2] by (3, 4, 5) : index
  vector.print %l : index
  %l2 = affine.linearize_index disjoint [%c2, %c3] by (%c7) : index
  vector.print %l2 : index
  memref.dealloc %m : memref<4x6xf32>
  memref.dealloc %r3 : memref<?xi32>
  return
}
