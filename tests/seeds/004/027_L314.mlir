// Example from shared/seeds/004, line 314.
// Tensor element-wise bitwise integer and.
%x = and %y, %z : tensor<4x?xi8>
