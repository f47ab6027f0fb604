// vector.scan, inclusive and exclusive, float and integer kinds, as
// --test-vector-scan-lowering lowers it.
func.func @main() {
  %c = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0], [-1.0e8, 0.5, 0.25, 1.0e-8, 7.0], [3.0e7, 1.0, 1.0, 1.0, 1.0]]> : vector<3x5xf32>
  %b = arith.constant dense<[10.0, 20.0, 30.0, 40.0, 50.0]> : vector<5xf32>
  %i = arith.constant dense<[[1, 2, 3, 4, 5], [6, 7, 8, 9, 10], [11, 12, 13, 14, 15]]> : vector<3x5xi32>
  %j = arith.constant dense<[2, 3, 5]> : vector<3xi32>
  %0:2 = vector.scan <add>, %c, %b {inclusive = true, reduction_dim = 0 : i64} : vector<3x5xf32>, vector<5xf32>
  vector.print %0#0 : vector<3x5xf32>
  vector.print %0#1 : vector<5xf32>
  %1:2 = vector.scan <mul>, %i, %j {inclusive = false, reduction_dim = 1 : i64} : vector<3x5xi32>, vector<3xi32>
  vector.print %1#0 : vector<3x5xi32>
  vector.print %1#1 : vector<3xi32>
  %2:2 = vector.scan <maxsi>, %i, %j {inclusive = true, reduction_dim = 1 : i64} : vector<3x5xi32>, vector<3xi32>
  vector.print %2#0 : vector<3x5xi32>
  vector.print %2#1 : vector<3xi32>
  return
}
