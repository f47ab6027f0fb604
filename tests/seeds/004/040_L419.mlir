// Example from shared/seeds/004, line 419.
// Tensor element-wise integer division.
%x = diviu %y, %z : tensor<4x?xi8>
