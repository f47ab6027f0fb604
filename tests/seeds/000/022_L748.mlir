// Example from shared/seeds/000, line 748.
module {
  func.func @foo()
}
