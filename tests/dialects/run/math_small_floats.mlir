// math.fma and math.absf on the 4-, 6- and 8-bit floats, which upstream
// runs through its APFloat runtime (--convert-math-to-apfloat, scalars
// only: mlir-opt 22 crashes on vectors of them): one rounding of a·b + c
// in the format (products whose separate rounding would differ),
// saturation, overflow to infinity or NaN, and the sign of zero and NaN
// under absf. Each result is widened to f32 for printing.
func.func @main() {
  %a1 = arith.constant 1.125 : f8E4M3FN
  %b1 = arith.constant 1.125 : f8E4M3FN
  %c1 = arith.constant -1.0 : f8E4M3FN
  %f1 = math.fma %a1, %b1, %c1 : f8E4M3FN
  %n1 = arith.negf %f1 : f8E4M3FN
  %g1 = math.absf %n1 : f8E4M3FN
  %x1 = arith.extf %f1 : f8E4M3FN to f32
  %y1 = arith.extf %g1 : f8E4M3FN to f32
  vector.print %x1 : f32
  vector.print %y1 : f32
  %a2 = arith.constant 3.0 : f8E4M3FN
  %b2 = arith.constant -1.5 : f8E4M3FN
  %c2 = arith.constant 0.5 : f8E4M3FN
  %f2 = math.fma %a2, %b2, %c2 : f8E4M3FN
  %n2 = arith.negf %f2 : f8E4M3FN
  %g2 = math.absf %n2 : f8E4M3FN
  %x2 = arith.extf %f2 : f8E4M3FN to f32
  %y2 = arith.extf %g2 : f8E4M3FN to f32
  vector.print %x2 : f32
  vector.print %y2 : f32
  %a3 = arith.constant -2.5 : f8E4M3FN
  %b3 = arith.constant 2.5 : f8E4M3FN
  %c3 = arith.constant 0.0625 : f8E4M3FN
  %f3 = math.fma %a3, %b3, %c3 : f8E4M3FN
  %n3 = arith.negf %f3 : f8E4M3FN
  %g3 = math.absf %n3 : f8E4M3FN
  %x3 = arith.extf %f3 : f8E4M3FN to f32
  %y3 = arith.extf %g3 : f8E4M3FN to f32
  vector.print %x3 : f32
  vector.print %y3 : f32
  %a4 = arith.constant 240.0 : f8E4M3FN
  %b4 = arith.constant 2.0 : f8E4M3FN
  %c4 = arith.constant 0.0 : f8E4M3FN
  %f4 = math.fma %a4, %b4, %c4 : f8E4M3FN
  %n4 = arith.negf %f4 : f8E4M3FN
  %g4 = math.absf %n4 : f8E4M3FN
  %x4 = arith.extf %f4 : f8E4M3FN to f32
  %y4 = arith.extf %g4 : f8E4M3FN to f32
  vector.print %x4 : f32
  vector.print %y4 : f32
  %a5 = arith.constant 0.015625 : f8E4M3FN
  %b5 = arith.constant 0.0078125 : f8E4M3FN
  %c5 = arith.constant -0.0001220703125 : f8E4M3FN
  %f5 = math.fma %a5, %b5, %c5 : f8E4M3FN
  %n5 = arith.negf %f5 : f8E4M3FN
  %g5 = math.absf %n5 : f8E4M3FN
  %x5 = arith.extf %f5 : f8E4M3FN to f32
  %y5 = arith.extf %g5 : f8E4M3FN to f32
  vector.print %x5 : f32
  vector.print %y5 : f32
  %a6 = arith.constant -0.0 : f8E4M3FN
  %b6 = arith.constant 1.0 : f8E4M3FN
  %c6 = arith.constant -0.0 : f8E4M3FN
  %f6 = math.fma %a6, %b6, %c6 : f8E4M3FN
  %n6 = arith.negf %f6 : f8E4M3FN
  %g6 = math.absf %n6 : f8E4M3FN
  %x6 = arith.extf %f6 : f8E4M3FN to f32
  %y6 = arith.extf %g6 : f8E4M3FN to f32
  vector.print %x6 : f32
  vector.print %y6 : f32
  %a7 = arith.constant 448.0 : f8E4M3FN
  %b7 = arith.constant 1.0 : f8E4M3FN
  %c7 = arith.constant 448.0 : f8E4M3FN
  %f7 = math.fma %a7, %b7, %c7 : f8E4M3FN
  %n7 = arith.negf %f7 : f8E4M3FN
  %g7 = math.absf %n7 : f8E4M3FN
  %x7 = arith.extf %f7 : f8E4M3FN to f32
  %y7 = arith.extf %g7 : f8E4M3FN to f32
  vector.print %x7 : f32
  vector.print %y7 : f32
  %a8 = arith.constant 1.875 : f8E4M3FN
  %b8 = arith.constant 1.875 : f8E4M3FN
  %c8 = arith.constant -3.5 : f8E4M3FN
  %f8 = math.fma %a8, %b8, %c8 : f8E4M3FN
  %n8 = arith.negf %f8 : f8E4M3FN
  %g8 = math.absf %n8 : f8E4M3FN
  %x8 = arith.extf %f8 : f8E4M3FN to f32
  %y8 = arith.extf %g8 : f8E4M3FN to f32
  vector.print %x8 : f32
  vector.print %y8 : f32
  %a9 = arith.constant 1.25 : f8E5M2
  %b9 = arith.constant 1.25 : f8E5M2
  %c9 = arith.constant -1.0 : f8E5M2
  %f9 = math.fma %a9, %b9, %c9 : f8E5M2
  %n9 = arith.negf %f9 : f8E5M2
  %g9 = math.absf %n9 : f8E5M2
  %x9 = arith.extf %f9 : f8E5M2 to f32
  %y9 = arith.extf %g9 : f8E5M2 to f32
  vector.print %x9 : f32
  vector.print %y9 : f32
  %a10 = arith.constant 3.0 : f8E5M2
  %b10 = arith.constant -1.5 : f8E5M2
  %c10 = arith.constant 0.5 : f8E5M2
  %f10 = math.fma %a10, %b10, %c10 : f8E5M2
  %n10 = arith.negf %f10 : f8E5M2
  %g10 = math.absf %n10 : f8E5M2
  %x10 = arith.extf %f10 : f8E5M2 to f32
  %y10 = arith.extf %g10 : f8E5M2 to f32
  vector.print %x10 : f32
  vector.print %y10 : f32
  %a11 = arith.constant 57344.0 : f8E5M2
  %b11 = arith.constant 2.0 : f8E5M2
  %c11 = arith.constant 0.0 : f8E5M2
  %f11 = math.fma %a11, %b11, %c11 : f8E5M2
  %n11 = arith.negf %f11 : f8E5M2
  %g11 = math.absf %n11 : f8E5M2
  %x11 = arith.extf %f11 : f8E5M2 to f32
  %y11 = arith.extf %g11 : f8E5M2 to f32
  vector.print %x11 : f32
  vector.print %y11 : f32
  %a12 = arith.constant 1.52587890625e-05 : f8E5M2
  %b12 = arith.constant 0.5 : f8E5M2
  %c12 = arith.constant 0.0 : f8E5M2
  %f12 = math.fma %a12, %b12, %c12 : f8E5M2
  %n12 = arith.negf %f12 : f8E5M2
  %g12 = math.absf %n12 : f8E5M2
  %x12 = arith.extf %f12 : f8E5M2 to f32
  %y12 = arith.extf %g12 : f8E5M2 to f32
  vector.print %x12 : f32
  vector.print %y12 : f32
  %a13 = arith.constant -0.0 : f8E5M2
  %b13 = arith.constant 1.0 : f8E5M2
  %c13 = arith.constant -0.0 : f8E5M2
  %f13 = math.fma %a13, %b13, %c13 : f8E5M2
  %n13 = arith.negf %f13 : f8E5M2
  %g13 = math.absf %n13 : f8E5M2
  %x13 = arith.extf %f13 : f8E5M2 to f32
  %y13 = arith.extf %g13 : f8E5M2 to f32
  vector.print %x13 : f32
  vector.print %y13 : f32
  %a14 = arith.constant 1.5 : f4E2M1FN
  %b14 = arith.constant 1.5 : f4E2M1FN
  %c14 = arith.constant -1.0 : f4E2M1FN
  %f14 = math.fma %a14, %b14, %c14 : f4E2M1FN
  %n14 = arith.negf %f14 : f4E2M1FN
  %g14 = math.absf %n14 : f4E2M1FN
  %x14 = arith.extf %f14 : f4E2M1FN to f32
  %y14 = arith.extf %g14 : f4E2M1FN to f32
  vector.print %x14 : f32
  vector.print %y14 : f32
  %a15 = arith.constant 3.0 : f4E2M1FN
  %b15 = arith.constant -1.5 : f4E2M1FN
  %c15 = arith.constant 0.5 : f4E2M1FN
  %f15 = math.fma %a15, %b15, %c15 : f4E2M1FN
  %n15 = arith.negf %f15 : f4E2M1FN
  %g15 = math.absf %n15 : f4E2M1FN
  %x15 = arith.extf %f15 : f4E2M1FN to f32
  %y15 = arith.extf %g15 : f4E2M1FN to f32
  vector.print %x15 : f32
  vector.print %y15 : f32
  %a16 = arith.constant 6.0 : f4E2M1FN
  %b16 = arith.constant 6.0 : f4E2M1FN
  %c16 = arith.constant 0.0 : f4E2M1FN
  %f16 = math.fma %a16, %b16, %c16 : f4E2M1FN
  %n16 = arith.negf %f16 : f4E2M1FN
  %g16 = math.absf %n16 : f4E2M1FN
  %x16 = arith.extf %f16 : f4E2M1FN to f32
  %y16 = arith.extf %g16 : f4E2M1FN to f32
  vector.print %x16 : f32
  vector.print %y16 : f32
  %a17 = arith.constant 0.5 : f4E2M1FN
  %b17 = arith.constant 0.5 : f4E2M1FN
  %c17 = arith.constant 0.0 : f4E2M1FN
  %f17 = math.fma %a17, %b17, %c17 : f4E2M1FN
  %n17 = arith.negf %f17 : f4E2M1FN
  %g17 = math.absf %n17 : f4E2M1FN
  %x17 = arith.extf %f17 : f4E2M1FN to f32
  %y17 = arith.extf %g17 : f4E2M1FN to f32
  vector.print %x17 : f32
  vector.print %y17 : f32
  %a18 = arith.constant -0.0 : f4E2M1FN
  %b18 = arith.constant 1.0 : f4E2M1FN
  %c18 = arith.constant -0.0 : f4E2M1FN
  %f18 = math.fma %a18, %b18, %c18 : f4E2M1FN
  %n18 = arith.negf %f18 : f4E2M1FN
  %g18 = math.absf %n18 : f4E2M1FN
  %x18 = arith.extf %f18 : f4E2M1FN to f32
  %y18 = arith.extf %g18 : f4E2M1FN to f32
  vector.print %x18 : f32
  vector.print %y18 : f32
  %a19 = arith.constant 1.0 : f8E4M3FNUZ
  %b19 = arith.constant 1.5 : f8E4M3FNUZ
  %c19 = arith.constant -1.5 : f8E4M3FNUZ
  %f19 = math.fma %a19, %b19, %c19 : f8E4M3FNUZ
  %n19 = arith.negf %f19 : f8E4M3FNUZ
  %g19 = math.absf %n19 : f8E4M3FNUZ
  %x19 = arith.extf %f19 : f8E4M3FNUZ to f32
  %y19 = arith.extf %g19 : f8E4M3FNUZ to f32
  vector.print %x19 : f32
  vector.print %y19 : f32
  %a20 = arith.constant 3.0 : f8E4M3FNUZ
  %b20 = arith.constant -1.5 : f8E4M3FNUZ
  %c20 = arith.constant 4.5 : f8E4M3FNUZ
  %f20 = math.fma %a20, %b20, %c20 : f8E4M3FNUZ
  %n20 = arith.negf %f20 : f8E4M3FNUZ
  %g20 = math.absf %n20 : f8E4M3FNUZ
  %x20 = arith.extf %f20 : f8E4M3FNUZ to f32
  %y20 = arith.extf %g20 : f8E4M3FNUZ to f32
  vector.print %x20 : f32
  vector.print %y20 : f32
  %a21 = arith.constant -2.0 : f8E4M3FNUZ
  %b21 = arith.constant 3.0 : f8E4M3FNUZ
  %c21 = arith.constant 1.0 : f8E4M3FNUZ
  %f21 = math.fma %a21, %b21, %c21 : f8E4M3FNUZ
  %n21 = arith.negf %f21 : f8E4M3FNUZ
  %g21 = math.absf %n21 : f8E4M3FNUZ
  %x21 = arith.extf %f21 : f8E4M3FNUZ to f32
  %y21 = arith.extf %g21 : f8E4M3FNUZ to f32
  vector.print %x21 : f32
  vector.print %y21 : f32
  %a22 = arith.constant 0.0 : f8E4M3FNUZ
  %b22 = arith.constant 6.0 : f8E4M3FNUZ
  %c22 = arith.constant 0.0 : f8E4M3FNUZ
  %f22 = math.fma %a22, %b22, %c22 : f8E4M3FNUZ
  %n22 = arith.negf %f22 : f8E4M3FNUZ
  %g22 = math.absf %n22 : f8E4M3FNUZ
  %x22 = arith.extf %f22 : f8E4M3FNUZ to f32
  %y22 = arith.extf %g22 : f8E4M3FNUZ to f32
  vector.print %x22 : f32
  vector.print %y22 : f32
  %a23 = arith.constant 1.25 : f6E3M2FN
  %b23 = arith.constant 1.25 : f6E3M2FN
  %c23 = arith.constant -1.0 : f6E3M2FN
  %f23 = math.fma %a23, %b23, %c23 : f6E3M2FN
  %n23 = arith.negf %f23 : f6E3M2FN
  %g23 = math.absf %n23 : f6E3M2FN
  %x23 = arith.extf %f23 : f6E3M2FN to f32
  %y23 = arith.extf %g23 : f6E3M2FN to f32
  vector.print %x23 : f32
  vector.print %y23 : f32
  %a24 = arith.constant 28.0 : f6E3M2FN
  %b24 = arith.constant 2.0 : f6E3M2FN
  %c24 = arith.constant 0.0 : f6E3M2FN
  %f24 = math.fma %a24, %b24, %c24 : f6E3M2FN
  %n24 = arith.negf %f24 : f6E3M2FN
  %g24 = math.absf %n24 : f6E3M2FN
  %x24 = arith.extf %f24 : f6E3M2FN to f32
  %y24 = arith.extf %g24 : f6E3M2FN to f32
  vector.print %x24 : f32
  vector.print %y24 : f32
  %a25 = arith.constant -0.0625 : f6E3M2FN
  %b25 = arith.constant 0.25 : f6E3M2FN
  %c25 = arith.constant 0.0 : f6E3M2FN
  %f25 = math.fma %a25, %b25, %c25 : f6E3M2FN
  %n25 = arith.negf %f25 : f6E3M2FN
  %g25 = math.absf %n25 : f6E3M2FN
  %x25 = arith.extf %f25 : f6E3M2FN to f32
  %y25 = arith.extf %g25 : f6E3M2FN to f32
  vector.print %x25 : f32
  vector.print %y25 : f32
  return
}
