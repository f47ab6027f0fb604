// broadcast, extract, insert and reductions.
func.func @main() {
  %s = arith.constant 7 : i16
  %0 = vector.broadcast %s : i16 to vector<3xi16>
  vector.print %0 : vector<3xi16>
  %v = arith.constant dense<[10, 20, 30, 40]> : vector<4xi64>
  %1 = vector.broadcast %v : vector<4xi64> to vector<2x4xi64>
  vector.print %1 : vector<2x4xi64>
  %2 = vector.extract %v[2] : i64 from vector<4xi64>
  vector.print %2 : i64
  %c9 = arith.constant 9 : i64
  %3 = vector.insert %c9, %1 [1, 0] : i64 into vector<2x4xi64>
  vector.print %3 : vector<2x4xi64>
  %4 = vector.extract %3[1] : vector<4xi64> from vector<2x4xi64>
  vector.print %4 : vector<4xi64>
  %5 = vector.reduction <add>, %v : vector<4xi64> into i64
  vector.print %5 : i64
  %6 = vector.reduction <maxsi>, %4 : vector<4xi64> into i64
  vector.print %6 : i64
  %f = arith.constant dense<[1.0, 2.0, 3.5]> : vector<3xf32>
  %acc = arith.constant 10.0 : f32
  %7 = vector.reduction <mul>, %f, %acc : vector<3xf32> into f32
  vector.print %7 : f32
  %i = arith.constant 1 : index
  %8 = vector.extract %v[%i] : i64 from vector<4xi64>
  vector.print %8 : i64
  return
}
