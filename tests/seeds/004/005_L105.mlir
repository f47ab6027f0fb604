// Example from shared/seeds/004, line 105.
// Returns the dynamic dimension of %A.
%y = dim %A, 1 : tensor<4 x ? x f32>
