// Example from shared/seeds/004, line 470.
// SIMD vector element-wise bitwise integer or.
%f = or %g, %h : vector<4xi32>
