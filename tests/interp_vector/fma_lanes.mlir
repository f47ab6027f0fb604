// vector.fma on f32 and f64 lanes read from memory (so nothing folds
// them): signed zeros, infinities, NaN operands (the addend's kept with
// its sign and payload), an overflow, and a product of an infinity and
// zero, whose NaN is the positive quiet one; the last lanes of each row
// are sums that round once.
func.func @main() {
  %c0 = arith.constant 0 : index
  %A = memref.alloc() : memref<3x8xf32>
  %D = memref.alloc() : memref<3x4xf64>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = arith.constant dense<[-0.0, 0x7F800000, 0x7FC00000, 3.0e38, 0x7F800000, 1.0, 16777216.0, 0.1]> : vector<8xf32>
  %b = arith.constant dense<[0.0, -2.0, 1.0, 10.0, 0.0, -0.0, 1.0, 0.1]> : vector<8xf32>
  %c = arith.constant dense<[-0.0, 1.0, 2.0, 0.0, 1.0, 0xFFC00001, 1.0, -0.01]> : vector<8xf32>
  vector.store %a, %A[%c0, %c0] : memref<3x8xf32>, vector<8xf32>
  vector.store %b, %A[%c1, %c0] : memref<3x8xf32>, vector<8xf32>
  vector.store %c, %A[%c2, %c0] : memref<3x8xf32>, vector<8xf32>
  %x = vector.load %A[%c0, %c0] : memref<3x8xf32>, vector<8xf32>
  %y = vector.load %A[%c1, %c0] : memref<3x8xf32>, vector<8xf32>
  %z = vector.load %A[%c2, %c0] : memref<3x8xf32>, vector<8xf32>
  %r = vector.fma %x, %y, %z : vector<8xf32>
  vector.print %r : vector<8xf32>
  %rb = vector.bitcast %r : vector<8xf32> to vector<8xi32>
  vector.print %rb : vector<8xi32>
  %p = arith.constant dense<[-0.0, 0xFFF0000000000000, 1.0e308, 0.1]> : vector<4xf64>
  %q = arith.constant dense<[-5.0, 0.0, 10.0, 0.1]> : vector<4xf64>
  %s = arith.constant dense<[0.0, 1.0, -1.0e308, -0.01]> : vector<4xf64>
  vector.store %p, %D[%c0, %c0] : memref<3x4xf64>, vector<4xf64>
  vector.store %q, %D[%c1, %c0] : memref<3x4xf64>, vector<4xf64>
  vector.store %s, %D[%c2, %c0] : memref<3x4xf64>, vector<4xf64>
  %u = vector.load %D[%c0, %c0] : memref<3x4xf64>, vector<4xf64>
  %v = vector.load %D[%c1, %c0] : memref<3x4xf64>, vector<4xf64>
  %w = vector.load %D[%c2, %c0] : memref<3x4xf64>, vector<4xf64>
  %t = vector.fma %u, %v, %w : vector<4xf64>
  vector.print %t : vector<4xf64>
  %tb = vector.bitcast %t : vector<4xf64> to vector<4xi64>
  vector.print %tb : vector<4xi64>
  return
}
