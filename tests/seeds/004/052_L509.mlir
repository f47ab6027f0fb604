// Example from shared/seeds/004, line 509.
// Scalar unsigned integer division remainder.
%a = remiu %b, %c : i64
