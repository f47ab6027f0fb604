// execute_region (one and several blocks) and index_switch over every case
// and the default, with and without results.
func.func @pick(%i: index) -> i32 {
  %r = scf.index_switch %i -> i32
  case 0 {
    %c = arith.constant 100 : i32
    scf.yield %c : i32
  }
  case 3 {
    %c = arith.constant 300 : i32
    scf.yield %c : i32
  }
  case -1 {
    %c = arith.constant -1 : i32
    scf.yield %c : i32
  }
  default {
    %c = arith.index_cast %i : index to i32
    scf.yield %c : i32
  }
  return %r : i32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  scf.for %i = %c0 to %c5 step %c1 {
    %v = func.call @pick(%i) : (index) -> i32
    vector.print %v : i32
    scf.index_switch %i
    case 2 {
      vector.print %i : index
      scf.yield
    }
    default {
    }
  }
  %m1 = arith.constant -1 : index
  %v = func.call @pick(%m1) : (index) -> i32
  vector.print %v : i32
  %x:2 = scf.execute_region -> (i32, index) {
    %a = arith.constant 7 : i32
    %t = arith.constant true
    cf.cond_br %t, ^bb1(%a : i32), ^bb2
  ^bb1(%b: i32):
    %d = arith.muli %b, %b : i32
    scf.yield %d, %c5 : i32, index
  ^bb2:
    scf.yield %a, %c0 : i32, index
  }
  vector.print %x#0 : i32
  vector.print %x#1 : index
  %y = scf.execute_region -> i64 {
    %k = arith.constant 42 : i64
    scf.yield %k : i64
  }
  vector.print %y : i64
  return
}
