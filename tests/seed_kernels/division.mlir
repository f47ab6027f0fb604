// Seed Standard dialect (shared/seeds/004), integer division and remainder.
// The spec's text gives each value:
//   divis: "6 / -2 = -3"
//   diviu: "for i16 ... 6 / -2 = 6 / (2^16 - 2) = 0"
//   remis: "6 % -2 = 0"
//   remiu: "for i16, 6 % -2 = 6 % (2^16 - 2) = 6"
// and the SIMD forms ("SIMD vector element-wise division") apply the same
// element by element.
// EXPECT: -3
// EXPECT: 0
// EXPECT: 0
// EXPECT: 6
// EXPECT: ( -3, -3 )
// EXPECT: ( 0, 0 )
// EXPECT: ( 0, 0 )
// EXPECT: ( 6, 6 )
func @main() {
  %six = constant 6 : i16
  %m2 = constant -2 : i16
  %q = divis %six, %m2 : i16
  vector.print %q : i16
  %u = diviu %six, %m2 : i16
  vector.print %u : i16
  %r = remis %six, %m2 : i16
  vector.print %r : i16
  %s = remiu %six, %m2 : i16
  vector.print %s : i16
  %a = constant dense<6> : vector<2xi16>
  %b = constant dense<-2> : vector<2xi16>
  %vq = divis %a, %b : vector<2xi16>
  vector.print %vq : vector<2xi16>
  %vu = diviu %a, %b : vector<2xi16>
  vector.print %vu : vector<2xi16>
  %vr = remis %a, %b : vector<2xi16>
  vector.print %vr : vector<2xi16>
  %vs = remiu %a, %b : vector<2xi16>
  vector.print %vs : vector<2xi16>
  return
}
