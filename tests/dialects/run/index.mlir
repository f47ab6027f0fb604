// The index dialect's arithmetic, comparisons, casts and constants over
// signed and unsigned edge values (negative operands of the rounding
// divisions, shifts by 0 and 63, casts that truncate and extend).
func.func @binary(%a: index, %b: index) {
  %0 = index.add %a, %b
  %1 = index.sub %a, %b
  %2 = index.mul %a, %b
  %3 = index.divs %a, %b
  %4 = index.divu %a, %b
  %5 = index.ceildivs %a, %b
  %6 = index.ceildivu %a, %b
  %7 = index.floordivs %a, %b
  %8 = index.rems %a, %b
  %9 = index.remu %a, %b
  %10 = index.maxs %a, %b
  %11 = index.maxu %a, %b
  %12 = index.mins %a, %b
  %13 = index.minu %a, %b
  %14 = index.and %a, %b
  %15 = index.or %a, %b
  %16 = index.xor %a, %b
  vector.print %0 : index
  vector.print %1 : index
  vector.print %2 : index
  vector.print %3 : index
  vector.print %4 : index
  vector.print %5 : index
  vector.print %6 : index
  vector.print %7 : index
  vector.print %8 : index
  vector.print %9 : index
  vector.print %10 : index
  vector.print %11 : index
  vector.print %12 : index
  vector.print %13 : index
  vector.print %14 : index
  vector.print %15 : index
  vector.print %16 : index
  return
}

func.func @shifts(%a: index, %s: index) {
  %0 = index.shl %a, %s
  %1 = index.shrs %a, %s
  %2 = index.shru %a, %s
  vector.print %0 : index
  vector.print %1 : index
  vector.print %2 : index
  return
}

func.func @compare(%a: index, %b: index) {
  %0 = index.cmp eq(%a, %b)
  %1 = index.cmp ne(%a, %b)
  %2 = index.cmp slt(%a, %b)
  %3 = index.cmp sle(%a, %b)
  %4 = index.cmp sgt(%a, %b)
  %5 = index.cmp sge(%a, %b)
  %6 = index.cmp ult(%a, %b)
  %7 = index.cmp ule(%a, %b)
  %8 = index.cmp ugt(%a, %b)
  %9 = index.cmp uge(%a, %b)
  %v = vector.from_elements %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : vector<10xi1>
  vector.print %v : vector<10xi1>
  return
}

func.func @casts(%a: index, %n: i8, %w: i64) {
  %0 = index.casts %a : index to i8
  %1 = index.castu %a : index to i16
  %2 = index.casts %n : i8 to index
  %3 = index.castu %n : i8 to index
  %4 = index.casts %a : index to i64
  %5 = index.castu %w : i64 to index
  vector.print %0 : i8
  vector.print %1 : i16
  vector.print %2 : index
  vector.print %3 : index
  vector.print %4 : i64
  vector.print %5 : index
  return
}

func.func @main() {
  %c7 = index.constant 7
  %cm7 = index.constant -7
  %c2 = index.constant 2
  %cm2 = index.constant -2
  %c3 = index.constant 3
  %big = index.constant 9223372036854775807
  %min = index.constant -9223372036854775808
  func.call @binary(%c7, %c2) : (index, index) -> ()
  func.call @binary(%cm7, %c2) : (index, index) -> ()
  func.call @binary(%c7, %cm2) : (index, index) -> ()
  func.call @binary(%cm7, %cm2) : (index, index) -> ()
  func.call @binary(%big, %c3) : (index, index) -> ()
  func.call @binary(%min, %cm7) : (index, index) -> ()
  %c0 = index.constant 0
  %c1 = index.constant 1
  %c63 = index.constant 63
  func.call @shifts(%cm7, %c0) : (index, index) -> ()
  func.call @shifts(%cm7, %c1) : (index, index) -> ()
  func.call @shifts(%cm7, %c63) : (index, index) -> ()
  func.call @shifts(%big, %c2) : (index, index) -> ()
  func.call @compare(%c7, %c7) : (index, index) -> ()
  func.call @compare(%cm7, %c2) : (index, index) -> ()
  func.call @compare(%c2, %cm7) : (index, index) -> ()
  %n = arith.constant -100 : i8
  %w = arith.constant -5 : i64
  %c300 = index.constant 300
  func.call @casts(%c300, %n, %w) : (index, i8, i64) -> ()
  func.call @casts(%cm7, %n, %w) : (index, i8, i64) -> ()
  %t = index.bool.constant true
  %f = index.bool.constant false
  vector.print %t : i1
  vector.print %f : i1
  %s = index.sizeof
  vector.print %s : index
  return
}
