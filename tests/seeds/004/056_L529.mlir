// Example from shared/seeds/004, line 529.
// Generic form of the same operation.
%x = ""(%cond, %true, %false) : (i1, i32, i32) -> i32
