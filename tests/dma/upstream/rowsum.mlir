// Row sums of a 64 x 64 i32 matrix, eight rows per tile, with the
// accumulator carried through iter_args.
func.func @main() {
  %a = memref.alloc() : memref<64x64xi32>
  %s = memref.alloc() : memref<64xi32>
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %v = affine.apply affine_map<(d0, d1) -> ((d0 * 31 + d1 * 17) mod 97)>(%i, %j)
      %vi = arith.index_cast %v : index to i32
      affine.store %vi, %a[%i, %j] : memref<64x64xi32>
    }
  }
  %z = arith.constant 0 : i32
  affine.for %t = 0 to 64 step 8 {
    affine.for %i = affine_map<(d0) -> (d0)>(%t) to affine_map<(d0) -> (d0 + 8)>(%t) {
      %sum = affine.for %j = 0 to 64 iter_args(%acc = %z) -> (i32) {
        %x = affine.load %a[%i, %j] : memref<64x64xi32>
        %n = arith.addi %acc, %x : i32
        affine.yield %n : i32
      }
      affine.store %sum, %s[%i] : memref<64xi32>
    }
  }
  affine.for %i = 0 to 64 {
    %v = affine.load %s[%i] : memref<64xi32>
    vector.print %v : i32
  }
  return
}
