// scf.execute_region (one and several blocks, with attributes) and
// scf.index_switch with and without results.
func.func @f(%i: index, %a: i32) -> i32 {
  %0 = scf.execute_region -> i32 {
    scf.yield %a : i32
  }
  scf.execute_region {
    scf.yield
  }
  %1:2 = scf.execute_region -> (i32, index) {
    cf.br ^bb1
  ^bb1:
    scf.yield %a, %i : i32, index
  } {foo}
  %2 = scf.index_switch %i -> i32
  case 2 {
    scf.yield %a : i32
  }
  case 5 {
    %c = arith.addi %a, %a : i32
    scf.yield %c : i32
  }
  default {
    scf.yield %0 : i32
  }
  scf.index_switch %i
  default {
  }
  return %2 : i32
}
