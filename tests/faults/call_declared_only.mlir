// @ext has no body, so calling it cannot run.
func.func private @ext(i32) -> i32

func.func @main() {
  %c = arith.constant 7 : i32
  %r = func.call @ext(%c) : (i32) -> i32
  return
}
