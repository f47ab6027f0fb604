// Example from shared/seeds/004, line 285.
// Scalar addition.
%a = addf %b, %c : f64
