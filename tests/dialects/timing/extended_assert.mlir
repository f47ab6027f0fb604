// A double-width multiply feeding a carrying add, a passing assert and a
// poison value, on tests/timing/basic.toml (see tests/dialect_timing.rs).
func.func @main() -> i32 {
  %a = arith.constant 3 : i32
  %p = ub.poison : i32
  %lo, %hi = arith.mului_extended %a, %a : i32
  %s, %o = arith.addui_extended %lo, %hi : i32, i1
  %t = arith.constant true
  cf.assert %t, "holds"
  return %s : i32
}
