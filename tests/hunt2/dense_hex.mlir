// Dense constants in upstream's raw hex form, which mlir-opt prints for
// large constants (a transform-dialect vectorisation left a
// vector<3x3x3x8xi1> mask in it): i1 packed eight to a byte from bit 0,
// the one-byte i1 splat, whole-byte little-endian elements, the
// one-element splat, and a global's initial value.
memref.global "private" constant @g : memref<3xi16> = dense<"0x0100FFFF0080">
func.func @main() {
  %m = arith.constant dense<"0x05FF00"> : vector<3x8xi1>
  vector.print %m : vector<3x8xi1>
  %t = arith.constant dense<"0xFF"> : vector<5xi1>
  vector.print %t : vector<5xi1>
  %i = arith.constant dense<"0x01000000FEFFFFFF00000080"> : vector<3xi32>
  vector.print %i : vector<3xi32>
  %s = arith.constant dense<"0x0700000000000000"> : vector<4xi64>
  vector.print %s : vector<4xi64>
  %h = arith.constant dense<"0x003C00C0"> : vector<2xf16>
  %hf = arith.extf %h : vector<2xf16> to vector<2xf32>
  vector.print %hf : vector<2xf32>
  %d = arith.constant dense<"0x000000000000F03F"> : vector<2xf64>
  vector.print %d : vector<2xf64>
  %gm = memref.get_global @g : memref<3xi16>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %g0 = memref.load %gm[%c0] : memref<3xi16>
  %g1 = memref.load %gm[%c1] : memref<3xi16>
  %g2 = memref.load %gm[%c2] : memref<3xi16>
  vector.print %g0 : i16
  vector.print %g1 : i16
  vector.print %g2 : i16
  return
}
