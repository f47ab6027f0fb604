// A signed vector division of the most negative i33 by -1 in one lane
// only: the interpreter's path reports the overflow.
func.func @main() {
  %x = arith.constant dense<[4, -4294967296, 9]> : vector<3xi33>
  %d = arith.constant dense<[2, -1, 3]> : vector<3xi33>
  %q = arith.divsi %x, %d : vector<3xi33>
  vector.print %q : vector<3xi33>
  return
}
