// Memrefs whose elements are vectors of lanes that are not a power-of-two
// number of whole bytes: LLVM packs each innermost row's lanes bit by bit
// (least significant first) into its store size, pads the row to the next
// power of two of bytes, and a store zeroes the row's bits past its last
// lane but leaves the padding bytes alone. Byte views show the layout.
func.func @fill(%b: memref<64xi8>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %ff = arith.constant -1 : i8
  scf.for %i = %c0 to %c64 step %c1 {
    memref.store %ff, %b[%i] : memref<64xi8>
  }
  return
}

func.func @bytes(%b: memref<64xi8>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %c48 = arith.constant 48 : index
  %v0 = vector.load %b[%c0] : memref<64xi8>, vector<16xi8>
  %v1 = vector.load %b[%c16] : memref<64xi8>, vector<16xi8>
  %v2 = vector.load %b[%c32] : memref<64xi8>, vector<16xi8>
  %v3 = vector.load %b[%c48] : memref<64xi8>, vector<16xi8>
  vector.print %v0 : vector<16xi8>
  vector.print %v1 : vector<16xi8>
  vector.print %v2 : vector<16xi8>
  vector.print %v3 : vector<16xi8>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %b = memref.alloc() : memref<64xi8>

  // i1 at 1, 3, 5, 8, 9 and 17 lanes, and a 0-d vector.
  call @fill(%b) : (memref<64xi8>) -> ()
  %m1 = memref.view %b[%c0][] : memref<64xi8> to memref<4xvector<1xi1>>
  %a1 = arith.constant dense<true> : vector<1xi1>
  memref.store %a1, %m1[%c1] : memref<4xvector<1xi1>>
  %m3 = memref.view %b[%c2][] : memref<64xi8> to memref<2xvector<3xi1>>
  %a3 = arith.constant dense<[true, false, true]> : vector<3xi1>
  memref.store %a3, %m3[%c1] : memref<2xvector<3xi1>>
  %m5 = memref.view %b[%c3][] : memref<64xi8> to memref<3xvector<5xi1>>
  %a5 = arith.constant dense<[false, true, true, false, true]> : vector<5xi1>
  vector.store %a5, %m5[%c2] : memref<3xvector<5xi1>>, vector<5xi1>
  %c6 = arith.constant 6 : index
  %m8 = memref.view %b[%c6][] : memref<64xi8> to memref<2xvector<8xi1>>
  %a8 = arith.constant dense<[true, true, false, false, true, false, true, false]> : vector<8xi1>
  memref.store %a8, %m8[%c0] : memref<2xvector<8xi1>>
  %c8 = arith.constant 8 : index
  %m9 = memref.view %b[%c8][] : memref<64xi8> to memref<2xvector<9xi1>>
  %a9 = arith.constant dense<[true, false, false, true, true, true, false, true, true]> : vector<9xi1>
  memref.store %a9, %m9[%c1] : memref<2xvector<9xi1>>
  %c12 = arith.constant 12 : index
  %m17 = memref.view %b[%c12][] : memref<64xi8> to memref<2xvector<17xi1>>
  %a17 = arith.constant dense<[true, false, true, true, false, false, true, true, true, false, false, false, true, true, true, true, true]> : vector<17xi1>
  memref.store %a17, %m17[%c1] : memref<2xvector<17xi1>>
  %c24 = arith.constant 24 : index
  %m0 = memref.view %b[%c24][] : memref<64xi8> to memref<2xvector<i1>>
  %a0 = arith.constant dense<false> : vector<i1>
  memref.store %a0, %m0[%c1] : memref<2xvector<i1>>
  // A 2-D element: rows of 3 lanes each take a byte.
  %c27 = arith.constant 27 : index
  %m35 = memref.view %b[%c27][] : memref<64xi8> to memref<1xvector<3x5xi1>>
  %a35 = arith.constant dense<[[true, false, false, false, true], [false, true, true, true, false], [true, true, true, true, true]]> : vector<3x5xi1>
  memref.store %a35, %m35[%c0] : memref<1xvector<3x5xi1>>
  call @bytes(%b) : (memref<64xi8>) -> ()
  %r1 = memref.load %m1[%c1] : memref<4xvector<1xi1>>
  %r3 = vector.load %m3[%c1] : memref<2xvector<3xi1>>, vector<3xi1>
  %r5 = memref.load %m5[%c2] : memref<3xvector<5xi1>>
  %r8 = memref.load %m8[%c0] : memref<2xvector<8xi1>>
  %r9 = memref.load %m9[%c1] : memref<2xvector<9xi1>>
  %r17 = memref.load %m17[%c1] : memref<2xvector<17xi1>>
  %r0 = memref.load %m0[%c1] : memref<2xvector<i1>>
  %r35 = memref.load %m35[%c0] : memref<1xvector<3x5xi1>>
  vector.print %r1 : vector<1xi1>
  vector.print %r3 : vector<3xi1>
  vector.print %r5 : vector<5xi1>
  vector.print %r8 : vector<8xi1>
  vector.print %r9 : vector<9xi1>
  vector.print %r17 : vector<17xi1>
  vector.print %r0 : vector<i1>
  vector.print %r35 : vector<3x5xi1>
  // Lanes read from bytes written as bytes.
  %g5 = memref.load %m5[%c0] : memref<3xvector<5xi1>>
  vector.print %g5 : vector<5xi1>

  // i2, i3, i4, i7, i12, i24 and i33 lanes.
  call @fill(%b) : (memref<64xi8>) -> ()
  %n2 = memref.view %b[%c0][] : memref<64xi8> to memref<2xvector<2x3xi2>>
  %x2 = arith.constant dense<[[1, -2, -1], [0, 1, -2]]> : vector<2x3xi2>
  memref.store %x2, %n2[%c1] : memref<2xvector<2x3xi2>>
  %n3 = memref.view %b[%c8][] : memref<64xi8> to memref<2xvector<5xi3>>
  %x3 = arith.constant dense<[1, 2, 3, -1, -4]> : vector<5xi3>
  memref.store %x3, %n3[%c1] : memref<2xvector<5xi3>>
  %n4 = memref.view %b[%c12][] : memref<64xi8> to memref<3xvector<3xi4>>
  %x4 = arith.constant dense<[7, -8, 5]> : vector<3xi4>
  vector.store %x4, %n4[%c2] : memref<3xvector<3xi4>>, vector<3xi4>
  %c20 = arith.constant 20 : index
  %n7 = memref.view %b[%c20][] : memref<64xi8> to memref<2xvector<3xi7>>
  %x7 = arith.constant dense<[1, -64, 63]> : vector<3xi7>
  memref.store %x7, %n7[%c1] : memref<2xvector<3xi7>>
  %c32 = arith.constant 32 : index
  %n12 = memref.view %b[%c32][] : memref<64xi8> to memref<1xvector<5xi12>>
  %x12 = arith.constant dense<[2047, -2048, 1, -1, 1000]> : vector<5xi12>
  memref.store %x12, %n12[%c0] : memref<1xvector<5xi12>>
  %c40 = arith.constant 40 : index
  %n24 = memref.view %b[%c40][] : memref<64xi8> to memref<1xvector<2xi24>>
  %x24 = arith.constant dense<[8388607, -8388608]> : vector<2xi24>
  memref.store %x24, %n24[%c0] : memref<1xvector<2xi24>>
  %c48 = arith.constant 48 : index
  %n33 = memref.view %b[%c48][] : memref<64xi8> to memref<1xvector<3xi33>>
  %x33 = arith.constant dense<[4294967295, -4294967296, 123456789]> : vector<3xi33>
  memref.store %x33, %n33[%c0] : memref<1xvector<3xi33>>
  call @bytes(%b) : (memref<64xi8>) -> ()
  %y2 = memref.load %n2[%c1] : memref<2xvector<2x3xi2>>
  %y3 = memref.load %n3[%c1] : memref<2xvector<5xi3>>
  %y4 = vector.load %n4[%c2] : memref<3xvector<3xi4>>, vector<3xi4>
  %y7 = memref.load %n7[%c1] : memref<2xvector<3xi7>>
  %y12 = memref.load %n12[%c0] : memref<1xvector<5xi12>>
  %y24 = memref.load %n24[%c0] : memref<1xvector<2xi24>>
  %y33 = memref.load %n33[%c0] : memref<1xvector<3xi33>>
  vector.print %y2 : vector<2x3xi2>
  vector.print %y3 : vector<5xi3>
  vector.print %y4 : vector<3xi4>
  vector.print %y7 : vector<3xi7>
  vector.print %y12 : vector<5xi12>
  vector.print %y24 : vector<2xi24>
  vector.print %y33 : vector<3xi33>
  %z4 = memref.load %n4[%c0] : memref<3xvector<3xi4>>
  vector.print %z4 : vector<3xi4>

  // Whole memrefs of packed elements: written in a loop, copied, viewed
  // through a subview and a type_cast.
  %s = memref.alloc() : memref<6xvector<3xi4>>
  %d = memref.alloc() : memref<6xvector<3xi4>>
  %c6i = arith.constant 6 : index
  scf.for %i = %c0 to %c6i step %c1 {
    %ii = arith.index_cast %i : index to i4
    %e = vector.broadcast %ii : i4 to vector<3xi4>
    %k = arith.constant dense<[1, -3, 5]> : vector<3xi4>
    %p = arith.muli %e, %k : vector<3xi4>
    memref.store %p, %s[%i] : memref<6xvector<3xi4>>
  }
  memref.copy %s, %d : memref<6xvector<3xi4>> to memref<6xvector<3xi4>>
  %sv = memref.subview %d[1] [3] [2] : memref<6xvector<3xi4>> to memref<3xvector<3xi4>, strided<[2], offset: 1>>
  scf.for %i = %c0 to %c3 step %c1 {
    %e = memref.load %sv[%i] : memref<3xvector<3xi4>, strided<[2], offset: 1>>
    vector.print %e : vector<3xi4>
  }
  %w = arith.constant dense<[4, 5, 6]> : vector<3xi4>
  vector.store %w, %d[%c0] : memref<6xvector<3xi4>>, vector<3xi4>
  %tc = vector.type_cast %d : memref<6xvector<3xi4>> to memref<vector<6x3xi4>>
  %all = memref.load %tc[] : memref<vector<6x3xi4>>
  vector.print %all : vector<6x3xi4>
  memref.dealloc %s : memref<6xvector<3xi4>>
  memref.dealloc %d : memref<6xvector<3xi4>>
  memref.dealloc %b : memref<64xi8>
  return
}
