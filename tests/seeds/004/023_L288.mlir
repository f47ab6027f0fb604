// Example from shared/seeds/004, line 288.
// SIMD vector addition, e.g. for Intel SSE.
%f = addf %g, %h : vector<4xf32>
