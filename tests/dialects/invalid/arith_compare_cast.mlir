// Comparisons and index casts with the wrong types or predicates: each
// expected-error is mlir-opt 22's text at its line.
func.func @cmpi_on_float(%x: f16) {
  // expected-error@+1 {{'lhs' must be signless-integer-like, but got 'f16'}}
  %0 = arith.cmpi ult, %x, %x : f16
  return
}

// -----

func.func @cmpf_on_int(%x: vector<2xi7>) {
  // expected-error@+1 {{'lhs' must be floating-point-like, but got 'vector<2xi7>'}}
  %0 = arith.cmpf one, %x, %x : vector<2xi7>
  return
}

// -----

func.func @cmpf_predicate_range(%x: f64) {
  // expected-error@+1 {{attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}}
  %0 = "arith.cmpf"(%x, %x) {predicate = 16} : (f64, f64) -> i1
  return
}

// -----

func.func @cmpi_operand_types(%a: i8, %b: i16) {
  // expected-error@+1 {{requires all operands to have the same type}}
  %0 = "arith.cmpi"(%a, %b) {predicate = 2} : (i8, i16) -> i1
  return
}

// -----

func.func @index_cast_from_bf16(%x: bf16) {
  // expected-error@+1 {{op operand #0 must be signless-integer-like or memref of signless-integer, but got 'bf16'}}
  %0 = arith.index_cast %x : bf16 to index
  return
}
