// Example from shared/seeds/004, line 392.
// Scalar signed integer division.
%a = divis %b, %c : i64
