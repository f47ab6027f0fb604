// EXPECT: exit=0
// ARGS: -q
// STDOUT: closed
// `rmlir-sim k.mlir | head -c1`: the reader leaves; no panic, exit 0.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 20000 : index
  %x = arith.constant 7 : i32
  scf.for %i = %c0 to %n step %c1 {
    vector.print %x : i32
  }
  return
}
