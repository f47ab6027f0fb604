// Rows of B (in space 1) summed by vector.load at i for i < 528 step 8,
// in a loop with nothing run through the runtime, while a transfer in
// flight writes B[512..1024): the rows up to 504 are clear of it and run
// in the JIT's values-only copy; the row at 512 reads the transfer's
// destination before it is waited for, a race: the copy declines there
// and the interpreter reports it (with `--races warn`, a warning, and
// the loop goes on). Prints the sum's lanes.
func.func @main() {
  %src = memref.alloc() : memref<512xi32>
  %B = memref.alloc() : memref<1024xi32, 1>
  %tag = memref.alloc() : memref<1xi32, 2>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c512 = arith.constant 512 : index
  %c528 = arith.constant 528 : index
  %c1024 = arith.constant 1024 : index
  scf.for %i = %c0 to %c1024 step %c1 {
    %v = arith.index_cast %i : index to i32
    memref.store %v, %B[%i] : memref<1024xi32, 1>
  }
  memref.dma_start %src[%c0], %B[%c512], %c512, %tag[%c0] : memref<512xi32>, memref<1024xi32, 1>, memref<1xi32, 2>
  %z = arith.constant dense<0> : vector<8xi32>
  %s = scf.for %i = %c0 to %c528 step %c8 iter_args(%acc = %z) -> (vector<8xi32>) {
    %a = vector.load %B[%i] : memref<1024xi32, 1>, vector<8xi32>
    %n = arith.addi %a, %acc : vector<8xi32>
    scf.yield %n : vector<8xi32>
  }
  memref.dma_wait %tag[%c0], %c512 : memref<1xi32, 2>
  vector.print %s : vector<8xi32>
  return
}
