// As callee_fault.mlir, with a vector<4xi32> result (read back lane by
// lane) and the callee stopped by a load past its buffer's end: both
// engines print ( 0, 10, 20, 30 ), then report the load of element 12
// (2 * (1 + 2 + 3 + 4) - 8) of 8, called from line 35.
func.func @row(%m: memref<8xi32>, %i: index) -> vector<4xi32> {
  %e = memref.load %m[%i] : memref<8xi32>
  %v = vector.broadcast %e : i32 to vector<4xi32>
  %k = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
  %r = arith.muli %v, %k : vector<4xi32>
  return %r : vector<4xi32>
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %ten = arith.constant 10 : i32
  %m = memref.alloc() : memref<8xi32>
  scf.for %i = %c0 to %c8 step %c1 {
    %x = arith.index_cast %i : index to i32
    %y = arith.muli %x, %ten : i32
    memref.store %y, %m[%i] : memref<8xi32>
  }
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  %c = arith.constant 3 : i32
  %d = arith.constant 4 : i32
  %e = arith.addi %a, %b : i32
  %f = arith.addi %c, %d : i32
  %g = arith.addi %e, %f : i32
  %h = arith.addi %g, %g : i32
  %v = func.call @row(%m, %c1) : (memref<8xi32>, index) -> vector<4xi32>
  vector.print %v : vector<4xi32>
  %hi = arith.index_cast %h : i32 to index
  %j = arith.subi %hi, %c8 : index
  %w = func.call @row(%m, %j) : (memref<8xi32>, index) -> vector<4xi32>
  vector.print %w : vector<4xi32>
  return
}
