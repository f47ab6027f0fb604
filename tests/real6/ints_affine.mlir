// Generated from src/ints.mlir.in by: mlir-opt --one-shot-bufferize=bufferize-function-boundaries --convert-linalg-to-affine-loops
// (tests/real6/gen.sh writes this file).
#map = affine_map<(d0) -> (d0 floordiv 2)>
#map1 = affine_map<(d0) -> (d0 mod 3)>
module {
  func.func @main() {
    %false = arith.constant false
    %c0_i8 = arith.constant 0 : i8
    %c7_i32 = arith.constant 7 : i32
    %c1000003_i64 = arith.constant 1000003 : i64
    %c0_i64 = arith.constant 0 : i64
    %c0_i32 = arith.constant 0 : i32
    %c9_i16 = arith.constant 9 : i16
    %c3_i16 = arith.constant 3 : i16
    %c13 = arith.constant 13 : index
    %c37 = arith.constant 37 : index
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<6x10xi8>
    affine.for %arg0 = 0 to 6 {
      affine.for %arg1 = 0 to 10 {
        %4 = arith.muli %arg0, %c37 : index
        %5 = arith.addi %4, %arg1 : index
        %6 = arith.muli %5, %c13 : index
        %7 = arith.index_cast %6 : index to i8
        affine.store %7, %alloc[%arg0, %arg1] : memref<6x10xi8>
      }
    }
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<10x4xi16>
    affine.for %arg0 = 0 to 10 {
      affine.for %arg1 = 0 to 4 {
        %4 = arith.index_cast %arg0 : index to i16
        %5 = arith.index_cast %arg1 : index to i16
        %6 = arith.shli %4, %c3_i16 : i16
        %7 = arith.xori %6, %5 : i16
        %8 = arith.subi %7, %c9_i16 : i16
        affine.store %8, %alloc_0[%arg0, %arg1] : memref<10x4xi16>
      }
    }
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<6x4xi32>
    affine.for %arg0 = 0 to 6 {
      affine.for %arg1 = 0 to 4 {
        affine.store %c0_i32, %alloc_1[%arg0, %arg1] : memref<6x4xi32>
      }
    }
    affine.for %arg0 = 0 to 6 {
      affine.for %arg1 = 0 to 4 {
        affine.for %arg2 = 0 to 10 {
          %4 = affine.load %alloc[%arg0, %arg2] : memref<6x10xi8>
          %5 = affine.load %alloc_0[%arg2, %arg1] : memref<10x4xi16>
          %6 = affine.load %alloc_1[%arg0, %arg1] : memref<6x4xi32>
          %7 = arith.extsi %4 : i8 to i32
          %8 = arith.extsi %5 : i16 to i32
          %9 = arith.muli %7, %8 : i32
          %10 = arith.addi %6, %9 : i32
          affine.store %10, %alloc_1[%arg0, %arg1] : memref<6x4xi32>
        }
      }
    }
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<6xi64>
    affine.for %arg0 = 0 to 6 {
      affine.store %c0_i64, %alloc_2[%arg0] : memref<6xi64>
    }
    affine.for %arg0 = 0 to 6 {
      affine.for %arg1 = 0 to 4 {
        %4 = affine.load %alloc_1[%arg0, %arg1] : memref<6x4xi32>
        %5 = affine.load %alloc_2[%arg0] : memref<6xi64>
        %6 = arith.extsi %4 : i32 to i64
        %7 = arith.muli %6, %6 : i64
        %8 = arith.muli %7, %c1000003_i64 : i64
        %9 = arith.addi %8, %5 : i64
        affine.store %9, %alloc_2[%arg0] : memref<6xi64>
      }
    }
    %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<6x4xi1>
    affine.for %arg0 = 0 to 6 {
      affine.for %arg1 = 0 to 4 {
        %4 = affine.load %alloc_1[%arg0, %arg1] : memref<6x4xi32>
        %5 = arith.cmpi sgt, %4, %c0_i32 : i32
        affine.store %5, %alloc_3[%arg0, %arg1] : memref<6x4xi1>
      }
    }
    affine.for %arg0 = 0 to 6 {
      affine.for %arg1 = 0 to 4 {
        %4 = affine.load %alloc_3[%arg0, %arg1] : memref<6x4xi1>
        %5 = affine.load %alloc_1[%arg0, %arg1] : memref<6x4xi32>
        %6 = arith.subi %c0_i32, %5 : i32
        %7 = arith.divsi %6, %c7_i32 : i32
        %8 = arith.select %4, %5, %7 : i32
        affine.store %8, %alloc_1[%arg0, %arg1] : memref<6x4xi32>
      }
    }
    %alloc_4 = memref.alloc() {alignment = 64 : i64} : memref<5x3xi8>
    affine.for %arg0 = 0 to 6 {
      affine.for %arg1 = 0 to 10 {
        %4 = affine.load %alloc[%arg0, %arg1] : memref<6x10xi8>
        %5 = affine.apply #map(%arg1)
        %6 = affine.apply #map1(%arg0)
        affine.store %4, %alloc_4[%5, %6] : memref<5x3xi8>
      }
    }
    %0 = vector.transfer_read %alloc_2[%c0], %c0_i64 {in_bounds = [true]} : memref<6xi64>, vector<6xi64>
    vector.print %0 : vector<6xi64>
    %1 = vector.transfer_read %alloc_1[%c0, %c0], %c0_i32 {in_bounds = [true, true]} : memref<6x4xi32>, vector<6x4xi32>
    vector.print %1 : vector<6x4xi32>
    %2 = vector.transfer_read %alloc_4[%c0, %c0], %c0_i8 {in_bounds = [true, true]} : memref<5x3xi8>, vector<5x3xi8>
    vector.print %2 : vector<5x3xi8>
    %3 = vector.transfer_read %alloc_3[%c0, %c0], %false {in_bounds = [true, true]} : memref<6x4xi1>, vector<6x4xi1>
    vector.print %3 : vector<6x4xi1>
    return
  }
}

