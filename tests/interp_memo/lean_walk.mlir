// A walked loop (sim/src/interp/memo_spec/walk.rs) whose index ops
// %jw = %j - 1 and %je = %j + 1 only give its accesses their indices,
// so its walked iterations run without them (memo_spec/lean.rs). A DMA
// in flight writes Y[4..12] with the values Y already holds (Y[k] = k):
// the iterations whose load of Y[%jw] races it (j in [5, 13)) decline at
// that load (--races warn), and the fast paths go on from it with the
// registers the specialised form gave back, loading Z[%je] and Z[%jw]
// (Z[k] = 1000 + k²): a %jw or %je given back other than as that
// iteration computes them loads another element. The sum over j in
// [1, 40) of Y[j - 1] + Z[j + 1] - Z[j - 1] is derived in
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
    %y = memref.load %Y[%jw] : memref<48xi32, 1>
    %a = memref.load %Z[%je] : memref<48xi32, 1>
    %b = memref.load %Z[%jw] : memref<48xi32, 1>
    %d = arith.subi %a, %b : i32
    %e = arith.addi %y, %d : i32
    %n = arith.addi %acc, %e : i32
    scf.yield %n : i32
  }
  memref.dma_wait %tag[%c0], %c8 : memref<1xi32, 2>
  vector.print %s : i32
  return
}
