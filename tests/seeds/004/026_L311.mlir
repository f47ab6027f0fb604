// Example from shared/seeds/004, line 311.
// SIMD vector element-wise bitwise integer and.
%f = and %g, %h : vector<4xi32>
