// Vector memory ops on memrefs of scalar integers narrower than their
// allocation unit (i1 to i7 take a byte, i12 two, i33 eight), as
// mlir-runner runs them: a scalar element sits at its unit, while a row
// that upstream lowers to one LLVM vector load or store (vector.load and
// vector.store, transfers and masked ops whose mask LLVM knows to be all
// on) moves bit-packed from the first lane's unit, least significant lane
// first, zeroing the bits past its last lane in its last byte. Lanes that
// LLVM loads or stores one by one (gathers, scatters, masks known only at
// run time, masks with lanes off, rows that run past the memref) take
// their own units. Byte views of a pattern show the layout.
func.func @fill(%b: memref<64xi8>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %k = arith.constant 37 : i8
  %a = arith.constant 91 : i8
  scf.for %i = %c0 to %c64 step %c1 {
    %x = arith.index_cast %i : index to i8
    %y = arith.muli %x, %k : i8
    %z = arith.addi %y, %a : i8
    memref.store %z, %b[%i] : memref<64xi8>
  }
  return
}

func.func @bytes(%b: memref<64xi8>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %v0 = vector.load %b[%c0] : memref<64xi8>, vector<16xi8>
  %v1 = vector.load %b[%c16] : memref<64xi8>, vector<16xi8>
  vector.print %v0 : vector<16xi8>
  vector.print %v1 : vector<16xi8>
  return
}

// Scalar i4 elements written one per byte, read back as packed lanes, and
// packed lanes stored over them.
func.func @mixed_i4() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c16 = arith.constant 16 : index
  %m = memref.alloc() : memref<16xi4>
  scf.for %i = %c0 to %c16 step %c1 {
    %x = arith.index_cast %i : index to i4
    memref.store %x, %m[%i] : memref<16xi4>
  }
  %v = vector.load %m[%c0] : memref<16xi4>, vector<8xi4>
  vector.print %v : vector<8xi4>
  %w = vector.load %m[%c3] : memref<16xi4>, vector<5xi4>
  vector.print %w : vector<5xi4>
  %r = vector.reduction <add>, %v : vector<8xi4> into i4
  vector.print %r : i4
  %cst = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, -8]> : vector<8xi4>
  vector.store %cst, %m[%c1] : memref<16xi4>, vector<8xi4>
  scf.for %i = %c0 to %c16 step %c1 {
    %x = memref.load %m[%i] : memref<16xi4>
    vector.print %x : i4
  }
  memref.dealloc %m : memref<16xi4>
  return
}

// vector.load and vector.store at several widths, lane counts and
// offsets, seen through the bytes.
func.func @widths(%b: memref<64xi8>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %c40 = arith.constant 40 : index
  func.call @fill(%b) : (memref<64xi8>) -> ()
  %m4 = memref.view %b[%c0][] : memref<64xi8> to memref<64xi4>
  %l4 = vector.load %m4[%c1] : memref<64xi4>, vector<8xi4>
  vector.print %l4 : vector<8xi4>
  %l5 = vector.load %m4[%c3] : memref<64xi4>, vector<5xi4>
  vector.print %l5 : vector<5xi4>
  %st = arith.constant dense<[1, 2, 3, 4, 5]> : vector<5xi4>
  vector.store %st, %m4[%c2] : memref<64xi4>, vector<5xi4>
  %m1 = memref.view %b[%c0][] : memref<64xi8> to memref<64xi1>
  %l1 = vector.load %m1[%c8] : memref<64xi1>, vector<16xi1>
  vector.print %l1 : vector<16xi1>
  %sb = arith.constant dense<[true, false, true, true, false, false, true]> : vector<7xi1>
  vector.store %sb, %m1[%c8] : memref<64xi1>, vector<7xi1>
  %m2 = memref.view %b[%c0][] : memref<64xi8> to memref<64xi2>
  %l2 = vector.load %m2[%c5] : memref<64xi2>, vector<8xi2>
  vector.print %l2 : vector<8xi2>
  %m3 = memref.view %b[%c0][] : memref<64xi8> to memref<64xi3>
  %l3 = vector.load %m3[%c3] : memref<64xi3>, vector<8xi3>
  vector.print %l3 : vector<8xi3>
  %s3 = arith.constant dense<[1, 2, 3, -4, -3, -2]> : vector<6xi3>
  vector.store %s3, %m3[%c40] : memref<64xi3>, vector<6xi3>
  %m7 = memref.view %b[%c0][] : memref<64xi8> to memref<64xi7>
  %l7 = vector.load %m7[%c2] : memref<64xi7>, vector<8xi7>
  vector.print %l7 : vector<8xi7>
  %m12 = memref.view %b[%c0][] : memref<64xi8> to memref<32xi12>
  %l12 = vector.load %m12[%c3] : memref<32xi12>, vector<3xi12>
  vector.print %l12 : vector<3xi12>
  %w12 = arith.constant dense<[-1, 2047, -2048]> : vector<3xi12>
  vector.store %w12, %m12[%c5] : memref<32xi12>, vector<3xi12>
  %m33 = memref.view %b[%c0][] : memref<64xi8> to memref<8xi33>
  %l33 = vector.load %m33[%c1] : memref<8xi33>, vector<3xi33>
  vector.print %l33 : vector<3xi33>
  %w33 = arith.constant dense<[-1, 4294967295]> : vector<2xi33>
  vector.store %w33, %m33[%c5] : memref<8xi33>, vector<2xi33>
  func.call @bytes(%b) : (memref<64xi8>) -> ()
  return
}

