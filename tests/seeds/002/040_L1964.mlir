// Example from shared/seeds/002, line 1964.
// SKIP: 2018 generic form whose type is the result type alone ('() {value: 42} : i32'); a generic op's type is a function type
// Integer constant
%1 = constant 42 : i32

// Reference to function @myfn.
%3 = constant @myfn : (tensor<16xf32>, f32) -> tensor<16xf32>

// Equivalent generic forms
%1 = "std.constant"(){value: 42} : i32
%3 = "std.constant"(){value: @myfn}
   : () -> (tensor<16xf32>, f32) -> tensor<16xf32>
