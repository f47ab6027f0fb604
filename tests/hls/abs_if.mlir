// Data-dependent branches over memory: absolute values in place, counting
// the negatives, with an arith.select clamp.
// HLS-FUNC: abs_if
// HLS-INPUT: V i32 6 : -4 5 -6 0 2147483647 -9
func.func @abs_if(%V: memref<6xi32, 1>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %cap = arith.constant 1000 : i32
  %n = scf.for %i = %c0 to %c6 step %c1 iter_args(%k = %z) -> (i32) {
    %v = memref.load %V[%i] : memref<6xi32, 1>
    %neg = arith.cmpi slt, %v, %z : i32
    %k1 = scf.if %neg -> (i32) {
      %a = arith.subi %z, %v : i32
      memref.store %a, %V[%i] : memref<6xi32, 1>
      %kk = arith.addi %k, %one : i32
      scf.yield %kk : i32
    } else {
      %big = arith.cmpi sgt, %v, %cap : i32
      %c = arith.select %big, %cap, %v : i32
      memref.store %c, %V[%i] : memref<6xi32, 1>
      scf.yield %k : i32
    }
    scf.yield %k1 : i32
  }
  return %n : i32
}
