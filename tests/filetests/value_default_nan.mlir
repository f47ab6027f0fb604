// The NaN an invalid operation makes (`0 / 0`, `0 · inf`, `inf − inf`,
// `inf / inf`), printed as its bits: x86's negative quiet NaN
// (0xffc00000) with `compute.default_nan = "negative"` (configs/README.md),
// on both engines, as mlir-runner's compiled code makes it on this x86-64
// host; LLVM's constant folder's positive one (0x7fc00000) with
// `compute.default_nan = "positive"` and where the target leaves it unset
// (configs/tpu.toml does, for a plain kernel). A NaN
// operand (a signalling 0x7fa00001) comes out quieted with its sign and
// payload (0x7fe00001) under both. The operands come from a buffer and
// meet in a callee, so upstream folds nothing. Each line is `a + b, a − b,
// a · b, a / b` for a pair of 0, inf and the NaN.
// RUN: sim --set target.default_space=vmem --engine interp --set compute.default_nan="negative"
// RUN: sim --set target.default_space=vmem --engine jit --set compute.default_nan="negative"
// RUN: runner
// STDOUT: ( 0, 0, 0, -4194304 )
// STDOUT: ( 2139095040, -8388608, -4194304, 0 )
// STDOUT: ( 2145386497, 2145386497, 2145386497, 2145386497 )
// STDOUT: ( 2139095040, 2139095040, -4194304, 2139095040 )
// STDOUT: ( 2139095040, -4194304, 2139095040, -4194304 )
// STDOUT: ( 2145386497, 2145386497, 2145386497, 2145386497 )
// STDOUT: ( 2145386497, 2145386497, 2145386497, 2145386497 )
// STDOUT: ( 2145386497, 2145386497, 2145386497, 2145386497 )
// STDOUT: ( 2145386497, 2145386497, 2145386497, 2145386497 )
// RUN: sim --set target.default_space=vmem --engine interp --set compute.default_nan="positive"
// RUN: sim --set target.default_space=vmem --engine jit --set compute.default_nan="positive"
// RUN: sim --set target.default_space=vmem --engine interp
// RUN: sim --set target.default_space=vmem --engine jit
// STDOUT: ( 0, 0, 0, 2143289344 )
// STDOUT: ( 2139095040, -8388608, 2143289344, 0 )
// STDOUT: ( 2145386497, 2145386497, 2145386497, 2145386497 )
// STDOUT: ( 2139095040, 2139095040, 2143289344, 2139095040 )
// STDOUT: ( 2139095040, 2143289344, 2139095040, 2143289344 )
// STDOUT: ( 2145386497, 2145386497, 2145386497, 2145386497 )
// STDOUT: ( 2145386497, 2145386497, 2145386497, 2145386497 )
// STDOUT: ( 2145386497, 2145386497, 2145386497, 2145386497 )
// STDOUT: ( 2145386497, 2145386497, 2145386497, 2145386497 )

func.func @ops(%a: f32, %b: f32) {
  %add = arith.addf %a, %b : f32
  %sub = arith.subf %a, %b : f32
  %mul = arith.mulf %a, %b : f32
  %div = arith.divf %a, %b : f32
  %v = vector.from_elements %add, %sub, %mul, %div : vector<4xf32>
  %bits = arith.bitcast %v : vector<4xf32> to vector<4xi32>
  vector.print %bits : vector<4xi32>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %cn = arith.constant 3 : index
  %xs = memref.alloc() : memref<3xf32>
  %zero = arith.constant 0.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %snan = arith.constant 0x7FA00001 : f32
  memref.store %zero, %xs[%c0] : memref<3xf32>
  memref.store %inf, %xs[%c1] : memref<3xf32>
  memref.store %snan, %xs[%c2] : memref<3xf32>
  scf.for %i = %c0 to %cn step %c1 {
    %a = memref.load %xs[%i] : memref<3xf32>
    scf.for %j = %c0 to %cn step %c1 {
      %b = memref.load %xs[%j] : memref<3xf32>
      func.call @ops(%a, %b) : (f32, f32) -> ()
    }
  }
  memref.dealloc %xs : memref<3xf32>
  return
}
