// Example from shared/seeds/004, line 512.
// SIMD vector element-wise division remainder.
%f = remiu %g, %h : vector<4xi32>
