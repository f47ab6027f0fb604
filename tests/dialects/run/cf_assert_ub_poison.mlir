// Assertions that hold do not change the output; a poison value that is
// never selected does not either.
func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %x = arith.constant 7 : i32
  %p = ub.poison : i32
  %pv = ub.poison : vector<4xf32>
  %v = arith.constant dense<[1.5, -2.0, 0.0, 8.25]> : vector<4xf32>
  cf.assert %t, "true holds"
  %y = arith.select %t, %x, %p : i32
  vector.print %y : i32
  %w = arith.select %f, %pv, %v : vector<4xf32>
  vector.print %w : vector<4xf32>
  %pos = arith.cmpi sgt, %y, %x : i32
  %notpos = arith.xori %pos, %t : i1
  cf.assert %notpos, "y is not above x"
  return
}
