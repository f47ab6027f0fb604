// Vector rows on a banked space (tests/timing/basic.toml's sram: 4 banks
// of 4 bytes, with `bank_busy` raised by the test): each iteration loads
// a row of 2 i32 lanes at element 2k + 1 (8 bytes over two banks), the
// element 2k + 3 alone (the bank past the row's, which a row reported
// one element on would share), a row of 4 lanes at element 4k
// (all four banks) and stores a row of 4 lanes at element 4k + 2 of
// another buffer (all four banks from the third, wrapping past the
// last), so that rows wait for banks the previous ones left busy.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c60 = arith.constant 60 : index
  %c256 = arith.constant 256 : index
  %A = memref.alloc() : memref<256xi32, 1>
  %B = memref.alloc() : memref<256xi32, 1>
  scf.for %i = %c0 to %c256 step %c1 {
    %ii = arith.index_cast %i : index to i32
    memref.store %ii, %A[%i] : memref<256xi32, 1>
  }
  %z2 = arith.constant dense<0> : vector<2xi32>
  %z4 = arith.constant dense<0> : vector<4xi32>
  %s2, %s4 = scf.for %k = %c0 to %c60 step %c1 iter_args(%t = %z2, %u = %z4) -> (vector<2xi32>, vector<4xi32>) {
    %k2 = arith.muli %k, %c2 : index
    %o = arith.addi %k2, %c1 : index
    %v = vector.load %A[%o] : memref<256xi32, 1>, vector<2xi32>
    %o2 = arith.addi %o, %c2 : index
    %e = memref.load %A[%o2] : memref<256xi32, 1>
    %ev = vector.broadcast %e : i32 to vector<2xi32>
    %v2 = arith.addi %v, %ev : vector<2xi32>
    %k4 = arith.muli %k, %c4 : index
    %w = vector.load %A[%k4] : memref<256xi32, 1>, vector<4xi32>
    %a = arith.addi %t, %v2 : vector<2xi32>
    %b = arith.addi %u, %w : vector<4xi32>
    %p = arith.addi %k4, %c2 : index
    vector.store %b, %B[%p] : memref<256xi32, 1>, vector<4xi32>
    scf.yield %a, %b : vector<2xi32>, vector<4xi32>
  }
  vector.print %s2 : vector<2xi32>
  vector.print %s4 : vector<4xi32>
  %r = vector.load %B[%c60] : memref<256xi32, 1>, vector<4xi32>
  vector.print %r : vector<4xi32>
  return
}
