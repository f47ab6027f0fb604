// Example from shared/seeds/004, line 526.
// Custom form of scalar selection.
%x = select %cond, %true, %false : i32
