// Example from shared/seeds/004, line 102.
// Always returns 4, can be constant folded:
%x = dim %A, 0 : tensor<4 x ? x f32>
