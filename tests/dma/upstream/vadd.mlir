// f32 vector add c = a + b on 1024 elements, in tiles of 128.
func.func @main() {
  %a = memref.alloc() : memref<1024xf32>
  %b = memref.alloc() : memref<1024xf32>
  %c = memref.alloc() : memref<1024xf32>
  affine.for %i = 0 to 1024 {
    %m = affine.apply affine_map<(d0) -> ((d0 * 13) mod 64)>(%i)
    %mi = arith.index_cast %m : index to i32
    %ii = arith.index_cast %i : index to i32
    %x = arith.sitofp %mi : i32 to f32
    %y = arith.sitofp %ii : i32 to f32
    %h = arith.constant 0.25 : f32
    %yq = arith.mulf %y, %h : f32
    affine.store %x, %a[%i] : memref<1024xf32>
    affine.store %yq, %b[%i] : memref<1024xf32>
  }
  affine.for %t = 0 to 1024 step 128 {
    affine.for %i = affine_map<(d0) -> (d0)>(%t) to affine_map<(d0) -> (d0 + 128)>(%t) {
      %x = affine.load %a[%i] : memref<1024xf32>
      %y = affine.load %b[%i] : memref<1024xf32>
      %s = arith.addf %x, %y : f32
      affine.store %s, %c[%i] : memref<1024xf32>
    }
  }
  affine.for %i = 0 to 1024 step 7 {
    %v = affine.load %c[%i] : memref<1024xf32>
    vector.print %v : f32
  }
  return
}
