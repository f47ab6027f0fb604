// Example from shared/seeds/004, line 308.
// Scalar integer bitwise and.
%a = and %b, %c : i64
