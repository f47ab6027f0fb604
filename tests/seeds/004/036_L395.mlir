// Example from shared/seeds/004, line 395.
// SIMD vector element-wise division.
%f = divis %g, %h : vector<4xi32>
