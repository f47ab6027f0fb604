// Example from shared/seeds/004, line 491.
// SIMD vector element-wise division remainder.
%f = remis %g, %h : vector<4xi32>
