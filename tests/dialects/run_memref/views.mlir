// Views alias their source: writes through an expand_shape, collapse_shape,
// reshape, view or transpose are visible through the original buffer.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %m = memref.alloc() : memref<6x4xi32>
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %h = arith.constant 100 : i32
      %t = arith.muli %ii, %h : i32
      %v = arith.addi %t, %jj : i32
      memref.store %v, %m[%i, %j] : memref<6x4xi32>
    }
    %z = arith.constant -1 : i32
    memref.store %z, %m[%i, %c3] : memref<6x4xi32>
  }
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xi32> into memref<2x3x4xi32>
  %a = memref.load %e[%c1, %c2, %c1] : memref<2x3x4xi32>
  vector.print %a : i32
  %k = arith.constant 7777 : i32
  memref.store %k, %e[%c1, %c0, %c2] : memref<2x3x4xi32>
  %b = memref.load %m[%c3, %c2] : memref<6x4xi32>
  vector.print %b : i32
  %c = memref.collapse_shape %e [[0, 1, 2]] : memref<2x3x4xi32> into memref<24xi32>
  %c13 = arith.constant 13 : index
  %d = memref.load %c[%c13] : memref<24xi32>
  vector.print %d : i32
  %t = memref.transpose %m (i, j) -> (j, i) : memref<6x4xi32> to memref<4x6xi32, strided<[1, 4]>>
  %f = memref.load %t[%c2, %c3] : memref<4x6xi32, strided<[1, 4]>>
  vector.print %f : i32
  %sub = memref.subview %m[1, 1] [4, 2] [1, 1] : memref<6x4xi32> to memref<4x2xi32, strided<[4, 1], offset: 5>>
  %se = memref.expand_shape %sub [[0, 1], [2]] output_shape [2, 2, 2] : memref<4x2xi32, strided<[4, 1], offset: 5>> into memref<2x2x2xi32, strided<[8, 4, 1], offset: 5>>
  %g = memref.load %se[%c1, %c1, %c1] : memref<2x2x2xi32, strided<[8, 4, 1], offset: 5>>
  vector.print %g : i32
  %shape = memref.alloc() : memref<2xindex>
  memref.store %c3, %shape[%c0] : memref<2xindex>
  %c8 = arith.constant 8 : index
  memref.store %c8, %shape[%c1] : memref<2xindex>
  %r = memref.reshape %c(%shape) : (memref<24xi32>, memref<2xindex>) -> memref<?x?xi32>
  %h = memref.load %r[%c2, %c1] : memref<?x?xi32>
  vector.print %h : i32
  %rank = memref.rank %e : memref<2x3x4xi32>
  vector.print %rank : index
  %dim = memref.dim %r, %c1 : memref<?x?xi32>
  vector.print %dim : index
  %bytes = memref.alloc() : memref<64xi8>
  %v = memref.view %bytes[%c8][%c2] : memref<64xi8> to memref<?x4xi16>
  %x = arith.constant 4660 : i16
  memref.store %x, %v[%c1, %c3] : memref<?x4xi16>
  %c22 = arith.constant 22 : index
  %lo = memref.load %bytes[%c22] : memref<64xi8>
  %c23 = arith.constant 23 : index
  %hi = memref.load %bytes[%c23] : memref<64xi8>
  vector.print %lo : i8
  vector.print %hi : i8
  %al = memref.assume_alignment %m, 4 : memref<6x4xi32>
  %y = memref.load %al[%c0, %c1] : memref<6x4xi32>
  vector.print %y : i32
  // distinct_objects hands back its operands: a store through one result
  // is seen through the buffer it names.
  %d0, %d1 = memref.distinct_objects %m, %bytes : memref<6x4xi32>, memref<64xi8>
  %q = arith.constant 4242 : i32
  memref.store %q, %d0[%c2, %c3] : memref<6x4xi32>
  %q1 = memref.load %m[%c2, %c3] : memref<6x4xi32>
  vector.print %q1 : i32
  %q2 = memref.load %d1[%c22] : memref<64xi8>
  vector.print %q2 : i8
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %sub : memref<4x2xi32, strided<[4, 1], offset: 5>> -> memref<i32>, index, index, index, index, index
  vector.print %off : index
  vector.print %sz#0 : index
  vector.print %sz#1 : index
  vector.print %st#0 : index
  vector.print %st#1 : index
  memref.dealloc %m : memref<6x4xi32>
  memref.dealloc %shape : memref<2xindex>
  memref.dealloc %bytes : memref<64xi8>
  return
}
