// Five loads a iteration at indices from a linear congruential sequence
// over 256 KiB of vmem (all 16 banks of the built-in target), three of
// them scrambled by multipliers of their own: the bank records of one
// state are too many to recur (up to 16^5 of them), so the loop misses
// often enough to give the memo up, then runs timed. The store makes the
// loads see values the loop wrote.
func.func @main() {
  %a = memref.alloc() : memref<65536xi32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 20000 : index
  %mul = arith.constant 1103515245 : index
  %inc = arith.constant 12345 : index
  %mask = arith.constant 65535 : index
  %off = arith.constant 21845 : index
  %c5 = arith.constant 5 : index
  %c40503 = arith.constant 40503 : index
  %c9973 = arith.constant 9973 : index
  %z = arith.constant 0 : i32
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %inc, %acc = %z) -> (index, i32) {
    %x1 = arith.muli %x, %mul : index
    %x2 = arith.addi %x1, %inc : index
    %j = arith.andi %x2, %mask : index
    %k0 = arith.addi %j, %off : index
    %k = arith.andi %k0, %mask : index
    %l0 = arith.muli %j, %c5 : index
    %l = arith.andi %l0, %mask : index
    %u = memref.load %a[%j] : memref<65536xi32, 1>
    %v = memref.load %a[%k] : memref<65536xi32, 1>
    %w = memref.load %a[%l] : memref<65536xi32, 1>
    %p0 = arith.muli %j, %c40503 : index
    %p = arith.andi %p0, %mask : index
    %q0 = arith.muli %j, %c9973 : index
    %q = arith.andi %q0, %mask : index
    %y = memref.load %a[%p] : memref<65536xi32, 1>
    %z2 = memref.load %a[%q] : memref<65536xi32, 1>
    %s0 = arith.addi %acc, %u : i32
    %s1 = arith.xori %s0, %v : i32
    %s2a = arith.addi %s1, %w : i32
    %s2b = arith.xori %s2a, %y : i32
    %s2 = arith.addi %s2b, %z2 : i32
    %t = arith.index_cast %i : index to i32
    %s3 = arith.addi %s2, %t : i32
    memref.store %s3, %a[%k] : memref<65536xi32, 1>
    scf.yield %j, %s3 : index, i32
  }
  vector.print %r#1 : i32
  return
}
