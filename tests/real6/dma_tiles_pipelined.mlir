// Generated from src/dma_tiles.mlir.in by: mlir-opt --affine-loop-tile=tile-sizes=4,16 --affine-data-copy-generate=generate-dma=true fast-mem-space=1 tag-mem-space=3 fast-mem-capacity=1 --affine-pipeline-data-transfer
// (tests/real6/gen.sh writes this file).
#map = affine_map<(d0) -> (d0 - 16)>
#map1 = affine_map<(d0) -> ((d0 floordiv 16) mod 2)>
#map2 = affine_map<(d0, d1) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0) -> (d0)>
#map5 = affine_map<(d0) -> (d0 + 4)>
#map6 = affine_map<(d0) -> (d0 + 16)>
module {
  func.func @main() {
    %c64 = arith.constant 64 : index
    %c0 = arith.constant 0 : index
    %c64_0 = arith.constant 64 : index
    %c64_1 = arith.constant 64 : index
    %c16 = arith.constant 16 : index
    %c0_2 = arith.constant 0 : index
    %c64_3 = arith.constant 64 : index
    %c64_4 = arith.constant 64 : index
    %c16_5 = arith.constant 16 : index
    %c0_6 = arith.constant 0 : index
    %c0_7 = arith.constant 0 : index
    %c0_8 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c64_9 = arith.constant 64 : index
    %c37 = arith.constant 37 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<8x64xf32>
    %alloc_10 = memref.alloc() : memref<8x64xf32>
    scf.for %arg0 = %c0_8 to %c8 step %c1 {
      scf.for %arg1 = %c0_8 to %c64_9 step %c1 {
        %0 = arith.muli %arg0, %c64_9 : index
        %1 = arith.addi %0, %arg1 : index
        %2 = arith.remui %1, %c37 : index
        %3 = arith.index_cast %2 : index to i32
        %4 = arith.sitofp %3 : i32 to f32
        memref.store %4, %alloc[%arg0, %arg1] : memref<8x64xf32>
      }
    }
    affine.for %arg0 = 0 to 8 step 4 {
      %alloc_11 = memref.alloc() : memref<2x4x16xf32, 1>
      %alloc_12 = memref.alloc() : memref<2x1xi32, 3>
      affine.dma_start %alloc[%arg0, %c0], %alloc_11[(%c0 floordiv 16) mod 2, 0, 0], %alloc_12[(%c0 floordiv 16) mod 2, 0], %c64_3, %c64_4, %c16_5 : memref<8x64xf32>, memref<2x4x16xf32, 1>, memref<2x1xi32, 3>
      affine.for %arg1 = 16 to 64 step 16 {
        affine.dma_start %alloc[%arg0, %arg1], %alloc_11[(%arg1 floordiv 16) mod 2, 0, 0], %alloc_12[(%arg1 floordiv 16) mod 2, 0], %c64_3, %c64_4, %c16_5 : memref<8x64xf32>, memref<2x4x16xf32, 1>, memref<2x1xi32, 3>
        %7 = affine.apply #map(%arg1)
        %8 = affine.apply #map1(%7)
        %9 = affine.apply #map1(%7)
        %10 = affine.apply #map2(%arg0, %7)
        %11 = affine.apply #map3(%arg0, %7)
        affine.dma_wait %alloc_12[(%7 floordiv 16) mod 2, 0], %c64_3 : memref<2x1xi32, 3>
        %alloc_15 = memref.alloc() : memref<4x16xf32, 1>
        %alloc_16 = memref.alloc() : memref<1xi32, 3>
        affine.for %arg2 = #map4(%arg0) to #map5(%arg0) {
          affine.for %arg3 = #map4(%7) to #map6(%7) {
            %14 = affine.load %alloc_11[(%7 floordiv 16) mod 2, -%arg0 + %arg2, -%7 + %arg3] : memref<2x4x16xf32, 1>
            %15 = arith.mulf %14, %14 : f32
            %cst_17 = arith.constant 3.000000e+00 : f32
            %16 = arith.subf %15, %cst_17 : f32
            affine.store %16, %alloc_15[-%arg0 + %arg2, -%7 + %arg3] : memref<4x16xf32, 1>
          }
        }
        %12 = affine.apply #map2(%arg0, %7)
        %13 = affine.apply #map3(%arg0, %7)
        affine.dma_start %alloc_15[%c0_2, %c0_2], %alloc_10[%arg0, %7], %alloc_16[%c0_2], %c64_0, %c64_1, %c16 : memref<4x16xf32, 1>, memref<8x64xf32>, memref<1xi32, 3>
        affine.dma_wait %alloc_16[%c0_2], %c64_0 : memref<1xi32, 3>
        memref.dealloc %alloc_16 : memref<1xi32, 3>
        memref.dealloc %alloc_15 : memref<4x16xf32, 1>
      }
      %0 = affine.apply #map(%c64)
      %1 = affine.apply #map1(%0)
      %2 = affine.apply #map1(%0)
      %3 = affine.apply #map2(%arg0, %0)
      %4 = affine.apply #map3(%arg0, %0)
      affine.dma_wait %alloc_12[(%0 floordiv 16) mod 2, 0], %c64_3 : memref<2x1xi32, 3>
      %alloc_13 = memref.alloc() : memref<4x16xf32, 1>
      %alloc_14 = memref.alloc() : memref<1xi32, 3>
      affine.for %arg1 = #map4(%arg0) to #map5(%arg0) {
        affine.for %arg2 = #map4(%0) to #map6(%0) {
          %7 = affine.load %alloc_11[(%0 floordiv 16) mod 2, -%arg0 + %arg1, -%0 + %arg2] : memref<2x4x16xf32, 1>
          %8 = arith.mulf %7, %7 : f32
          %cst_15 = arith.constant 3.000000e+00 : f32
          %9 = arith.subf %8, %cst_15 : f32
          affine.store %9, %alloc_13[-%arg0 + %arg1, -%0 + %arg2] : memref<4x16xf32, 1>
        }
      }
      %5 = affine.apply #map2(%arg0, %0)
      %6 = affine.apply #map3(%arg0, %0)
      affine.dma_start %alloc_13[%c0_2, %c0_2], %alloc_10[%arg0, %0], %alloc_14[%c0_2], %c64_0, %c64_1, %c16 : memref<4x16xf32, 1>, memref<8x64xf32>, memref<1xi32, 3>
      affine.dma_wait %alloc_14[%c0_2], %c64_0 : memref<1xi32, 3>
      memref.dealloc %alloc_14 : memref<1xi32, 3>
      memref.dealloc %alloc_13 : memref<4x16xf32, 1>
      memref.dealloc %alloc_12 : memref<2x1xi32, 3>
      memref.dealloc %alloc_11 : memref<2x4x16xf32, 1>
    }
    scf.for %arg0 = %c0_8 to %c8 step %c1 {
      %0 = vector.transfer_read %alloc_10[%arg0, %c0_8], %cst : memref<8x64xf32>, vector<64xf32>
      vector.print %0 : vector<64xf32>
    }
    return
  }
}

