// scf.if with results, else branches and nesting.
func.func @ifs(%c: i1, %d: i1, %a: i32, %b: i32) -> i32 {
  scf.if %c {
    "test.side_effect"() : () -> ()
  }
  %r = scf.if %c -> (i32) {
    %s = scf.if %d -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    scf.yield %s : i32
  } else {
    %t = arith.addi %a, %b : i32
    scf.yield %t : i32
  }
  return %r : i32
}
