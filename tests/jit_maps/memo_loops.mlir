// Loops whose loads and stores are affine.load/affine.store, as
// --convert-linalg-to-affine-loops writes them: every subscript goes
// through a map (here plain dimensions and symbols), so the iteration
// memo must see through the maps in both engines. @matmul is a 12x20x28
// i32 matmul with C[i][j] loaded and stored at every k; @shifted reads
// A[i][k + 1] through a map that computes (one that may overflow), and
// @unrolled, a loop unrolled by two as affine-loop-unroll writes it, reads
// A[i][k + 1] through affine.apply of k + 1 below a constant bound (which
// cannot overflow).
func.func @matmul(%A: memref<12x28xi32>, %B: memref<28x20xi32>, %C: memref<12x20xi32>) {
  affine.for %i = 0 to 12 {
    affine.for %j = 0 to 20 {
      affine.for %k = 0 to 28 {
        %a = affine.load %A[%i, %k] : memref<12x28xi32>
        %b = affine.load %B[%k, %j] : memref<28x20xi32>
        %c = affine.load %C[%i, %j] : memref<12x20xi32>
        %p = arith.muli %a, %b : i32
        %s = arith.addi %c, %p : i32
        affine.store %s, %C[%i, %j] : memref<12x20xi32>
      }
    }
  }
  return
}

func.func @shifted(%A: memref<12x28xi32>, %n: index) -> i32 {
  %z = arith.constant 0 : i32
  %r = affine.for %i = 0 to 12 iter_args(%acc = %z) -> i32 {
    %row = affine.for %k = 0 to %n iter_args(%x = %acc) -> i32 {
      %a = affine.load %A[%i, %k + 1] : memref<12x28xi32>
      %b = affine.load %A[symbol(%n) - 20, %k] : memref<12x28xi32>
      %d = arith.subi %a, %b : i32
      %y = arith.addi %x, %d : i32
      affine.yield %y : i32
    }
    affine.yield %row : i32
  }
  return %r : i32
}

func.func @main() {
  %A = memref.alloc() : memref<12x28xi32>
  %B = memref.alloc() : memref<28x20xi32>
  %C = memref.alloc() : memref<12x20xi32>
  %c7 = arith.constant 7 : i32
  %c11 = arith.constant 11 : i32
  %c13 = arith.constant 13 : i32
  affine.for %i = 0 to 12 {
    affine.for %k = 0 to 28 {
      %ii = arith.index_cast %i : index to i32
      %kk = arith.index_cast %k : index to i32
      %p = arith.muli %ii, %kk : i32
      %q = arith.addi %p, %c7 : i32
      %v = arith.remsi %q, %c11 : i32
      affine.store %v, %A[%i, %k] : memref<12x28xi32>
    }
  }
  affine.for %k = 0 to 28 {
    affine.for %j = 0 to 20 {
      %kk = arith.index_cast %k : index to i32
      %jj = arith.index_cast %j : index to i32
      %p = arith.muli %kk, %c13 : i32
      %q = arith.subi %p, %jj : i32
      affine.store %q, %B[%k, %j] : memref<28x20xi32>
    }
  }
  %zero = arith.constant 0 : i32
  affine.for %i = 0 to 12 {
    affine.for %j = 0 to 20 {
      affine.store %zero, %C[%i, %j] : memref<12x20xi32>
    }
  }
  func.call @matmul(%A, %B, %C) : (memref<12x28xi32>, memref<28x20xi32>, memref<12x20xi32>) -> ()
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %c11i = arith.constant 11 : index
  %c19 = arith.constant 19 : index
  %x = memref.load %C[%c0, %c0] : memref<12x20xi32>
  %y = memref.load %C[%c5, %c19] : memref<12x20xi32>
  %w = memref.load %C[%c11i, %c5] : memref<12x20xi32>
  vector.print %x : i32
  vector.print %y : i32
  vector.print %w : i32
  %n = arith.constant 27 : index
  %s = func.call @shifted(%A, %n) : (memref<12x28xi32>, index) -> i32
  vector.print %s : i32
  %u = func.call @unrolled(%A) : (memref<12x28xi32>) -> i32
  vector.print %u : i32
  // One past the last column in the last iteration of the last row.
  %m = arith.constant 28 : index
  %t = func.call @shifted(%A, %m) : (memref<12x28xi32>, index) -> i32
  vector.print %t : i32
  return
}

#next = affine_map<(d0) -> (d0 + 1)>
func.func @unrolled(%A: memref<12x28xi32>) -> i32 {
  %z = arith.constant 0 : i32
  %r = affine.for %i = 0 to 12 iter_args(%acc = %z) -> i32 {
    %row = affine.for %k = 0 to 28 step 2 iter_args(%x = %acc) -> i32 {
      %a = affine.load %A[%i, %k] : memref<12x28xi32>
      %k1 = affine.apply #next(%k)
      %b = affine.load %A[%i, %k1] : memref<12x28xi32>
      %d = arith.subi %a, %b : i32
      %m = arith.muli %d, %d : i32
      %y = arith.addi %x, %m : i32
      affine.yield %y : i32
    }
    affine.yield %row : i32
  }
  return %r : i32
}
