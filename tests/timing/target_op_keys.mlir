// Target ops of configs/tpu.toml, for the `predicate`, `ii` and `steps` keys.
func.func @predicate() {
  %a = arith.constant dense<[1.0, 2.0, 3.0, 0x7FC00000]> : vector<4xf32>
  %b = arith.constant dense<2.0> : vector<4xf32>
  %c = "tpu.vcmpltf32"(%a, %b) : (vector<4xf32>, vector<4xf32>) -> vector<4xi1>
  vector.print %c : vector<4xi1>
  return
}

func.func @ii() {
  %a = arith.constant dense<1.0> : vector<8x128xf32>
  %x = "tpu.vaddf32"(%a, %a) : (vector<8x128xf32>, vector<8x128xf32>) -> vector<8x128xf32>
  %y = "tpu.vaddf32"(%a, %a) : (vector<8x128xf32>, vector<8x128xf32>) -> vector<8x128xf32>
  return
}

// `tpu.mul_addf32`: semantics `fma`, `steps = ["float_mul", "float_add"]`.
// %c comes late (a `sqrt`); the multiply step waits only for %a and %b.
func.func @steps() {
  %a = arith.constant dense<-1.000244140625> : vector<8x128xf32>
  %b = arith.constant dense<1.000244140625> : vector<8x128xf32>
  %d = arith.constant dense<1.0009768009185791> : vector<8x128xf32>
  %c = math.sqrt %d : vector<8x128xf32>
  %r = "tpu.mul_addf32"(%a, %b, %c) : (vector<8x128xf32>, vector<8x128xf32>, vector<8x128xf32>) -> vector<8x128xf32>
  return
}

// The same multiply-add, printed: one rounding, as `math.fma`.
func.func @steps_value() {
  %a = arith.constant dense<-1.000244140625> : vector<2xf32>
  %b = arith.constant dense<1.000244140625> : vector<2xf32>
  %d = arith.constant dense<1.0009768009185791> : vector<2xf32>
  %c = math.sqrt %d : vector<2xf32>
  %r = "tpu.mul_addf32"(%a, %b, %c) : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
  %f = math.fma %a, %b, %c : vector<2xf32>
  %m = arith.mulf %a, %b : vector<2xf32>
  %s = arith.addf %m, %c : vector<2xf32>
  vector.print %r : vector<2xf32>
  vector.print %f : vector<2xf32>
  vector.print %s : vector<2xf32>
  return
}

// `tpu.mul_subf32` (`fmsub`, `a·b − c`) and `tpu.sub_mulf32` (`fnmadd`,
// `c − a·b`): the same steps, %c late as in @steps.
func.func @fused_subtract() {
  %a = arith.constant dense<-1.000244140625> : vector<8x128xf32>
  %b = arith.constant dense<1.000244140625> : vector<8x128xf32>
  %d = arith.constant dense<1.0009768009185791> : vector<8x128xf32>
  %c = math.sqrt %d : vector<8x128xf32>
  %r = "tpu.mul_subf32"(%a, %b, %c) : (vector<8x128xf32>, vector<8x128xf32>, vector<8x128xf32>) -> vector<8x128xf32>
  return
}

func.func @fused_subtract_from() {
  %a = arith.constant dense<-1.000244140625> : vector<8x128xf32>
  %b = arith.constant dense<1.000244140625> : vector<8x128xf32>
  %d = arith.constant dense<1.0009768009185791> : vector<8x128xf32>
  %c = math.sqrt %d : vector<8x128xf32>
  %r = "tpu.sub_mulf32"(%a, %b, %c) : (vector<8x128xf32>, vector<8x128xf32>, vector<8x128xf32>) -> vector<8x128xf32>
  return
}

// Their values, printed: one rounding. (−(1 + 2⁻¹²))·(1 + 2⁻¹²) − (−(1 +
// 2⁻¹¹)) and (1 + 2⁻¹¹) − (1 + 2⁻¹²)·(1 + 2⁻¹²), then the subtract of
// the rounded product.
func.func @fused_subtract_value() {
  %a = arith.constant dense<-1.000244140625> : vector<2xf32>
  %b = arith.constant dense<1.000244140625> : vector<2xf32>
  %d = arith.constant dense<1.0009768009185791> : vector<2xf32>
  %c = math.sqrt %d : vector<2xf32>
  %nc = arith.negf %c : vector<2xf32>
  %na = arith.negf %a : vector<2xf32>
  %r = "tpu.mul_subf32"(%a, %b, %nc) : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
  %q = "tpu.sub_mulf32"(%na, %b, %c) : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
  %m = arith.mulf %na, %b : vector<2xf32>
  %s = arith.subf %c, %m : vector<2xf32>
  vector.print %r : vector<2xf32>
  vector.print %q : vector<2xf32>
  vector.print %s : vector<2xf32>
  return
}
