// Example from shared/seeds/004, line 375.
// SKIP: 2018 generic form whose type is the result type alone ('() {value: 42} : i32'); a generic op's type is a function type
// Equivalent generic forms
%1 = "std.constant"(){value: 42} : i32
%3 = "std.constant"(){value: @myfn}
   : () -> (tensor<16xf32>, f32) -> tensor<16xf32>
