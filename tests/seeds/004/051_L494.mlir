// Example from shared/seeds/004, line 494.
// Tensor element-wise integer division remainder.
%x = remis %y, %z : tensor<4x?xi8>
