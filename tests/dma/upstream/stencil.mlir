// 3-point stencil b[i] = a[i-1] + 2 a[i] + a[i+1] for the 512 interior
// points of 514 f32, in tiles of 64. The tiles divide the range evenly:
// upstream's copy generation sizes every tile's buffer as a full tile, so
// a short last tile would make it emit a DMA past the end of `a`.
func.func @main() {
  %a = memref.alloc() : memref<514xf32>
  %b = memref.alloc() : memref<514xf32>
  affine.for %i = 0 to 514 {
    %m = affine.apply affine_map<(d0) -> ((d0 * 37) mod 101)>(%i)
    %mi = arith.index_cast %m : index to i32
    %x = arith.sitofp %mi : i32 to f32
    affine.store %x, %a[%i] : memref<514xf32>
  }
  %two = arith.constant 2.0 : f32
  affine.for %t = 1 to 513 step 64 {
    affine.for %i = affine_map<(d0) -> (d0)>(%t) to affine_map<(d0) -> (d0 + 64)>(%t) {
      %l = affine.load %a[%i - 1] : memref<514xf32>
      %c = affine.load %a[%i] : memref<514xf32>
      %r = affine.load %a[%i + 1] : memref<514xf32>
      %c2 = arith.mulf %c, %two : f32
      %s = arith.addf %l, %c2 : f32
      %s2 = arith.addf %s, %r : f32
      affine.store %s2, %b[%i] : memref<514xf32>
    }
  }
  affine.for %i = 1 to 513 step 5 {
    %v = affine.load %b[%i] : memref<514xf32>
    vector.print %v : f32
  }
  return
}
