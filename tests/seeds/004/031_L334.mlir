// Example from shared/seeds/004, line 334.
// Generic form of the same operation.
%x = "std.cmpi"(%lhs, %rhs){predicate: 0}
    : (vector<4xi64>, vector<4xi64>) -> vector<4xi1>
