// Example from shared/seeds/004, line 398.
// Tensor element-wise integer division.
%x = divis %y, %z : tensor<4x?xi8>
