// Example from shared/seeds/004, line 572.
// SIMD vector element-wise bitwise integer xor.
%f = xor %g, %h : vector<4xi32>
