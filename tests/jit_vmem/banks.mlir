// Vector accesses against the banks of space 1: on the built-in target
// (vmem: 16 banks of 4 KiB) rows of vector<8xf32> around byte 4096 of
// the buffer, some within one bank and some across two, each load
// followed by a store to the same bytes, then loads of the row's third
// lane and last lane alone (in the second bank when the row spans two); under
// tests/timing/basic.toml (sram: 4 banks of 4 bytes) every vector<8xf32>
// spans all four banks (which compiled code leaves to the interpreter;
// the third lane's load touches one of them alone) and every
// vector<2xf32> two, the second of which a scalar load then
// touches alone. With a bank busy for more than a cycle, each of those
// accesses waits for the banks the one before it booked.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %c1000 = arith.constant 1000 : index
  %c1040 = arith.constant 1040 : index
  %c2048 = arith.constant 2048 : index
  %B = memref.alloc() : memref<2048xf32, 1>
  scf.for %i = %c0 to %c2048 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %c9 = arith.constant 9 : i32
    %r = arith.remsi %ii, %c9 : i32
    %f = arith.sitofp %r : i32 to f32
    memref.store %f, %B[%i] : memref<2048xf32, 1>
  }
  %half = arith.constant dense<0.5> : vector<8xf32>
  %z = arith.constant 0.0 : f32
  %s = scf.for %j = %c1000 to %c1040 step %c1 iter_args(%a = %z) -> (f32) {
    %v = vector.load %B[%j] : memref<2048xf32, 1>, vector<8xf32>
    %w = arith.addf %v, %half : vector<8xf32>
    vector.store %w, %B[%j] : memref<2048xf32, 1>, vector<8xf32>
    %j2 = arith.addi %j, %c2 : index
    %g = memref.load %B[%j2] : memref<2048xf32, 1>
    %j7 = arith.addi %j, %c7 : index
    %e = memref.load %B[%j7] : memref<2048xf32, 1>
    %p = vector.load %B[%j] : memref<2048xf32, 1>, vector<2xf32>
    %q = arith.mulf %p, %p : vector<2xf32>
    %j1 = arith.addi %j, %c1 : index
    %d = memref.load %B[%j1] : memref<2048xf32, 1>
    vector.store %q, %B[%j] : memref<2048xf32, 1>, vector<2xf32>
    %r = vector.reduction <add>, %w, %a : vector<8xf32> into f32
    %t = vector.reduction <add>, %q, %r : vector<2xf32> into f32
    %u = arith.addf %t, %e : f32
    %x = arith.addf %u, %d : f32
    %y = arith.addf %x, %g : f32
    scf.yield %y : f32
  }
  vector.print %s : f32
  return
}