// Transfers: rows upstream moves as LLVM vectors (in_bounds, or a
// constant index into a static size, with no mask or a constant one)
// pack; rows with lanes off, column reads and rows whose bounds are known
// only at run time go lane by lane.
func.func @transfers(%b: memref<64xi8>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  %c16 = arith.constant 16 : index
  %c60 = arith.constant 60 : index
  %p = arith.constant -1 : i4
  func.call @fill(%b) : (memref<64xi8>) -> ()
  %m = memref.view %b[%c0][] : memref<64xi8> to memref<64xi4>
  %t0 = vector.transfer_read %m[%c1], %p {in_bounds = [true]} : memref<64xi4>, vector<8xi4>
  vector.print %t0 : vector<8xi4>
  %t1 = vector.transfer_read %m[%c1], %p : memref<64xi4>, vector<8xi4>
  vector.print %t1 : vector<8xi4>
  %t2 = vector.transfer_read %m[%c60], %p : memref<64xi4>, vector<8xi4>
  vector.print %t2 : vector<8xi4>
  %all = vector.constant_mask [8] : vector<8xi1>
  %some = vector.create_mask %c5 : vector<8xi1>
  %full = vector.create_mask %c8 : vector<8xi1>
  %t3 = vector.transfer_read %m[%c1], %p, %all {in_bounds = [true]} : memref<64xi4>, vector<8xi4>
  vector.print %t3 : vector<8xi4>
  %t4 = vector.transfer_read %m[%c1], %p, %some {in_bounds = [true]} : memref<64xi4>, vector<8xi4>
  vector.print %t4 : vector<8xi4>
  %t5 = vector.mask %full { vector.transfer_read %m[%c2], %p {in_bounds = [true]} : memref<64xi4>, vector<8xi4> } : vector<8xi1> -> vector<8xi4>
  vector.print %t5 : vector<8xi4>
  scf.for %i = %c0 to %c16 step %c8 {
    %r = vector.transfer_read %m[%i], %p : memref<64xi4>, vector<8xi4>
    vector.print %r : vector<8xi4>
    %s = vector.transfer_read %m[%i], %p {in_bounds = [true]} : memref<64xi4>, vector<8xi4>
    vector.print %s : vector<8xi4>
  }
  %m2 = memref.view %b[%c0][] : memref<64xi8> to memref<4x16xi4>
  %r2 = vector.transfer_read %m2[%c1, %c2], %p : memref<4x16xi4>, vector<2x6xi4>
  vector.print %r2 : vector<2x6xi4>
  %r3 = vector.transfer_read %m2[%c2, %c5], %p : memref<4x16xi4>, vector<3x6xi4>
  vector.print %r3 : vector<3x6xi4>
  %tt = vector.transfer_read %m2[%c0, %c1], %p {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<4x16xi4>, vector<4x3xi4>
  vector.print %tt : vector<4x3xi4>
  %col = vector.transfer_read %m2[%c0, %c1], %p {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<4x16xi4>, vector<4xi4>
  vector.print %col : vector<4xi4>
  %bc = vector.transfer_read %m2[%c1, %c1], %p {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<4x16xi4>, vector<2x5xi4>
  vector.print %bc : vector<2x5xi4>
  %v = arith.constant dense<[[1, 2, 3, 4, 5], [-1, -2, -3, -4, -5]]> : vector<2x5xi4>
  vector.transfer_write %v, %m2[%c0, %c1] : vector<2x5xi4>, memref<4x16xi4>
  vector.transfer_write %v, %m2[%c2, %c12] : vector<2x5xi4>, memref<4x16xi4>
  %w = arith.constant dense<[7, 6, 5, 4, 3, 2, 1, 0]> : vector<8xi4>
  vector.transfer_write %w, %m[%c16], %some {in_bounds = [true]} : vector<8xi4>, memref<64xi4>
  vector.transfer_write %w, %m[%c60] : vector<8xi4>, memref<64xi4>
  func.call @bytes(%b) : (memref<64xi8>) -> ()
  scf.for %i = %c0 to %c16 step %c8 {
    %j = arith.addi %i, %c16 : index
    vector.transfer_write %w, %m[%j] : vector<8xi4>, memref<64xi4>
  }
  func.call @bytes(%b) : (memref<64xi8>) -> ()
  return
}

// Masked loads and stores, expanding and compressing ones: packed when
// LLVM knows the mask to be all on, lane by lane otherwise; gathers and
// scatters always lane by lane.
func.func @masked(%b: memref<64xi8>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c20 = arith.constant 20 : index
  %c40 = arith.constant 40 : index
  func.call @fill(%b) : (memref<64xi8>) -> ()
  %m = memref.view %b[%c0][] : memref<64xi8> to memref<64xi4>
  %pass = arith.constant dense<7> : vector<8xi4>
  %all = vector.constant_mask [8] : vector<8xi1>
  %some = vector.create_mask %c5 : vector<8xi1>
  %dyn = vector.create_mask %n : vector<8xi1>
  %ones = arith.constant dense<true> : vector<8xi1>
  %a = vector.maskedload %m[%c1], %all, %pass : memref<64xi4>, vector<8xi1>, vector<8xi4> into vector<8xi4>
  vector.print %a : vector<8xi4>
  %s = vector.maskedload %m[%c1], %some, %pass : memref<64xi4>, vector<8xi1>, vector<8xi4> into vector<8xi4>
  vector.print %s : vector<8xi4>
  %d = vector.maskedload %m[%c1], %dyn, %pass : memref<64xi4>, vector<8xi1>, vector<8xi4> into vector<8xi4>
  vector.print %d : vector<8xi4>
  %e = vector.expandload %m[%c2], %ones, %pass : memref<64xi4>, vector<8xi1>, vector<8xi4> into vector<8xi4>
  vector.print %e : vector<8xi4>
  %e2 = vector.expandload %m[%c2], %some, %pass : memref<64xi4>, vector<8xi1>, vector<8xi4> into vector<8xi4>
  vector.print %e2 : vector<8xi4>
  %idx = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xi32>
  %g = vector.gather %m[%c0][%idx], %all, %pass : memref<64xi4>, vector<8xi32>, vector<8xi1>, vector<8xi4> into vector<8xi4>
  vector.print %g : vector<8xi4>
  %v = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, -8]> : vector<8xi4>
  vector.maskedstore %m[%c1], %all, %v : memref<64xi4>, vector<8xi1>, vector<8xi4>
  vector.maskedstore %m[%c20], %dyn, %v : memref<64xi4>, vector<8xi1>, vector<8xi4>
  vector.compressstore %m[%c40], %ones, %v : memref<64xi4>, vector<8xi1>, vector<8xi4>
  func.call @bytes(%b) : (memref<64xi8>) -> ()
  func.call @fill(%b) : (memref<64xi8>) -> ()
  vector.maskedstore %m[%c1], %some, %v : memref<64xi4>, vector<8xi1>, vector<8xi4>
  vector.scatter %m[%c20][%idx], %all, %v : memref<64xi4>, vector<8xi32>, vector<8xi1>, vector<8xi4>
  vector.compressstore %m[%c40], %some, %v : memref<64xi4>, vector<8xi1>, vector<8xi4>
  func.call @bytes(%b) : (memref<64xi8>) -> ()
  return
}

// 2-D vector.load and vector.store, and affine's vector ops, on i2 rows.
func.func @rows(%b: memref<64xi8>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  func.call @fill(%b) : (memref<64xi8>) -> ()
  %m = memref.view %b[%c0][] : memref<64xi8> to memref<4x16xi2>
  %l = vector.load %m[%c1, %c3] : memref<4x16xi2>, vector<8xi2>
  vector.print %l : vector<8xi2>
  %a = affine.vector_load %m[%c0 + 2, %c1 * 2] : memref<4x16xi2>, vector<6xi2>
  vector.print %a : vector<6xi2>
  %v = arith.constant dense<[1, -1, 0, 1, -2, 1]> : vector<6xi2>
  affine.vector_store %v, %m[3, 5] : memref<4x16xi2>, vector<6xi2>
  vector.store %v, %m[%c0, %c3] : memref<4x16xi2>, vector<6xi2>
  func.call @bytes(%b) : (memref<64xi8>) -> ()
  return
}

// i17 and i24 take four bytes a unit: packed rows of 17 and 24 bits a
// lane read across the units' upper bytes.
func.func @wider() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %n = memref.alloc() : memref<8xi17>
  %q = memref.alloc() : memref<8xi24>
  %k = arith.constant 12345 : i17
  %k3 = arith.constant 1234567 : i24
  scf.for %i = %c0 to %c8 step %c1 {
    %x2 = arith.index_cast %i : index to i17
    %y2 = arith.muli %x2, %k : i17
    memref.store %y2, %n[%i] : memref<8xi17>
    %x3 = arith.index_cast %i : index to i24
    %y3 = arith.muli %x3, %k3 : i24
    memref.store %y3, %q[%i] : memref<8xi24>
  }
  %w = vector.load %n[%c1] : memref<8xi17>, vector<4xi17>
  vector.print %w : vector<4xi17>
  %u = vector.load %q[%c1] : memref<8xi24>, vector<4xi24>
  vector.print %u : vector<4xi24>
  %s = arith.constant dense<[-1, 5, -7]> : vector<3xi17>
  vector.store %s, %n[%c2] : memref<8xi17>, vector<3xi17>
  scf.for %i = %c0 to %c8 step %c1 {
    %x = memref.load %n[%i] : memref<8xi17>
    vector.print %x : i17
  }
  memref.dealloc %n : memref<8xi17>
  memref.dealloc %q : memref<8xi24>
  return
}

func.func @main() {
  %c8 = arith.constant 8 : index
  %n = arith.constant 8 : index
  %s = memref.alloc() : memref<1xindex>
  %c0 = arith.constant 0 : index
  memref.store %n, %s[%c0] : memref<1xindex>
  %dyn = memref.load %s[%c0] : memref<1xindex>
  %b = memref.alloc() : memref<64xi8>
  func.call @mixed_i4() : () -> ()
  func.call @widths(%b) : (memref<64xi8>) -> ()
  func.call @transfers(%b) : (memref<64xi8>) -> ()
  func.call @masked(%b, %dyn) : (memref<64xi8>, index) -> ()
  func.call @rows(%b) : (memref<64xi8>) -> ()
  func.call @wider() : () -> ()
  memref.dealloc %b : memref<64xi8>
  memref.dealloc %s : memref<1xindex>
  return
}
