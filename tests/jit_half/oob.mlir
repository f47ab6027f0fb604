// A memo'd loop over f16 whose load runs past the buffer's end at
// iteration 100 (index %off + 100 = 300): both engines must stop there
// with the interpreter's diagnostic, cycles and report.

func.func @sum(%m: memref<300xf16>, %off: index) -> f16 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 250 : index
  %s0 = arith.constant 0.0 : f16
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%s = %s0) -> (f16) {
    %j = arith.addi %i, %off : index
    %x = memref.load %m[%j] : memref<300xf16>
    %s2 = arith.addf %s, %x : f16
    scf.yield %s2 : f16
  }
  return %r : f16
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c200 = arith.constant 200 : index
  %n = arith.constant 300 : index
  %a = memref.alloc() : memref<300xf16>
  %x = arith.constant 0.25 : f16
  scf.for %i = %c0 to %n step %c1 {
    memref.store %x, %a[%i] : memref<300xf16>
  }
  %s = func.call @sum(%a, %c0) : (memref<300xf16>, index) -> f16
  vector.print %s : f16
  %t = func.call @sum(%a, %c200) : (memref<300xf16>, index) -> f16
  vector.print %t : f16
  return
}
