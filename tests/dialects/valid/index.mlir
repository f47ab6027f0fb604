// The index dialect's custom forms with attribute dictionaries, constants
// named by value (%idx42, %idx-3, %true), literals mlir-opt rewrites
// (hex, `1` for true) and ops written in the generic form.
func.func @forms(%a: index, %b: index, %n: i32) -> (index, i1) {
  %0 = index.add %a, %b {tag = "x"}
  %1 = index.ceildivu %0, %b
  %2 = index.cmp uge(%1, %a) {note = 1 : i8}
  %3 = index.constant 42
  %4 = index.constant -3
  %5 = index.constant {tag} 0x10
  %6 = index.bool.constant 1
  %7 = index.bool.constant {tag} false
  %8 = index.sizeof {tag}
  %9 = index.casts %n {tag} : i32 to index
  %10 = index.castu %9 : index to i64
  %11 = "index.shru"(%3, %4) : (index, index) -> index
  %12 = "index.cmp"(%11, %5) <{pred = #index<cmp_predicate ne>}> : (index, index) -> i1
  %13 = "index.constant"() <{value = 7 : index}> : () -> index
  %14 = "index.bool.constant"() <{value = true}> : () -> i1
  %15 = "index.casts"(%10) : (i64) -> index
  %16 = index.mins %15, %13
  %17 = index.xor %16, %8
  return %17, %12 : index, i1
}
