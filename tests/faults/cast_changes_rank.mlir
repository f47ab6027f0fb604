// Through an unranked memref, a rank-1 buffer is cast to rank 2: the
// verifier cannot see it, the run can.
func.func @main() {
  %a = memref.alloc() : memref<4xf32, 1>
  %b = memref.cast %a : memref<4xf32, 1> to memref<*xf32, 1>
  %c = memref.cast %b : memref<*xf32, 1> to memref<2x2xf32, 1>
  return
}
