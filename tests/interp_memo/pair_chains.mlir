// Chains the interpreter's specialised form runs as pairs
// (sim/src/interp/memo_spec/pair.rs): %p = %x * 77 then %s = %p + %p (a
// multiply-accumulate whose add reads the product twice, so it must read
// it after writing it), %a = %s + %x then %b = 3 + %a (a sum of sums
// chained at its second operand), all at i13 so that each wraps at its
// width, and an f32 multiply then add. A DMA in flight writes Y[4..12]
// with the values Y already holds (Y[k] = k): the iterations whose load
// of Y[%j] races it decline at that load (--races warn), and the fast
// paths go on from it with the registers the specialised form gave
// back, reading %p: a product the pair left unwritten in its word reads
// the last iteration's. The sums are derived in tests/interp_memo.rs.
func.func @main() {
  %S = memref.alloc() : memref<48xi32, 1>
  %Y = memref.alloc() : memref<48xi32, 1>
  %tag = memref.alloc() : memref<1xi32, 2>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c40 = arith.constant 40 : index
  %c48 = arith.constant 48 : index
  %z = arith.constant 0 : i32
  %x0 = arith.constant 5 : i13
  %k77 = arith.constant 77 : i13
  %k3 = arith.constant 3 : i13
  %f0 = arith.constant 0.0 : f32
  %fk = arith.constant 0.5 : f32
  %fc = arith.constant 1.0 : f32
  scf.for %k = %c0 to %c48 step %c1 {
    %kk = arith.index_cast %k : index to i32
    memref.store %kk, %S[%k] : memref<48xi32, 1>
    memref.store %kk, %Y[%k] : memref<48xi32, 1>
  }
  memref.dma_start %S[%c4], %Y[%c4], %c8, %tag[%c0] : memref<48xi32, 1>, memref<48xi32, 1>, memref<1xi32, 2>
  %r:3 = scf.for %j = %c0 to %c40 step %c1 iter_args(%x = %x0, %acc = %z, %f = %f0) -> (i13, i32, f32) {
    %p = arith.muli %x, %k77 : i13
    %s = arith.addi %p, %p : i13
    %a = arith.addi %s, %x : i13
    %b = arith.addi %k3, %a : i13
    %y = memref.load %Y[%j] : memref<48xi32, 1>
    %pe = arith.extsi %p : i13 to i32
    %t = arith.addi %y, %pe : i32
    %n = arith.addi %acc, %t : i32
    %fm = arith.mulf %f, %fk : f32
    %fs = arith.addf %fc, %fm : f32
    scf.yield %b, %n, %fs : i13, i32, f32
  }
  memref.dma_wait %tag[%c0], %c8 : memref<1xi32, 2>
  %xe = arith.extsi %r#0 : i13 to i32
  vector.print %xe : i32
  vector.print %r#1 : i32
  vector.print %r#2 : f32
  return
}
