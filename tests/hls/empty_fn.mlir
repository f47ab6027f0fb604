// A function with no arguments, no results and no ops: the module still
// handshakes.
// HLS-FUNC: empty_fn
// HLS-CYCLES: 1
// Cycles by hand: the entry block holds only the return: 1 state.
func.func @empty_fn() {
  return
}
