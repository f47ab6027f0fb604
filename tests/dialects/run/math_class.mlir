// math.isnan/isinf/isfinite/isnormal of zeros, subnormals, the largest
// finite values, infinities and NaNs of f32, f16 and bf16. (mlir-opt 22
// lowers isinf and isnormal of scalars only, through its APFloat runtime.)
func.func @f32(%bits: i32) {
  %x = arith.bitcast %bits : i32 to f32
  %0 = math.isnan %x : f32
  %1 = math.isinf %x : f32
  %2 = math.isfinite %x : f32
  %3 = math.isnormal %x : f32
  %v = vector.from_elements %0, %1, %2, %3 : vector<4xi1>
  vector.print %v : vector<4xi1>
  return
}

func.func @f16(%bits: i16) {
  %x = arith.bitcast %bits : i16 to f16
  %0 = math.isnan %x : f16
  %1 = math.isinf %x : f16
  %2 = math.isfinite %x : f16
  %3 = math.isnormal %x : f16
  %v = vector.from_elements %0, %1, %2, %3 : vector<4xi1>
  vector.print %v : vector<4xi1>
  return
}

func.func @bf16(%bits: i16) {
  %x = arith.bitcast %bits : i16 to bf16
  %0 = math.isnan %x : bf16
  %1 = math.isinf %x : bf16
  %2 = math.isfinite %x : bf16
  %3 = math.isnormal %x : bf16
  %v = vector.from_elements %0, %1, %2, %3 : vector<4xi1>
  vector.print %v : vector<4xi1>
  return
}

func.func @main() {
  // 0, -0, smallest subnormal, largest subnormal, smallest normal, 1.5,
  // largest finite, -inf, NaN: as bit patterns of each type.
  %w = arith.constant dense<[0, 2147483648, 1, 8388607, 8388608, 1069547520, 2139095039, 4286578688, 2143289344]> : vector<9xi32>
  %h = arith.constant dense<[0, 32768, 1, 1023, 1024, 15872, 31743, 64512, 32256]> : vector<9xi16>
  %b = arith.constant dense<[0, 32768, 1, 127, 128, 16320, 32639, 65408, 32704]> : vector<9xi16>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  scf.for %i = %c0 to %c9 step %c1 {
    %x = vector.extract %w[%i] : i32 from vector<9xi32>
    func.call @f32(%x) : (i32) -> ()
    %y = vector.extract %h[%i] : i16 from vector<9xi16>
    func.call @f16(%y) : (i16) -> ()
    %z = vector.extract %b[%i] : i16 from vector<9xi16>
    func.call @bf16(%z) : (i16) -> ()
  }
  return
}
