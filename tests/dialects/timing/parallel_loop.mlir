// An empty three-iteration scf.parallel on tests/timing/basic.toml (see
// tests/dialect_timing.rs).
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.parallel (%i) = (%c0) to (%c3) step (%c1) {
  }
  return
}
