// Example from shared/seeds/004, line 416.
// SIMD vector element-wise division.
%f = diviu %g, %h : vector<4xi32>
