// One malformed op per chunk: rmlir-opt must report what mlir-opt 22
// reports, line, column and text (tests/parse_error_parity.rs).
func.func @f(%a: i32, %b: i32) {
  %0 = arith.cmpi foo, %a, %b : i32
  return
}
// -----
func.func @f(%a: i32, %b: i32) {
  %0 = arith.addi %a %b : i32
  return
}
// -----
func.func @f(%a: i32, %b: i32) {
  %0 = arith.addi %a, %c : i32
  return
}
// -----
func.func @f(%a: i32, %b: i32) {
  %0 = arith.addi %a, %b overflow<foo> : i32
  return
}
// -----
func.func @f(%a: f32, %b: f32) {
  %0 = arith.addf %a, %b fastmath<bogus> : f32
  return
}
// -----
func.func @f(%a: i32, %b: i32) {
  %0 = arith.addi %a, %b
  return
}
// -----
func.func @f(%a: i32) {
  %0 = arith.constant : i32
  return
}
// -----
func.func @f(%a: i32) {
  %0 = arith.extsi %a i64
  return
}
// -----
func.func @f(%a: i32) {
  %0 = arith.extsi %a : i32 i64
  return
}
// -----
func.func @f(%a: f32, %b: f32) {
  %0 = arith.cmpf %a, %b : f32
  return
}
// -----
func.func @f(%c: i1, %a: f32, %b: f32) {
  %0 = arith.select %c, %a, %b : i1 f32
  return
}
// -----
func.func @f(%a: f64) {
  %0 = arith.truncf %a bogus : f64 to f32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = math.sqrt %a fastmath<nope> : f32
  return
}
// -----
func.func @f(%a: f32, %b: i32) {
  %0 = math.fpowi %a, %b : f32 i32
  return
}
// -----
func.func @f(%a: f32) {
  %0, %1 = math.sincos %a f32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = math.absf %a
  return
}
// -----
func.func @f(%a: i32) {
  %0 = arith.index_cast %a : i32 to i33 to i34
  return
}
// -----
func.func @f(%a: i32) {
  %0:2 = arith.addui_extended %a, %a : i32
  return
}
// -----
func.func @f() {
  %0 = arith.constant 1 i32
  return
}
// -----
func.func @f(%a: i32) {
  %0 = arith.index_cast %a : i32 index
  return
}
// -----
func.func @f(%a: i32) {
  %0 = arith.bitcast %a : i32 to f32 to f32
  return
}
// -----
func.func @f(%a: i1, %b: i32) {
  %0 = arith.select %a, %b : i32
  return
}
// -----
func.func @f(%a: i32) {
  %0 = arith.addi %a, %a : i32, i32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = math.fma %a, %a : f32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = math.powf %a, %a fastmath : f32
  return
}
// -----
func.func @f(%a: i32) {
  %0 = math.ctlz %a : i32 i32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = math.sin : f32
  return
}
// -----
func.func @f(%a: i32) {
  %0 = "arith.addi"(%a, %a) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = "arith.addf"(%a, %a) <{fastmath = 1 : i32}> : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: i32) {
  %0 = "arith.cmpi"(%a, %a) <{predicate = "eq"}> : (i32, i32) -> i1
  return
}
// -----
func.func @f() {
  %0 = math.absi : i32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = math.fpowi %a, %a : f32
  return
}
// -----
func.func @f(%a: i32) {
  %0 = arith.trunci %a : i32 to
  return
}
// -----
func.func @f(%a: i32) {
  %0:2 = arith.mului_extended %a, %a : i32, i32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = arith.truncf %a to_nearest_even : f32 to f16 fastmath<fast>
  return
}
// -----
func.func @f() {
  %0 = arith.constant dense<1> : vector<4xi32> foo
  return
}
// -----
func.func @f(%a: f32) {
  %0 = "arith.cmpf"(%a, %a) <{predicate = "oeq", fastmath = #arith.fastmath<none>}> : (f32, f32) -> i1
  return
}
// -----
func.func @f(%a: f32) {
  %0 = "math.sqrt"(%a) <{fastmath = 1 : i32}> : (f32) -> f32
  return
}
// -----
func.func @f(%a: i32) {
  %0 = "arith.shli"(%a, %a) <{overflowFlags = #arith.fastmath<fast>}> : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32) {
  %0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (i32, i32) -> i1
  %1 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
  %2 = "arith.addi"(%a, %a) <{overflowFlags = 3 : i32}> : (i32, i32) -> i32
  return
}
// -----
func.func @f() {
  %0 = arith.constant unit
  return
}
// -----
func.func @f(%a: i32) {
  %0 = arith.extui %a : i32 to i64 to i64
  return
}
// -----
func.func @f(%a: f32) {
  %0 = math.fpowi %a, %a : f32, f32, f32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = math.sincos %a : f32
  return
}
// -----
func.func @f(%a: f32, %b: f32) {
  %0 = arith.maximumf %a, %b fastmath<> : f32
  return
}
// -----
func.func @f(%a: i32) {
  %0 = arith.addi %a, %a overflow<> : i32
  return
}
// -----
func.func @f(%a: i32) {
  %0 = arith.addi %a, %a overflow<nsw : i32
  return
}
// -----
func.func @f(%a: i32) {
  %0 = arith.divsi %a, %a exact exact : i32
  return
}
// -----
func.func @f(%a: i32) {
  %0 = arith.addi %a, %a overflow<nsw, foo> : i32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = arith.addf %a, %a fastmath<nnan, foo, ninf> : f32
  return
}
// -----
func.func @f(%a: f64, %b: f64) {
  %0 = arith.cmpi slt, %a, %b : f64
  return
}
// -----
func.func @f(%a: i64, %b: i64) {
  %0 = arith.cmpf olt, %a, %b : i64
  return
}
// -----
func.func @f() {
  %0 = arith.constant 1.5 : i32
  return
}
// -----
func.func @f() {
  %0 = arith.constant "str"
  return
}
// -----
func.func @f() {
  %0 = arith.constant "str" : i32
  return
}
// -----
func.func @f() {
  %0 = "arith.constant"() <{value = "s"}> : () -> i32
  return
}
// -----
func.func @f() {
  %0 = arith.constant "s" : ui32
  return
}
// -----
func.func @f(%x: f32) {
  %0 = "arith.frobnicate"(%x, %x) : (f32, f32) -> f32
  return
}
// -----
func.func @f(%x: f32) {
  %0 = "math.frobnicate"(%x) ({
  ^bb0(%y: f32):
    "math.yield"(%y) : (f32) -> ()
  }) : (f32) -> f32
  return
}
// -----
func.func @f() {
  %0 = arith.constant dense<[1, 300]> : vector<2xi8>
  return
}
// -----
func.func @f() {
  %0 = arith.constant dense<9223372036854775808> : vector<2xindex>
  return
}
// -----
func.func @f() {
  %0 = arith.constant 9223372036854775808 : index
  return
}
// -----
func.func @f(%i: i32) {
  %0 = math.isnormal %i : i32
  return
}
// -----
func.func @f(%x: f32) {
  %0 = math.isnan %x fastmath<nnan> : f32
  return
}
// -----
func.func @f(%x: f32) {
  %0 = "math.isinf"(%x) <{fastmath = 1 : i32}> : (f32) -> i1
  return
}
