// Example from shared/seeds/004, line 569.
// Scalar integer bitwise xor.
%a = xor %b, %c : i64
