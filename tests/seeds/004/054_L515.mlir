// Example from shared/seeds/004, line 515.
// Tensor element-wise integer division remainder.
%x = remiu %y, %z : tensor<4x?xi8>
