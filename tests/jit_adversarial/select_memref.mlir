// `arith.select` between two memrefs (upstream's arith.select takes any
// type): the interpreter stopped with "internal: register holds no value".
// Each sweep %t reads the buffer the select picks (A on even sweeps, B on
// odd) in a memo'd loop, so the JIT's inline access must see the memref
// register change under it. A[j] = j, B[j] = 100 j; the sum over four
// sweeps of the 10 elements is 2 * 45 + 2 * 4500 = 9090, then the select
// on the sum's parity (even: A) gives A[7] = 7.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %n = arith.constant 10 : index
  %k100 = arith.constant 100 : i32
  %z = arith.constant 0 : i32
  %two = arith.constant 2 : i32
  %A = memref.alloc() : memref<10xi32>
  %B = memref.alloc() : memref<10xi32>
  scf.for %j = %c0 to %n step %c1 {
    %jj = arith.index_cast %j : index to i32
    %h = arith.muli %jj, %k100 : i32
    memref.store %jj, %A[%j] : memref<10xi32>
    memref.store %h, %B[%j] : memref<10xi32>
  }
  %sum = scf.for %t = %c0 to %c4 step %c1 iter_args(%acc = %z) -> (i32) {
    %par = arith.remui %t, %c2 : index
    %even = arith.cmpi eq, %par, %c0 : index
    %P = arith.select %even, %A, %B : memref<10xi32>
    %s = scf.for %j = %c0 to %n step %c1 iter_args(%x = %acc) -> (i32) {
      %v = memref.load %P[%j] : memref<10xi32>
      %y = arith.addi %x, %v : i32
      scf.yield %y : i32
    }
    scf.yield %s : i32
  }
  vector.print %sum : i32
  %r = arith.remui %sum, %two : i32
  %odd = arith.cmpi ne, %r, %z : i32
  %Q = arith.select %odd, %B, %A : memref<10xi32>
  %e = memref.load %Q[%c7] : memref<10xi32>
  vector.print %e : i32
  return
}
