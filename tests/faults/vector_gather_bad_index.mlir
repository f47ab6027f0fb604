// The second lane's offset, -5, puts it before the memref's first element
// (upstream addresses lanes from the base element's pointer, so an offset
// of -1 would read the end of row 0); the third lane's offset 9 is past
// the end but that lane is off.
func.func @main() {
  %m = memref.alloc() : memref<2x4xf32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = arith.constant dense<[2, -5, 9]> : vector<3xi32>
  %k = arith.constant dense<[true, true, false]> : vector<3xi1>
  %p = arith.constant dense<0.0> : vector<3xf32>
  %0 = vector.gather %m[%c1, %c0] [%x], %k, %p : memref<2x4xf32, 1>, vector<3xi32>, vector<3xi1>, vector<3xf32> into vector<3xf32>
  vector.print %0 : vector<3xf32>
  return
}
