// Generated from src/dma_tiles.mlir.in by: mlir-opt --affine-loop-tile=tile-sizes=4,16 --affine-data-copy-generate=generate-dma=true fast-mem-space=1 tag-mem-space=3 fast-mem-capacity=1
// (tests/real6/gen.sh writes this file).
#map = affine_map<(d0, d1) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0) -> (d0 + 4)>
#map4 = affine_map<(d0) -> (d0 + 16)>
module {
  func.func @main() {
    %c64 = arith.constant 64 : index
    %c64_0 = arith.constant 64 : index
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %c64_1 = arith.constant 64 : index
    %c64_2 = arith.constant 64 : index
    %c16_3 = arith.constant 16 : index
    %c0_4 = arith.constant 0 : index
    %c0_5 = arith.constant 0 : index
    %c0_6 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c64_7 = arith.constant 64 : index
    %c37 = arith.constant 37 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<8x64xf32>
    %alloc_8 = memref.alloc() : memref<8x64xf32>
    scf.for %arg0 = %c0_6 to %c8 step %c1 {
      scf.for %arg1 = %c0_6 to %c64_7 step %c1 {
        %0 = arith.muli %arg0, %c64_7 : index
        %1 = arith.addi %0, %arg1 : index
        %2 = arith.remui %1, %c37 : index
        %3 = arith.index_cast %2 : index to i32
        %4 = arith.sitofp %3 : i32 to f32
        memref.store %4, %alloc[%arg0, %arg1] : memref<8x64xf32>
      }
    }
    affine.for %arg0 = 0 to 8 step 4 {
      affine.for %arg1 = 0 to 64 step 16 {
        %0 = affine.apply #map(%arg0, %arg1)
        %1 = affine.apply #map1(%arg0, %arg1)
        %alloc_9 = memref.alloc() : memref<4x16xf32, 1>
        %alloc_10 = memref.alloc() : memref<1xi32, 3>
        affine.dma_start %alloc[%arg0, %arg1], %alloc_9[%c0_4, %c0_4], %alloc_10[%c0_4], %c64_1, %c64_2, %c16_3 : memref<8x64xf32>, memref<4x16xf32, 1>, memref<1xi32, 3>
        affine.dma_wait %alloc_10[%c0_4], %c64_1 : memref<1xi32, 3>
        %alloc_11 = memref.alloc() : memref<4x16xf32, 1>
        %alloc_12 = memref.alloc() : memref<1xi32, 3>
        affine.for %arg2 = #map2(%arg0) to #map3(%arg0) {
          affine.for %arg3 = #map2(%arg1) to #map4(%arg1) {
            %4 = affine.load %alloc_9[-%arg0 + %arg2, -%arg1 + %arg3] : memref<4x16xf32, 1>
            %5 = arith.mulf %4, %4 : f32
            %cst_13 = arith.constant 3.000000e+00 : f32
            %6 = arith.subf %5, %cst_13 : f32
            affine.store %6, %alloc_11[-%arg0 + %arg2, -%arg1 + %arg3] : memref<4x16xf32, 1>
          }
        }
        %2 = affine.apply #map(%arg0, %arg1)
        %3 = affine.apply #map1(%arg0, %arg1)
        affine.dma_start %alloc_11[%c0, %c0], %alloc_8[%arg0, %arg1], %alloc_12[%c0], %c64, %c64_0, %c16 : memref<4x16xf32, 1>, memref<8x64xf32>, memref<1xi32, 3>
        affine.dma_wait %alloc_12[%c0], %c64 : memref<1xi32, 3>
        memref.dealloc %alloc_12 : memref<1xi32, 3>
        memref.dealloc %alloc_11 : memref<4x16xf32, 1>
        memref.dealloc %alloc_10 : memref<1xi32, 3>
        memref.dealloc %alloc_9 : memref<4x16xf32, 1>
      }
    }
    scf.for %arg0 = %c0_6 to %c8 step %c1 {
      %0 = vector.transfer_read %alloc_8[%arg0, %c0_6], %cst : memref<8x64xf32>, vector<64xf32>
      vector.print %0 : vector<64xf32>
    }
    return
  }
}

