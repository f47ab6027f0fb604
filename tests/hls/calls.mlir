// Calls, inlined: a clamp helper called twice and a helper that calls
// another, over a memref passed through.
// HLS-FUNC: calls_top
// HLS-ARG: -300
// HLS-ARG: 77
// HLS-INPUT: T i32 2 : 5 6
func.func @clamp(%x: i32, %lo: i32, %hi: i32) -> i32 {
  %a = arith.maxsi %x, %lo : i32
  %b = arith.minsi %a, %hi : i32
  return %b : i32
}
func.func @square_into(%T: memref<2xi32, 1>, %i: index, %x: i32) -> i32 {
  %s = arith.muli %x, %x : i32
  %lo = arith.constant 0 : i32
  %hi = arith.constant 1000 : i32
  %c = func.call @clamp(%s, %lo, %hi) : (i32, i32, i32) -> i32
  memref.store %c, %T[%i] : memref<2xi32, 1>
  return %c : i32
}
func.func @calls_top(%a: i32, %b: i32, %T: memref<2xi32, 1>) -> i32 {
  %lo = arith.constant -100 : i32
  %hi = arith.constant 100 : i32
  %ca = func.call @clamp(%a, %lo, %hi) : (i32, i32, i32) -> i32
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %sa = func.call @square_into(%T, %i0, %ca) : (memref<2xi32, 1>, index, i32) -> i32
  %sb = func.call @square_into(%T, %i1, %b) : (memref<2xi32, 1>, index, i32) -> i32
  %r = arith.addi %sa, %sb : i32
  return %r : i32
}
