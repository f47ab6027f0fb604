// The ops that only move lanes: broadcast (scalar to 1-D, 1-D to 2-D,
// a unit dimension stretched), extract and insert at static positions (a
// lane, a row) and at a dynamic one (through the runtime), shape cast,
// transpose, shuffle, strided slices, from/to elements, interleave and
// deinterleave; each result printed.
func.func @main() {
  %c1 = arith.constant 1 : index
  %v = arith.constant dense<[1, 2, 3, 4, 5, 6]> : vector<6xi33>
  %s = arith.constant 8589934591 : i33
  %b0 = vector.broadcast %s : i33 to vector<3xi33>
  vector.print %b0 : vector<3xi33>
  %b1 = vector.broadcast %v : vector<6xi33> to vector<2x6xi33>
  vector.print %b1 : vector<2x6xi33>
  %col = arith.constant dense<[[7], [8]]> : vector<2x1xi33>
  %b2 = vector.broadcast %col : vector<2x1xi33> to vector<3x2x4xi33>
  vector.print %b2 : vector<3x2x4xi33>
  %e0 = vector.extract %b1[1, 4] : i33 from vector<2x6xi33>
  vector.print %e0 : i33
  %e1 = vector.extract %b2[2] : vector<2x4xi33> from vector<3x2x4xi33>
  vector.print %e1 : vector<2x4xi33>
  %e2 = vector.extract %v[%c1] : i33 from vector<6xi33>
  vector.print %e2 : i33
  %i0 = vector.insert %s, %v[5] : i33 into vector<6xi33>
  vector.print %i0 : vector<6xi33>
  %i1 = vector.insert %v, %b1[0] : vector<6xi33> into vector<2x6xi33>
  vector.print %i1 : vector<2x6xi33>
  %sc = vector.shape_cast %v : vector<6xi33> to vector<3x2xi33>
  vector.print %sc : vector<3x2xi33>
  %t = vector.transpose %sc, [1, 0] : vector<3x2xi33> to vector<2x3xi33>
  vector.print %t : vector<2x3xi33>
  %f = arith.constant dense<[0.5, -0.0, 2.5, 0x7FC00000]> : vector<4xf32>
  %g = arith.constant dense<[9.0, 8.0]> : vector<2xf32>
  %sh = vector.shuffle %f, %g [5, 0, 3, 4, 1] : vector<4xf32>, vector<2xf32>
  vector.print %sh : vector<5xf32>
  %sl = vector.extract_strided_slice %b2 {offsets = [1, 0, 1], sizes = [2, 2, 2], strides = [1, 1, 1]} : vector<3x2x4xi33> to vector<2x2x2xi33>
  vector.print %sl : vector<2x2x2xi33>
  %in = vector.insert_strided_slice %t, %b1 {offsets = [0, 2], strides = [1, 1]} : vector<2x3xi33> into vector<2x6xi33>
  vector.print %in : vector<2x6xi33>
  %x = arith.constant 3.5 : f32
  %y = arith.constant -1.0 : f32
  %fe = vector.from_elements %x, %y, %x : vector<3xf32>
  vector.print %fe : vector<3xf32>
  %p:4 = vector.to_elements %f : vector<4xf32>
  vector.print %p#3 : f32
  vector.print %p#1 : f32
  %il = vector.interleave %f, %f : vector<4xf32> -> vector<8xf32>
  vector.print %il : vector<8xf32>
  %d0, %d1 = vector.deinterleave %il : vector<8xf32> -> vector<4xf32>
  vector.print %d1 : vector<4xf32>
  // 16 lanes, the most the JIT holds natively; the 3x2x4 vectors above
  // (24 lanes) stay in the register file, their ops run through `exec`.
  %sq = vector.shape_cast %b1 : vector<2x6xi33> to vector<12xi33>
  %sx = vector.shuffle %sq, %v [0, 13, 2, 15, 4, 17, 6, 11, 8, 9, 10, 11, 12, 13, 14, 1] : vector<12xi33>, vector<6xi33>
  %sy = vector.shape_cast %sx : vector<16xi33> to vector<4x4xi33>
  %sz = vector.transpose %sy, [1, 0] : vector<4x4xi33> to vector<4x4xi33>
  vector.print %sz : vector<4x4xi33>
  %h = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi8>
  %hb = vector.broadcast %h : vector<2x2xi8> to vector<2x2x2xi8>
  vector.print %hb : vector<2x2x2xi8>
  return
}
