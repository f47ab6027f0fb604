// Example from shared/seeds/004, line 444.
// Scalar multiplication.
%a = mulf %b, %c : f64
