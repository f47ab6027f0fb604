// Dominance is only checked in blocks reachable from the region's entry,
// as upstream (`verifyDominanceOfContainedRegions`). No diagnostic is
// expected in this file.

func.func @unreachable() {
  cf.br ^bb2
^bb1:
  %x = arith.addi %y, %y : i32
  %y = arith.constant 1 : i32
  cf.br ^bb2
^bb2:
  return
}

// -----

// An unreachable block may use a value of a block that does not dominate
// it: everything dominates an unreachable block.
func.func @unreachable_use(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb3
^bb1:
  %v = arith.constant 1 : i32
  cf.br ^bb3
^bb2:
  %w = arith.addi %v, %v : i32
  cf.br ^bb3
^bb3:
  return
}
