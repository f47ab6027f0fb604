// EXPECT: exit=0 stdout="5000"
// ARGS: -q
// 5000 nested calls are far below the limit and must simply run.
func.func @count(%n: i32) -> i32 {
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %done = arith.cmpi eq, %n, %z : i32
  %r = scf.if %done -> (i32) {
    scf.yield %z : i32
  } else {
    %m = arith.subi %n, %one : i32
    %s = func.call @count(%m) : (i32) -> i32
    %t = arith.addi %s, %one : i32
    scf.yield %t : i32
  }
  return %r : i32
}
func.func @main() -> i32 {
  %n = arith.constant 5000 : i32
  %r = call @count(%n) : (i32) -> i32
  return %r : i32
}
