// Two dependent adds on a 65536-lane vector. On a vector unit of one lane
// (`--set compute.vector.shape=[1]`) each is 65536 native tiles, so a
// tile's `ii` of 65536 makes the op's initiation interval 2^32 and a
// latency of 65537 makes a serial op's latency 65536 * 65537: past the
// 2^32 - 1 cycles an op may take, which is an error at the op, as for a
// target op, never clamped (the latency was) or wrapped (the ii was).
func.func @main() {
  %a = arith.constant dense<1> : vector<65536xi32>
  %b = arith.addi %a, %a : vector<65536xi32>
  %c = arith.addi %b, %a : vector<65536xi32>
  %e = vector.extract %c[7] : i32 from vector<65536xi32>
  vector.print %e : i32
  return
}
