// Example from shared/seeds/000, line 324.
// KIND: attributes-or-types, one per line
10 : i32
10    // : i64 is implied here.
true  // A bool, i.e. i1, value.
false // A bool, i.e. i1, value.
