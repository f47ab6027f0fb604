// Inherent attributes written in the attribute dictionary of generic ops
// (the spelling from before properties), beside properties and discardable
// attributes, and ops written without the properties upstream defaults.
func.func @generic_attr_dicts(%a: i32, %b: i32, %f: f32, %v: vector<4xf32>,
                              %m: memref<8xf32>, %i: index) -> i32 {
  %c = "arith.constant"() {value = 7 : i32} : () -> i32
  %d = "arith.constant"() {note = "kept", value = 8 : i32} : () -> i32
  %e = "arith.constant"() <{value = 9 : i32}> {value = 10 : i32} : () -> i32
  %p = "arith.cmpi"(%a, %b) {predicate = 4 : i64} : (i32, i32) -> i1
  %s = "arith.addi"(%a, %b) {overflowFlags = #arith.overflow<nsw>} : (i32, i32) -> i32
  %t = "arith.subi"(%a, %b) : (i32, i32) -> i32
  %q = "arith.divsi"(%a, %b) {isExact} : (i32, i32) -> i32
  %g = "arith.mulf"(%f, %f) {fastmath = #arith.fastmath<fast>, tag = 1} : (f32, f32) -> f32
  %h = "math.sqrt"(%f) : (f32) -> f32
  %k = "arith.cmpf"(%f, %f) {predicate = 1 : i64} : (f32, f32) -> i1
  %x = "memref.load"(%m, %i) {nontemporal = true} : (memref<8xf32>, index) -> f32
  "memref.store"(%x, %m, %i) {alignment = 4 : i64} : (f32, memref<8xf32>, index) -> ()
  %r = "vector.reduction"(%v) {kind = #vector.kind<maxnumf>} : (vector<4xf32>) -> f32
  %o = "vector.outerproduct"(%v, %v) : (vector<4xf32>, vector<4xf32>) -> vector<4x4xf32>
  "vector.print"(%v) : (vector<4xf32>) -> ()
  %w = "vector.extract"(%v) {static_position = array<i64: 1>} : (vector<4xf32>) -> f32
  %u = "ub.poison"() : () -> i32
  %l = "affine.linearize_index"(%i, %i) {operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 4, 2>} : (index, index) -> index
  %n = "affine.apply"(%i) {map = affine_map<(d0) -> (d0 + 1)>} : (index) -> index
  %y = "affine.load"(%m, %n) {map = affine_map<(d0) -> (d0)>} : (memref<8xf32>, index) -> f32
  "scf.for"(%i, %i, %i) ({
  ^bb0(%iv: index):
    "scf.yield"() : () -> ()
  }) {unsignedCmp, label = "loop"} : (index, index, index) -> ()
  "cf.assert"(%p) {msg = "checked"} : (i1) -> ()
  %z = "func.call"(%a) {callee = @callee} : (i32) -> i32
  "func.return"(%c) : (i32) -> ()
}

"func.func"() ({
^bb0(%x: i32):
  "func.return"(%x) : (i32) -> ()
}) {function_type = (i32) -> i32, sym_name = "callee", sym_visibility = "private", extra = unit} : () -> ()

// Custom forms whose attribute dictionary names inherent attributes.
func.func @custom_attr_dicts(%m: memref<8xf32>, %i: index, %a: i32) {
  %x = memref.load %m[%i] {nontemporal = true} : memref<8xf32>
  memref.store %x, %m[%i] {alignment = 16 : i64, note = 2} : memref<8xf32>
  %c = arith.constant {tag} 3 : i32
  %s = arith.addi %a, %c {overflowFlags = #arith.overflow<nuw>} : i32
  return
}
