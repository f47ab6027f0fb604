// Seed Standard dialect: br, cond_br, return, call, call_indirect and a
// function-valued constant. @select is the spec's own example ("Both
// targets are the same, operands differ"): it returns %a when %flag is set
// and %b otherwise. @my_add follows the spec's call example.
// EXPECT: 10
// EXPECT: 20
// EXPECT: 30
// EXPECT: 30
// EXPECT: 6
func @select(i32, i32, i1) -> i32 {
^bb0(%a : i32, %b : i32, %flag : i1) :
  cond_br %flag, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x : i32) :
  return %x : i32
}
func @my_add(%a : i32, %b : i32) -> i32 {
  %s = addi %a, %b : i32
  return %s : i32
}
func @main() {
  %ten = constant 10 : i32
  %twenty = constant 20 : i32
  %t = constant 1 : i1
  %f = constant 0 : i1
  %0 = call @select(%ten, %twenty, %t) : (i32, i32, i1) -> i32
  vector.print %0 : i32
  %1 = call @select(%ten, %twenty, %f) : (i32, i32, i1) -> i32
  vector.print %1 : i32
  %2 = call @my_add(%ten, %twenty) : (i32, i32) -> i32
  vector.print %2 : i32
  %fn = constant @my_add : (i32, i32) -> i32
  %3 = call_indirect %fn(%ten, %twenty) : (i32, i32) -> i32
  vector.print %3 : i32
  %one = constant 1 : i32
  br ^loop(%one, %one : i32, i32)
^loop(%i : i32, %acc : i32) :
  %next = muli %acc, %i : i32
  %i2 = addi %i, %one : i32
  %four = constant 4 : i32
  %done = cmpi "sge", %i2, %four : i32
  cond_br %done, ^exit(%next : i32), ^loop(%i2, %next : i32, i32)
^exit(%r : i32) :
  vector.print %r : i32
  return
}
