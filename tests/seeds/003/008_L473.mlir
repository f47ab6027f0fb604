// Example from shared/seeds/003, line 473.
// SKIP: a 2018 generic op whose region follows the operand list without parentheses
func @accelerator_compute(i64, i1) -> i64 {
^bb0(%a: i64, %cond: i1): // Code dominated by ^bb0 may refer to %a
cond_br %cond, ^bb1, ^bb2
// This def for %value does not dominate ^bb2
%value = "op.convert"(%a) : (i64) -> i64
br ^bb3(%a: i64) // Branch passes %a as the argument
"accelerator.launch"() {
// Region of code nested under "accelerator.launch", it can reference %a but
%new_value = "accelerator.do_something"(%a) : (i64) -> ()
// %new_value cannot be referenced outside of the region
