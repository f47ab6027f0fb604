// Hand-written: affine maps of each form the memo's specialised form
// evaluates, in one innermost affine.for of 40 iterations: d0 + c,
// 2 * d0 + 1, d0 + s0 (a symbol), d0 - d1 (two dims), floordiv, ceildiv
// and mod by constants, affine.min and affine.max, an affine.apply; the
// loop sums what it loads at those subscripts into one element.
#p2 = affine_map<(d0) -> (d0 + 3)>
#odd = affine_map<(d0) -> (d0 * 2 + 1)>
#sym = affine_map<(d0)[s0] -> (d0 + s0)>
#two = affine_map<(d0, d1) -> (d0 - d1 + 50)>
#div = affine_map<(d0) -> (d0 floordiv 3)>
#ceil = affine_map<(d0) -> (d0 ceildiv 4 + 1)>
#lo = affine_map<(d0)[s0] -> (d0 + 5, s0 * 2)>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %c17 = arith.constant 17 : index
  %A = memref.alloc() : memref<100xi32>
  %M = memref.alloc() : memref<20x7xi32>
  %S = memref.alloc() : memref<4xi32>
  scf.for %i = %c0 to %c100 step %c1 {
    %v = arith.index_cast %i : index to i32
    %sq = arith.muli %v, %v : i32
    memref.store %sq, %A[%i] : memref<100xi32>
  }
  scf.for %i = %c0 to %c17 step %c1 {
    scf.for %j = %c0 to %c17 step %c1 {
      %v = arith.index_cast %i : index to i32
      %w = arith.index_cast %j : index to i32
      %k = arith.constant 10 : i32
      %x = arith.muli %v, %k : i32
      %y = arith.addi %x, %w : i32
      %c7 = arith.constant 7 : index
      %in = arith.cmpi ult, %j, %c7 : index
      scf.if %in {
        memref.store %y, %M[%i, %j] : memref<20x7xi32>
      }
    }
  }
  %z = arith.constant 0 : i32
  memref.store %z, %S[%c0] : memref<4xi32>
  memref.store %z, %S[%c1] : memref<4xi32>
  affine.for %i = 0 to 40 {
    %a = affine.load %A[%i + 3] : memref<100xi32>
    %b = affine.load %A[%i * 2 + 1] : memref<100xi32>
    %c = affine.load %A[%i + symbol(%c17)] : memref<100xi32>
    %d = affine.load %A[%i - symbol(%c17) + 50] : memref<100xi32>
    %q = affine.apply #div(%i)
    %e = affine.load %M[%i floordiv 3, %i mod 7] : memref<20x7xi32>
    %f = affine.load %A[%i ceildiv 4 + 1] : memref<100xi32>
    %m = affine.min #lo(%i)[%c17]
    %n = affine.max #lo(%i)[%c17]
    %g = memref.load %A[%m] : memref<100xi32>
    %h = memref.load %A[%n] : memref<100xi32>
    %t = affine.apply #two(%i, %q)
    %u = memref.load %A[%t] : memref<100xi32>
    %s0 = affine.load %S[0] : memref<4xi32>
    %s1 = arith.addi %s0, %a : i32
    %s2 = arith.addi %s1, %b : i32
    %s3 = arith.addi %s2, %c : i32
    %s4 = arith.addi %s3, %d : i32
    %s5 = arith.addi %s4, %e : i32
    %s6 = arith.addi %s5, %f : i32
    %s7 = arith.addi %s6, %g : i32
    %s8 = arith.addi %s7, %h : i32
    affine.store %s8, %S[0] : memref<4xi32>
    %s9 = affine.load %S[1] : memref<4xi32>
    %s10 = arith.addi %s9, %u : i32
    affine.store %s10, %S[1] : memref<4xi32>
  }
  %r0 = memref.load %S[%c0] : memref<4xi32>
  %r1 = memref.load %S[%c1] : memref<4xi32>
  vector.print %r0 : i32
  vector.print %r1 : i32
  return
}
