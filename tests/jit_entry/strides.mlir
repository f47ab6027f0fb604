// Eight entries of a loop summing A[s·j] + V[0] over j < 64, with s = 1
// on even rows and 2 on odd ones. Every row starts at A[0] and V[0]
// from the same state, so even and odd entries differ only in A's
// stride: on the basic sram (4 banks of 4 bytes; the test makes a bank
// busy 3 cycles) A[j] walks banks 0, 1, 2, 3 and A[2·j] banks 0, 2,
// while V[0] stays in bank 0, and their conflicts differ.
func.func @main() {
  %A = memref.alloc() : memref<128xi32, 1>
  %V = memref.alloc() : memref<4xi32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %z = arith.constant 0 : i32
  %seven = arith.constant 7 : i32
  scf.for %j = %c0 to %c128 step %c1 {
    %v = arith.index_cast %j : index to i32
    memref.store %v, %A[%j] : memref<128xi32, 1>
  }
  memref.store %seven, %V[%c0] : memref<4xi32, 1>
  scf.for %r = %c0 to %c8 step %c1 {
    %odd = arith.remui %r, %c2 : index
    %s = arith.addi %odd, %c1 : index
    %sum = scf.for %j = %c0 to %c64 step %c1 iter_args(%acc = %z) -> (i32) {
      %k = arith.muli %j, %s : index
      %a = memref.load %A[%k] : memref<128xi32, 1>
      %b = memref.load %V[%c0] : memref<4xi32, 1>
      %ab = arith.addi %a, %b : i32
      %n = arith.addi %acc, %ab : i32
      scf.yield %n : i32
    }
    vector.print %sum : i32
  }
  return
}
