// The rules of scf.index_switch and scf.execute_region, one per chunk.
func.func @f(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op has duplicate case value: 1}}
  %0 = "scf.index_switch"(%i) <{cases = array<i64: 1, 1>}> ({
    %c = arith.constant 0 : i32
    scf.yield %c : i32
  }, {
    %c = arith.constant 0 : i32
    scf.yield %c : i32
  }, {
    %c = arith.constant 0 : i32
    scf.yield %c : i32
  }) : (index) -> i32
  return
}
// -----
func.func @f(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op has 0 case regions but 1 case values}}
  %0 = "scf.index_switch"(%i) <{cases = array<i64: 1>}> ({
    %c = arith.constant 0 : i32
    scf.yield %c : i32
  }) : (index) -> i32
  return
}
// -----
func.func @f(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op expected result #0 of each region to be 'i32'}}
  %0 = scf.index_switch %i -> i32
  case 1 {
    %c = arith.constant 0 : i64
    // expected-note @+1 {{case region #0 returns 'i64' here}}
    scf.yield %c : i64
  }
  default {
    %c = arith.constant 0 : i32
    scf.yield %c : i32
  }
  return
}
// -----
func.func @f(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op expected each region to return 1 values, but case region #0 returns 0}}
  %0 = scf.index_switch %i -> i32
  case 1 {
    // expected-note @+1 {{see yield operation here}}
    scf.yield
  }
  default {
    %c = arith.constant 0 : i32
    scf.yield %c : i32
  }
  return
}
// -----
func.func @f(%i: i32) {
  // expected-error @+1 {{'scf.index_switch' op operand #0 must be index, but got 'i32'}}
  "scf.index_switch"(%i) <{cases = array<i64>}> ({
    scf.yield
  }) : (i32) -> ()
  return
}
// -----
func.func @f(%i: index) {
  // expected-error @+1 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i64' should match successor input type #0 'i32'}}
  %0 = scf.execute_region -> i32 {
    %c = arith.constant 0 : i64
    // expected-note @+1 {{region branch point}}
    scf.yield %c : i64
  }
  return
}
// -----
func.func @f(%i: index) {
  // expected-error @+1 {{'scf.execute_region' op region cannot have any arguments}}
  %0 = scf.execute_region -> i32 {
  ^bb0(%a: i32):
    scf.yield %a : i32
  }
  return
}
// -----
func.func @f(%i: index) {
  // expected-error @+1 {{'scf.execute_region' op region needs to have at least one block}}
  "scf.execute_region"() ({
  }) : () -> ()
  return
}
