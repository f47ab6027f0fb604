// Example from shared/seeds/004, line 473.
// Tensor element-wise bitwise integer or.
%x = or %y, %z : tensor<4x?xi8>
