// Example from shared/seeds/004, line 467.
// Scalar integer bitwise or.
%a = or %b, %c : i64
