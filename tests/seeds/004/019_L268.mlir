// Example from shared/seeds/004, line 268.
// Scalar addition.
%a = addi %b, %c : i64
