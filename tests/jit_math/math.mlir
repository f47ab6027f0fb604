// The `math` dialect's float functions on f32 and f64 in loops, fed
// ordinary and special operands (-0.0, infinities, NaN, values past a
// function's domain): the JIT computes each through the value library's
// own function (sim/src/jit/math.rs); both engines and mlir-runner must
// agree on every bit printed.

func.func @f32s(%xs: memref<12xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c12 = arith.constant 12 : index
  scf.for %i = %c0 to %c12 step %c1 {
    %x = memref.load %xs[%i] : memref<12xf32>
    %a = math.sqrt %x : f32
    %b = math.exp %x : f32
    %c = math.log %x : f32
    %d = math.tanh %x : f32
    %e = math.floor %x : f32
    %f = math.ceil %x : f32
    %g = math.roundeven %x : f32
    %h = math.sin %x : f32
    %k = math.erf %x : f32
    %l = math.rsqrt %x : f32
    %m = math.log1p %x : f32
    %n = math.atan %x : f32
    %v = vector.from_elements %x, %a, %b, %c, %d, %e, %f, %g, %h, %k, %l, %m, %n : vector<13xf32>
    %bits = vector.bitcast %v : vector<13xf32> to vector<13xi32>
    vector.print %bits : vector<13xi32>
    %nan = math.isnan %c : f32
    vector.print %nan : i1
  }
  return
}

func.func @f64s(%xs: memref<12xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c12 = arith.constant 12 : index
  scf.for %i = %c0 to %c12 step %c1 {
    %x = memref.load %xs[%i] : memref<12xf64>
    %a = math.sqrt %x : f64
    %b = math.exp2 %x : f64
    %c = math.log2 %x : f64
    %d = math.cos %x : f64
    %e = math.trunc %x : f64
    %f = math.round %x : f64
    %g = math.cbrt %x : f64
    %h = math.expm1 %x : f64
    %v = vector.from_elements %x, %a, %b, %c, %d, %e, %f, %g, %h : vector<9xf64>
    %bits = vector.bitcast %v : vector<9xf64> to vector<9xi64>
    vector.print %bits : vector<9xi64>
  }
  return
}

// A long loop of math calls whose sum is carried: the loop a memo's
// values-only copy runs, so the calls run there too.
func.func @sum(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> f32 {
    %ii = arith.index_cast %i : index to i32
    %x = arith.sitofp %ii : i32 to f32
    %s = math.sqrt %x : f32
    %t = math.tanh %s : f32
    %u = arith.addf %acc, %t : f32
    scf.yield %u : f32
  }
  return %r : f32
}

func.func @main() {
  %a = memref.alloc() : memref<12xf32>
  %b = memref.alloc() : memref<12xf64>
  %vals = arith.constant dense<[0.0, -0.0, 0.5, -2.25, 1.0, 3.5, 100.0, -100.0, 0x7F800000, 0xFF800000, 0x7FC00000, 1.0e-40]> : vector<12xf32>
  %vald = arith.constant dense<[0.0, -0.0, 0.5, -2.25, 1.0, 3.5, 1000.0, -1000.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000, 1.0e-310]> : vector<12xf64>
  %c0 = arith.constant 0 : index
  vector.store %vals, %a[%c0] : memref<12xf32>, vector<12xf32>
  vector.store %vald, %b[%c0] : memref<12xf64>, vector<12xf64>
  call @f32s(%a) : (memref<12xf32>) -> ()
  call @f64s(%b) : (memref<12xf64>) -> ()
  %n = arith.constant 20000 : index
  %s = call @sum(%n) : (index) -> f32
  vector.print %s : f32
  memref.dealloc %a : memref<12xf32>
  memref.dealloc %b : memref<12xf64>
  return
}
