// Two dependent i32 multiplies, then the product is returned: the second
// multiply waits for the first one's latency, so the run's cycles show the
// `int_mul` class's latency (tests/keys_effects.rs).
func.func @chain(%a: i32, %b: i32) -> i32 {
  %x = arith.muli %a, %b : i32
  %y = arith.muli %x, %b : i32
  return %y : i32
}
// Three independent multiplies: each waits for the class's initiation
// interval, so the run's cycles show its `ii`.
func.func @independent(%a: i32, %b: i32) {
  %x = arith.muli %a, %b : i32
  %y = arith.muli %b, %a : i32
  %z = arith.muli %a, %a : i32
  return
}
