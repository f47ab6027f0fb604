func.func @f() {
  // expected-error@+1 {{'func.constant' op reference to undefined function 'nope'}}
  %0 = func.constant @nope : () -> ()
  func.return
}
