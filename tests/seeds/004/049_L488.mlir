// Example from shared/seeds/004, line 488.
// Scalar signed integer division remainder.
%a = remis %b, %c : i64
