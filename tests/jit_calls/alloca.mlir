// A callee that allocates a stack buffer on every call: each direct
// return must free it (the report's peak for the space stays one buffer,
// 32 bytes, over the 50 calls) and the values must be mlir-runner's.
func.func @sum(%x: i32) -> i32 {
  %buf = memref.alloca() : memref<8xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %v = arith.muli %ii, %x : i32
    memref.store %v, %buf[%i] : memref<8xi32>
  }
  %z = arith.constant 0 : i32
  %s = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %z) -> i32 {
    %v = memref.load %buf[%i] : memref<8xi32>
    %t = arith.addi %acc, %v : i32
    scf.yield %t : i32
  }
  return %s : i32
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 50 : index
  %z = arith.constant 0 : i32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> i32 {
    %ii = arith.index_cast %i : index to i32
    %r = func.call @sum(%ii) : (i32) -> i32
    %t = arith.addi %acc, %r : i32
    scf.yield %t : i32
  }
  vector.print %s : i32
  return
}
