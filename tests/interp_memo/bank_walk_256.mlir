// A column walk: 256 loads of one bank (16-byte stride), summed. Its
// cycles are derived by hand in tests/interp_memo.rs.
func.func @main() {
  %a = memref.alloc() : memref<1024xi32, 1>
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1024 = arith.constant 1024 : index
  %z = arith.constant 0 : i32
  %s = scf.for %i = %c0 to %c1024 step %c4 iter_args(%acc = %z) -> (i32) {
    %v = memref.load %a[%i] : memref<1024xi32, 1>
    %n = arith.addi %acc, %v : i32
    scf.yield %n : i32
  }
  vector.print %s : i32
  return
}
