// Example from shared/seeds/004, line 413.
// Scalar unsigned integer division.
%a = diviu %b, %c : i64
