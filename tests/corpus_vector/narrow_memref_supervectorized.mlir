// Generated from tests/corpus_vector/src/narrow_memref.mlir.in by mlir-opt 22 with
// PASSES: --convert-linalg-to-affine-loops --affine-super-vectorize=virtual-vector-size=8 --canonicalize
module {
  func.func @axpy4(%arg0: memref<32xi4>, %arg1: memref<32xi4>, %arg2: memref<32xi4>) {
    %0 = ub.poison : i4
    %cst = arith.constant dense<3> : vector<8xi4>
    affine.for %arg3 = 0 to 32 step 8 {
      %1 = vector.transfer_read %arg0[%arg3], %0 : memref<32xi4>, vector<8xi4>
      %2 = vector.transfer_read %arg1[%arg3], %0 : memref<32xi4>, vector<8xi4>
      %3 = arith.muli %1, %cst : vector<8xi4>
      %4 = arith.addi %3, %2 : vector<8xi4>
      vector.transfer_write %4, %arg2[%arg3] : vector<8xi4>, memref<32xi4>
    }
    return
  }
  func.func @logic1(%arg0: memref<24xi1>, %arg1: memref<24xi1>, %arg2: memref<24xi1>) {
    %0 = ub.poison : i1
    affine.for %arg3 = 0 to 24 step 8 {
      %1 = vector.transfer_read %arg0[%arg3], %0 : memref<24xi1>, vector<8xi1>
      %2 = vector.transfer_read %arg1[%arg3], %0 : memref<24xi1>, vector<8xi1>
      %3 = vector.transfer_read %arg2[%arg3], %0 : memref<24xi1>, vector<8xi1>
      %4 = arith.xori %1, %2 : vector<8xi1>
      %5 = arith.ori %4, %3 : vector<8xi1>
      vector.transfer_write %5, %arg2[%arg3] : vector<8xi1>, memref<24xi1>
    }
    return
  }
  func.func @scale12(%arg0: memref<16xi12>, %arg1: memref<16xi12>) {
    %0 = ub.poison : i12
    %cst = arith.constant dense<-77> : vector<8xi12>
    affine.for %arg2 = 0 to 16 step 8 {
      %1 = vector.transfer_read %arg0[%arg2], %0 : memref<16xi12>, vector<8xi12>
      %2 = vector.transfer_read %arg1[%arg2], %0 : memref<16xi12>, vector<8xi12>
      %3 = arith.muli %1, %cst : vector<8xi12>
      %4 = arith.subi %3, %2 : vector<8xi12>
      vector.transfer_write %4, %arg1[%arg2] : vector<8xi12>, memref<16xi12>
    }
    return
  }
  func.func @rowsum4(%arg0: memref<4x16xi4>, %arg1: memref<4xi4>) {
    affine.for %arg2 = 0 to 4 {
      affine.for %arg3 = 0 to 16 {
        %0 = affine.load %arg0[%arg2, %arg3] : memref<4x16xi4>
        %1 = affine.load %arg1[%arg2] : memref<4xi4>
        %2 = arith.addi %0, %1 : i4
        affine.store %2, %arg1[%arg2] : memref<4xi4>
      }
    }
    return
  }
  func.func @main() {
    %c0_i4 = arith.constant 0 : i4
    %c301_i12 = arith.constant 301 : i12
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c24 = arith.constant 24 : index
    %c32 = arith.constant 32 : index
    %alloc = memref.alloc() : memref<32xi4>
    %alloc_0 = memref.alloc() : memref<32xi4>
    %alloc_1 = memref.alloc() : memref<32xi4>
    %alloc_2 = memref.alloc() : memref<24xi1>
    %alloc_3 = memref.alloc() : memref<24xi1>
    %alloc_4 = memref.alloc() : memref<24xi1>
    %alloc_5 = memref.alloc() : memref<16xi12>
    %alloc_6 = memref.alloc() : memref<16xi12>
    %alloc_7 = memref.alloc() : memref<4x16xi4>
    %alloc_8 = memref.alloc() : memref<4xi4>
    scf.for %arg0 = %c0 to %c32 step %c1 {
      %0 = arith.index_cast %arg0 : index to i4
      %1 = arith.muli %arg0, %c4 : index
      %2 = arith.index_cast %1 : index to i4
      memref.store %0, %alloc[%arg0] : memref<32xi4>
      memref.store %2, %alloc_0[%arg0] : memref<32xi4>
      memref.store %0, %alloc_1[%arg0] : memref<32xi4>
    }
    scf.for %arg0 = %c0 to %c24 step %c1 {
      %0 = arith.index_cast %arg0 : index to i1
      %1 = arith.divui %arg0, %c4 : index
      %2 = arith.index_cast %1 : index to i1
      memref.store %0, %alloc_2[%arg0] : memref<24xi1>
      memref.store %2, %alloc_3[%arg0] : memref<24xi1>
      memref.store %2, %alloc_4[%arg0] : memref<24xi1>
    }
    scf.for %arg0 = %c0 to %c16 step %c1 {
      %0 = arith.index_cast %arg0 : index to i12
      %1 = arith.muli %0, %c301_i12 : i12
      memref.store %1, %alloc_5[%arg0] : memref<16xi12>
      memref.store %0, %alloc_6[%arg0] : memref<16xi12>
    }
    scf.for %arg0 = %c0 to %c4 step %c1 {
      memref.store %c0_i4, %alloc_8[%arg0] : memref<4xi4>
      scf.for %arg1 = %c0 to %c16 step %c1 {
        %0 = arith.addi %arg0, %arg1 : index
        %1 = arith.muli %0, %arg1 : index
        %2 = arith.index_cast %1 : index to i4
        memref.store %2, %alloc_7[%arg0, %arg1] : memref<4x16xi4>
      }
    }
    call @axpy4(%alloc, %alloc_0, %alloc_1) : (memref<32xi4>, memref<32xi4>, memref<32xi4>) -> ()
    call @logic1(%alloc_2, %alloc_3, %alloc_4) : (memref<24xi1>, memref<24xi1>, memref<24xi1>) -> ()
    call @scale12(%alloc_5, %alloc_6) : (memref<16xi12>, memref<16xi12>) -> ()
    call @rowsum4(%alloc_7, %alloc_8) : (memref<4x16xi4>, memref<4xi4>) -> ()
    scf.for %arg0 = %c0 to %c32 step %c1 {
      %0 = memref.load %alloc_1[%arg0] : memref<32xi4>
      vector.print %0 : i4
    }
    scf.for %arg0 = %c0 to %c24 step %c1 {
      %0 = memref.load %alloc_4[%arg0] : memref<24xi1>
      vector.print %0 : i1
    }
    scf.for %arg0 = %c0 to %c16 step %c1 {
      %0 = memref.load %alloc_6[%arg0] : memref<16xi12>
      vector.print %0 : i12
    }
    scf.for %arg0 = %c0 to %c4 step %c1 {
      %0 = memref.load %alloc_8[%arg0] : memref<4xi4>
      vector.print %0 : i4
    }
    return
  }
}

