// A direct callee that starts a transfer into a buffer its caller reads
// inline: main loads dst[i] in a loop and, after the load of dst[2],
// calls @start, which starts a copy of src into all of dst and returns
// without waiting for it. The load of dst[3] then races with the copy in
// flight, which the interpreter reports at that load (line 28), with the
// note naming the transfer (line 15), after printing 0, 0, 0: the caller
// must not keep running its load on what it knew of dst before the call.
memref.global "private" @src : memref<64xi32> = dense<7>
memref.global "private" @dst : memref<64xi32> = dense<0>
func.func @start(%n: index) -> i32 {
  %s = memref.get_global @src : memref<64xi32>
  %d = memref.get_global @dst : memref<64xi32>
  %tag = memref.alloc() : memref<1xi32, 3>
  %c0 = arith.constant 0 : index
  memref.dma_start %s[%c0], %d[%c0], %n, %tag[%c0]
      : memref<64xi32>, memref<64xi32>, memref<1xi32, 3>
  %z = arith.constant 0 : i32
  return %z : i32
}
func.func @main() {
  %d = memref.get_global @dst : memref<64xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %v = memref.load %d[%i] : memref<64xi32>
    vector.print %v : i32
    %go = arith.cmpi eq, %i, %c2 : index
    scf.if %go {
      %r = func.call @start(%c64) : (index) -> i32
    }
  }
  return
}
