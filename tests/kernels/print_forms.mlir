// Every form of vector.print: strings, each punctuation, a bare print,
// and unsigned element types at odd widths, which print as unsigned.
func.func @main() {
  %v = arith.constant dense<[3, -1, 64, -64]> : vector<4xi7>
  %u = vector.bitcast %v : vector<4xi7> to vector<4xui7>
  %w = arith.constant dense<[[1, -2], [-8589934592, 5]]> : vector<2x2xi35>
  %uw = vector.bitcast %w : vector<2x2xi35> to vector<2x2xui35>
  %s = vector.bitcast %v : vector<4xi7> to vector<4xsi7>
  %x = arith.constant -5 : i16
  %f = arith.constant 2.5 : f32
  vector.print str "forms:"
  vector.print str " two strings, one line\n"
  vector.print %u : vector<4xui7>
  vector.print %uw : vector<2x2xui35>
  vector.print %s : vector<4xsi7>
  vector.print punctuation <open>
  vector.print %x : i16 punctuation <comma>
  vector.print %f : f32 punctuation <no_punctuation>
  vector.print punctuation <close>
  vector.print
  vector.print %v : vector<4xi7> punctuation <comma>
  vector.print %u : vector<4xui7> punctuation <newline>
  vector.print punctuation <newline>
  vector.print str "done\n"
  return
}
