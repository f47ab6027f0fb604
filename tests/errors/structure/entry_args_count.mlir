// A function's entry block arguments match its `function_type` inputs
// (upstream `FunctionOpInterface` trait verifier). The generic form is the
// only way to write a mismatch.

// expected-error@+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
"func.func"() <{function_type = (i32) -> (), sym_name = "too_many"}> ({
^bb0(%a: i32, %b: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op entry block must have 2 arguments to match function signature}}
"func.func"() <{function_type = (i32, f32) -> (), sym_name = "too_few"}> ({
^bb0(%a: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A declaration has no body to check. No error.
func.func private @external(i32) -> i32
