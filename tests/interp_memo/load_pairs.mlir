// Neighbouring loads a walked iteration runs as one op
// (sim/src/interp/memo_spec/pair.rs): Z[%j] then Y[%j], and Y[%jw] then
// Z[%je]. A DMA in flight writes Y[4..12] with the values Y already
// holds (Y[k] = k): the iteration j = 4 races it first at the second
// load of the first pair (Y[4]; its Y[%jw] is Y[3]), and so do j = 5, 6
// and 7 (--races warn); each declines at that load, the first load's
// word (%a) given back, and the fast paths go on from it. A shift then
// a subtract run as one op too, the shift by j at i32 (0 from j = 32
// on, the shift's out-of-range rule). Every iteration adds
// Z[j] + 3·Y[j] + 5·Y[j - 1] + 7·Z[j + 1] - (Y[j] << j) with
// Z[k] = 1000 + k², wrapping at i32; the sum is derived in
// tests/interp_memo.rs.
func.func @main() {
  %S = memref.alloc() : memref<48xi32, 1>
  %Y = memref.alloc() : memref<48xi32, 1>
  %Z = memref.alloc() : memref<48xi32, 1>
  %tag = memref.alloc() : memref<1xi32, 2>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c40 = arith.constant 40 : index
  %c48 = arith.constant 48 : index
  %z = arith.constant 0 : i32
  %k3 = arith.constant 3 : i32
  %k5 = arith.constant 5 : i32
  %k7 = arith.constant 7 : i32
  %k1000 = arith.constant 1000 : i32
  scf.for %k = %c0 to %c48 step %c1 {
    %kk = arith.index_cast %k : index to i32
    %t = arith.muli %kk, %kk : i32
    %zk = arith.addi %t, %k1000 : i32
    memref.store %kk, %S[%k] : memref<48xi32, 1>
    memref.store %kk, %Y[%k] : memref<48xi32, 1>
    memref.store %zk, %Z[%k] : memref<48xi32, 1>
  }
  memref.dma_start %S[%c4], %Y[%c4], %c8, %tag[%c0] : memref<48xi32, 1>, memref<48xi32, 1>, memref<1xi32, 2>
  %s = scf.for %j = %c1 to %c40 step %c1 iter_args(%acc = %z) -> (i32) {
    %jw = arith.subi %j, %c1 : index
    %je = arith.addi %j, %c1 : index
    %jj = arith.index_cast %j : index to i32
    %a = memref.load %Z[%j] : memref<48xi32, 1>
    %y = memref.load %Y[%j] : memref<48xi32, 1>
    %w = memref.load %Y[%jw] : memref<48xi32, 1>
    %e = memref.load %Z[%je] : memref<48xi32, 1>
    %y3 = arith.muli %y, %k3 : i32
    %w5 = arith.muli %w, %k5 : i32
    %e7 = arith.muli %e, %k7 : i32
    %s1 = arith.addi %a, %y3 : i32
    %s2 = arith.addi %w5, %e7 : i32
    %s3 = arith.addi %s1, %s2 : i32
    %sh = arith.shli %y, %jj : i32
    %d = arith.subi %s3, %sh : i32
    %n = arith.addi %acc, %d : i32
    scf.yield %n : i32
  }
  memref.dma_wait %tag[%c0], %c8 : memref<1xi32, 2>
  vector.print %s : i32
  return
}
