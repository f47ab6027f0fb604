// printMemrefF32 takes an unranked memref (its C signature is a rank and a
// descriptor pointer); a ranked one would be read as garbage upstream, so
// the simulator refuses the call.
func.func private @printMemrefF32(memref<?x?xf32>)
func.func @main() {
  %m = memref.alloc() : memref<2x2xf32>
  %c = memref.cast %m : memref<2x2xf32> to memref<?x?xf32>
  call @printMemrefF32(%c) : (memref<?x?xf32>) -> ()
  return
}
