// Two loops over the same 1000 elements: the first calls a function in its
// body, so it has no values-only copy (a call may free a buffer or start a
// transfer) and issues every op; the second runs through the memo. Both
// print the sum of 0..999, 499500.
func.func @get(%m: memref<1000xi32, 1>, %i: index) -> i32 {
  %x = memref.load %m[%i] : memref<1000xi32, 1>
  return %x : i32
}

func.func @main() {
  %B = memref.alloc() : memref<1000xi32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1000 = arith.constant 1000 : index
  %z = arith.constant 0 : i32
  scf.for %j = %c0 to %c1000 step %c1 {
    %w = arith.index_cast %j : index to i32
    memref.store %w, %B[%j] : memref<1000xi32, 1>
  }
  %s = scf.for %j = %c0 to %c1000 step %c1 iter_args(%acc = %z) -> (i32) {
    %x = func.call @get(%B, %j) : (memref<1000xi32, 1>, index) -> i32
    %n = arith.addi %acc, %x : i32
    scf.yield %n : i32
  }
  vector.print %s : i32
  %t = scf.for %j = %c0 to %c1000 step %c1 iter_args(%acc = %z) -> (i32) {
    %x = memref.load %B[%j] : memref<1000xi32, 1>
    %n = arith.addi %acc, %x : i32
    scf.yield %n : i32
  }
  vector.print %t : i32
  return
}
