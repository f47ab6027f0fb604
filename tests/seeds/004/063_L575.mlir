// Example from shared/seeds/004, line 575.
// Tensor element-wise bitwise integer xor.
%x = xor %y, %z : tensor<4x?xi8>
