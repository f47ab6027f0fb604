// Euclid's algorithm in scf.while: the trip count depends on the data.
// HLS-FUNC: gcd_while
// HLS-ARG: 1071
// HLS-ARG: 462
func.func @gcd_while(%a: i32, %b: i32) -> i32 {
  %z = arith.constant 0 : i32
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %ne = arith.cmpi ne, %y, %z : i32
    scf.condition(%ne) %x, %y : i32, i32
  } do {
  ^bb0(%x: i32, %y: i32):
    %m = arith.remui %x, %y : i32
    scf.yield %y, %m : i32, i32
  }
  return %r#0 : i32
}
