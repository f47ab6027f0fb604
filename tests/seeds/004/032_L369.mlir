// Example from shared/seeds/004, line 369.
// Integer constant
%1 = constant 42 : i32
