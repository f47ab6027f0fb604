// Example from shared/seeds/000, line 1277.
func.func @none_type() {
  %none_val = "foo.unknown_op"() : () -> none
  return
}
