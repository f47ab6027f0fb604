// Memref layouts (affine maps, strided) and memory spaces of every kind.
#col_major = affine_map<(d0, d1) -> (d1, d0)>
#tiled = affine_map<(d0, d1) -> (d0 floordiv 8, d1 floordiv 128, d0 mod 8, d1 mod 128)>
func.func @layouts(
    %a: memref<16x32xf32, #col_major>,
    %b: memref<16x256xf32, #tiled, 1>,
    %c: memref<4x4xf32, strided<[8, 1], offset: 2>>,
    %d: memref<4x?xf32, strided<[?, 1], offset: ?>>,
    %e: memref<8xf32, affine_map<(d0) -> (d0 + 2)>>,
    %g: memref<8xi8, "smem">,
    %h: memref<*xf32, 3>,
    %k: memref<2x3xf32, affine_map<(d0, d1)[s0] -> (d0 * 3 + d1 + s0)>>
) {
  return
}
