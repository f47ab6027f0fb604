// vector.load and vector.store on rows of a 2-D buffer.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %m = memref.alloc() : memref<3x8xf32>
  %a = arith.constant dense<[0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0]> : vector<8xf32>
  vector.store %a, %m[%c0, %c0] : memref<3x8xf32>, vector<8xf32>
  %b = arith.addf %a, %a : vector<8xf32>
  vector.store %b, %m[%c1, %c0] : memref<3x8xf32>, vector<8xf32>
  %x = vector.load %m[%c0, %c2] : memref<3x8xf32>, vector<4xf32>
  vector.print %x : vector<4xf32>
  %y = vector.load %m[%c1, %c0] : memref<3x8xf32>, vector<8xf32>
  %z = arith.mulf %x, %x : vector<4xf32>
  vector.print %y : vector<8xf32>
  vector.print %z : vector<4xf32>
  memref.dealloc %m : memref<3x8xf32>
  return
}
