// Generated from tests/corpus_vector/src/narrow_memref_vectorize.mlir.in by mlir-opt 22 with
// PASSES: --transform-interpreter --test-transform-dialect-erase-schedule --lower-vector-multi-reduction --convert-vector-to-scf=full-unroll --canonicalize
module {
  func.func @axpy4(%arg0: memref<32xi4>, %arg1: memref<32xi4>, %arg2: memref<32xi4>) {
    %cst = arith.constant dense<3> : vector<32xi4>
    %c0 = arith.constant 0 : index
    %0 = ub.poison : i4
    %1 = vector.transfer_read %arg0[%c0], %0 {in_bounds = [true]} : memref<32xi4>, vector<32xi4>
    %2 = vector.transfer_read %arg1[%c0], %0 {in_bounds = [true]} : memref<32xi4>, vector<32xi4>
    %3 = arith.muli %1, %cst : vector<32xi4>
    %4 = arith.addi %3, %2 : vector<32xi4>
    vector.transfer_write %4, %arg2[%c0] {in_bounds = [true]} : vector<32xi4>, memref<32xi4>
    return
  }
  func.func @logic1(%arg0: memref<24xi1>, %arg1: memref<24xi1>, %arg2: memref<24xi1>) {
    %c0 = arith.constant 0 : index
    %0 = ub.poison : i1
    %1 = vector.transfer_read %arg0[%c0], %0 {in_bounds = [true]} : memref<24xi1>, vector<24xi1>
    %2 = vector.transfer_read %arg1[%c0], %0 {in_bounds = [true]} : memref<24xi1>, vector<24xi1>
    %3 = vector.transfer_read %arg2[%c0], %0 {in_bounds = [true]} : memref<24xi1>, vector<24xi1>
    %4 = arith.xori %1, %2 : vector<24xi1>
    %5 = arith.ori %4, %3 : vector<24xi1>
    vector.transfer_write %5, %arg2[%c0] {in_bounds = [true]} : vector<24xi1>, memref<24xi1>
    return
  }
  func.func @scale12(%arg0: memref<16xi12>, %arg1: memref<16xi12>) {
    %cst = arith.constant dense<-77> : vector<16xi12>
    %c0 = arith.constant 0 : index
    %0 = ub.poison : i12
    %1 = vector.transfer_read %arg0[%c0], %0 {in_bounds = [true]} : memref<16xi12>, vector<16xi12>
    %2 = vector.transfer_read %arg1[%c0], %0 {in_bounds = [true]} : memref<16xi12>, vector<16xi12>
    %3 = arith.muli %1, %cst : vector<16xi12>
    %4 = arith.subi %3, %2 : vector<16xi12>
    vector.transfer_write %4, %arg1[%c0] {in_bounds = [true]} : vector<16xi12>, memref<16xi12>
    return
  }
  func.func @rowsum4(%arg0: memref<4x16xi4>, %arg1: memref<4xi4>) {
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %0 = ub.poison : i4
    %1 = vector.transfer_read %arg0[%c0, %c0], %0 {in_bounds = [true]} : memref<4x16xi4>, vector<16xi4>
    %2 = vector.transfer_read %arg0[%c1, %c0], %0 {in_bounds = [true]} : memref<4x16xi4>, vector<16xi4>
    %3 = vector.transfer_read %arg0[%c2, %c0], %0 {in_bounds = [true]} : memref<4x16xi4>, vector<16xi4>
    %4 = vector.transfer_read %arg0[%c3, %c0], %0 {in_bounds = [true]} : memref<4x16xi4>, vector<16xi4>
    %5:16 = vector.to_elements %1 : vector<16xi4>
    %6:16 = vector.to_elements %2 : vector<16xi4>
    %7:16 = vector.to_elements %3 : vector<16xi4>
    %8:16 = vector.to_elements %4 : vector<16xi4>
    %9 = vector.transfer_read %arg1[%c0], %0 {in_bounds = [true]} : memref<4xi4>, vector<4xi4>
    %10 = vector.from_elements %5#0, %6#0, %7#0, %8#0 : vector<4xi4>
    %11 = arith.addi %10, %9 : vector<4xi4>
    %12 = vector.from_elements %5#1, %6#1, %7#1, %8#1 : vector<4xi4>
    %13 = arith.addi %12, %11 : vector<4xi4>
    %14 = vector.from_elements %5#2, %6#2, %7#2, %8#2 : vector<4xi4>
    %15 = arith.addi %14, %13 : vector<4xi4>
    %16 = vector.from_elements %5#3, %6#3, %7#3, %8#3 : vector<4xi4>
    %17 = arith.addi %16, %15 : vector<4xi4>
    %18 = vector.from_elements %5#4, %6#4, %7#4, %8#4 : vector<4xi4>
    %19 = arith.addi %18, %17 : vector<4xi4>
    %20 = vector.from_elements %5#5, %6#5, %7#5, %8#5 : vector<4xi4>
    %21 = arith.addi %20, %19 : vector<4xi4>
    %22 = vector.from_elements %5#6, %6#6, %7#6, %8#6 : vector<4xi4>
    %23 = arith.addi %22, %21 : vector<4xi4>
    %24 = vector.from_elements %5#7, %6#7, %7#7, %8#7 : vector<4xi4>
    %25 = arith.addi %24, %23 : vector<4xi4>
    %26 = vector.from_elements %5#8, %6#8, %7#8, %8#8 : vector<4xi4>
    %27 = arith.addi %26, %25 : vector<4xi4>
    %28 = vector.from_elements %5#9, %6#9, %7#9, %8#9 : vector<4xi4>
    %29 = arith.addi %28, %27 : vector<4xi4>
    %30 = vector.from_elements %5#10, %6#10, %7#10, %8#10 : vector<4xi4>
    %31 = arith.addi %30, %29 : vector<4xi4>
    %32 = vector.from_elements %5#11, %6#11, %7#11, %8#11 : vector<4xi4>
    %33 = arith.addi %32, %31 : vector<4xi4>
    %34 = vector.from_elements %5#12, %6#12, %7#12, %8#12 : vector<4xi4>
    %35 = arith.addi %34, %33 : vector<4xi4>
    %36 = vector.from_elements %5#13, %6#13, %7#13, %8#13 : vector<4xi4>
    %37 = arith.addi %36, %35 : vector<4xi4>
    %38 = vector.from_elements %5#14, %6#14, %7#14, %8#14 : vector<4xi4>
    %39 = arith.addi %38, %37 : vector<4xi4>
    %40 = vector.from_elements %5#15, %6#15, %7#15, %8#15 : vector<4xi4>
    %41 = arith.addi %40, %39 : vector<4xi4>
    vector.transfer_write %41, %arg1[%c0] {in_bounds = [true]} : vector<4xi4>, memref<4xi4>
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
  module attributes {transform.with_named_sequence} {
  }
}

