// The float classes (`math.isnan`, `isinf`, `isfinite`, `isnormal`) of
// zeros, normal numbers, infinities, a NaN and a subnormal, in f32 and
// f64, through the JIT's `math_unary` (upstream 22 has no lowering of
// `isinf` and `isfinite` to LLVM, so tests/jit_math.rs holds the classes
// to hand-derived answers).

func.func @classes32(%xs: memref<12xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c12 = arith.constant 12 : index
  scf.for %i = %c0 to %c12 step %c1 {
    %x = memref.load %xs[%i] : memref<12xf32>
    %a = math.isnan %x : f32
    %b = math.isinf %x : f32
    %c = math.isfinite %x : f32
    %d = math.isnormal %x : f32
    %v = vector.from_elements %a, %b, %c, %d : vector<4xi1>
    vector.print %v : vector<4xi1>
  }
  return
}

func.func @classes64(%xs: memref<12xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c12 = arith.constant 12 : index
  scf.for %i = %c0 to %c12 step %c1 {
    %x = memref.load %xs[%i] : memref<12xf64>
    %a = math.isnan %x : f64
    %b = math.isinf %x : f64
    %c = math.isfinite %x : f64
    %d = math.isnormal %x : f64
    %v = vector.from_elements %a, %b, %c, %d : vector<4xi1>
    vector.print %v : vector<4xi1>
  }
  return
}

func.func @main() {
  %a = memref.alloc() : memref<12xf32>
  %b = memref.alloc() : memref<12xf64>
  %vals = arith.constant dense<[0.0, -0.0, 0.5, -2.25, 1.0, 3.5, 100.0, -100.0, 0x7F800000, 0xFF800000, 0x7FC00000, 1.0e-40]> : vector<12xf32>
  %vald = arith.constant dense<[0.0, -0.0, 0.5, -2.25, 1.0, 3.5, 1000.0, -1000.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000, 1.0e-310]> : vector<12xf64>
  %c0 = arith.constant 0 : index
  vector.store %vals, %a[%c0] : memref<12xf32>, vector<12xf32>
  vector.store %vald, %b[%c0] : memref<12xf64>, vector<12xf64>
  call @classes32(%a) : (memref<12xf32>) -> ()
  call @classes64(%b) : (memref<12xf64>) -> ()
  memref.dealloc %a : memref<12xf32>
  memref.dealloc %b : memref<12xf64>
  return
}
