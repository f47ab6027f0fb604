// The generic op form: multiple results, successors, regions, properties.
func.func @generic(%a: i32, %b: i32) -> i32 {
  %0:2 = "mine.two"(%a, %b) {note = "x"} : (i32, i32) -> (i32, i32)
  %1 = "arith.addi"(%0#0, %0#1) <{overflowFlags = #arith.overflow<non&>}> : (i32, i32) -> i32
  %2 = "mine.region"(%1) ({
  ^bb0(%x: i32):
    "mine.yield"(%x) : (i32) -> ()
  }, {
    "mine.yield"(%b) : (i32) -> ()
  }) : (i32) -> i32
  "cf.br"(%2)[^bb1] : (i32) -> ()
^bb1(%3: i32):
  %4 = "arith.cmpi"(%3, %a) <{predicate = 2 : i64}> : (i32, i32) -> i1
  "cf.cond_br"(%4, %3, %a)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^bb2(%5: i32):
  "func.return"(%5) : (i32) -> ()
}
"mine.toplevel"() ({
  "mine.inner"() : () -> ()
}) {attr = 1 : i64} : () -> ()
