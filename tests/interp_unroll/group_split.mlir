// Six accesses an iteration (more than blind plans enumerate alone), so
// the interpreter's blind plans take groups of accesses that share a
// bank (timing/blind.rs): x[i] and x[idx[i]] load one address while
// idx[i] = i (i < 512) and the next element from then on (idx[i] =
// i + 1). On the basic target's sram with 16 four-byte banks, each busy
// two cycles, the second of the two loads issues the cycle after the
// first (it waits for idx[i]), so it waits one cycle for the shared bank
// in each of the first 512 iterations and in none after: the group the
// plan armed at i = 1 splits at i = 512, where the plan must stop. The
// other accesses (idx[i], y[i], the store to z[i], w[i]) issue at least
// two cycles from any other, so sharing a bank never costs them.
// Prints Σ x[i] + x[idx[i]] + y[i] + w[i] with x[i] = i, y[i] = 2i,
// w[i] = 3i over i < 1024: 7 · 523776 + 512 = 3666944, and z[1023] =
// 1023 + 1024 + 2046 = 4093.
func.func @main() {
  %idx = memref.alloc() : memref<1024xi32, 1>
  %x = memref.alloc() : memref<1025xi32, 1>
  %y = memref.alloc() : memref<1024xi32, 1>
  %z = memref.alloc() : memref<1024xi32, 1>
  %w = memref.alloc() : memref<1024xi32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c512 = arith.constant 512 : index
  %c1024 = arith.constant 1024 : index
  %c1023 = arith.constant 1023 : index
  %c1025 = arith.constant 1025 : index
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  %three = arith.constant 3 : i32
  scf.for %i = %c0 to %c1025 step %c1 {
    %v = arith.index_cast %i : index to i32
    memref.store %v, %x[%i] : memref<1025xi32, 1>
  }
  scf.for %i = %c0 to %c1024 step %c1 {
    %v = arith.index_cast %i : index to i32
    %late = arith.cmpi uge, %i, %c512 : index
    %bump = arith.select %late, %one, %zero : i32
    %p = arith.addi %v, %bump : i32
    memref.store %p, %idx[%i] : memref<1024xi32, 1>
    %v2 = arith.muli %v, %two : i32
    memref.store %v2, %y[%i] : memref<1024xi32, 1>
    %v3 = arith.muli %v, %three : i32
    memref.store %v3, %w[%i] : memref<1024xi32, 1>
  }
  %s = scf.for %i = %c0 to %c1024 step %c1 iter_args(%acc = %zero) -> (i32) {
    %p32 = memref.load %idx[%i] : memref<1024xi32, 1>
    %p = arith.index_cast %p32 : i32 to index
    %a = memref.load %x[%i] : memref<1025xi32, 1>
    %b = memref.load %x[%p] : memref<1025xi32, 1>
    %ab = arith.addi %a, %b : i32
    %c = memref.load %y[%i] : memref<1024xi32, 1>
    %abc = arith.addi %ab, %c : i32
    memref.store %abc, %z[%i] : memref<1024xi32, 1>
    %t = arith.addi %acc, %abc : i32
    %d = memref.load %w[%i] : memref<1024xi32, 1>
    %n = arith.addi %t, %d : i32
    scf.yield %n : i32
  }
  vector.print %s : i32
  %last = memref.load %z[%c1023] : memref<1024xi32, 1>
  vector.print %last : i32
  return
}
