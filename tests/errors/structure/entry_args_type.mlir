// A function's entry block arguments match its `function_type` inputs
// (upstream `FunctionOpInterface` trait verifier). The generic form is the
// only way to write a mismatch.

// expected-error@+1 {{'func.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')}}
"func.func"() <{function_type = (i32) -> (), sym_name = "wrong_type"}> ({
^bb0(%a: i64):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// The second argument differs.
// expected-error@+1 {{'func.func' op type of entry block argument #1('f64') must match the type of the corresponding argument in function signature('f32')}}
"func.func"() <{function_type = (i32, f32) -> (), sym_name = "second"}> ({
^bb0(%a: i32, %b: f64):
  "func.return"() : () -> ()
}) : () -> ()
