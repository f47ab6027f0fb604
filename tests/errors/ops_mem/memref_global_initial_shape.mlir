// Rule: memref.global's initial value has the global's shape.
// expected-error@+1 {{'memref.global' op initial value shape expected to be 4 but was 2, 2}}
"memref.global"() <{initial_value = dense<1> : tensor<2x2xi32>, sym_name = "g", type = memref<4xi32>}> : () -> ()
