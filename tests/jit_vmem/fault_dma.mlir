// As dma_beside.mlir, but the loop's vector loads run to row 512, whose
// bytes are the transfer's destination before it is waited for: a race,
// reported by the interpreter at the load (with `--races warn`, a warning,
// and the loads go on).
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
  %z = arith.constant 0 : i32
  scf.for %i = %c0 to %c1024 step %c1 {
    %v = arith.index_cast %i : index to i32
    memref.store %v, %B[%i] : memref<1024xi32, 1>
  }
  memref.dma_start %src[%c0], %B[%c512], %c512, %tag[%c0] : memref<512xi32>, memref<1024xi32, 1>, memref<1xi32, 2>
  %s = scf.for %i = %c0 to %c528 step %c8 iter_args(%acc = %z) -> (i32) {
    %a = vector.load %B[%i] : memref<1024xi32, 1>, vector<8xi32>
    %n = vector.reduction <add>, %a, %acc : vector<8xi32> into i32
    vector.print %n : i32
    scf.yield %n : i32
  }
  memref.dma_wait %tag[%c0], %c512 : memref<1xi32, 2>
  vector.print %s : i32
  return
}
