// An op named in a registered dialect must be registered, even with
// `--allow-unregistered-dialect` (upstream `Verifier.cpp`: the dialect does
// not allow unknown operations).

// expected-error@+1 {{unregistered operation 'arith.bogus' found in dialect ('arith') that does not allow unknown operations}}
"arith.bogus"() : () -> ()

// -----

func.func @f() {
  // expected-error@+1 {{unregistered operation 'func.bogus' found in dialect ('func') that does not allow unknown operations}}
  "func.bogus"() : () -> ()
  return
}
