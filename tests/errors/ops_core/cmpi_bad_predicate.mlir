func.func @f(%a: i32) {
  // expected-error@+1 {{expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi foo, %a, %a : i32
  func.return
}
