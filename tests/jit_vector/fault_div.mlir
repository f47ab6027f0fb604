// A vector division whose divisor gets a zero lane in the 42nd
// iteration: the JIT takes the interpreter's path for the whole
// instruction, which reports the fault, after 41 iterations computed
// natively.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 100 : index
  %d0 = arith.constant dense<[50, 41, 60, 70]> : vector<4xi13>
  %one = arith.constant dense<1> : vector<4xi13>
  %x = arith.constant dense<[4000, -4000, 77, 1]> : vector<4xi13>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%d = %d0) -> (vector<4xi13>) {
    %q = arith.divsi %x, %d : vector<4xi13>
    vector.print %q : vector<4xi13>
    %e = arith.subi %d, %one : vector<4xi13>
    scf.yield %e : vector<4xi13>
  }
  vector.print %r : vector<4xi13>
  return
}
