// Rule: memref.global's initial value has the global's element type.
// expected-error@+1 {{'memref.global' op initial value element expected to be of type 'i32', but was of type 'f32'}}
"memref.global"() <{initial_value = dense<1.0> : tensor<4xf32>, sym_name = "g", type = memref<4xi32>}> : () -> ()
