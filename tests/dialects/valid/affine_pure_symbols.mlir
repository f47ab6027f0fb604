// Results of pure ops on symbols are symbols (LLVM 22): sums, products and
// remainders of function arguments inside a loop, and a division by a
// constant it cannot trap on.
func.func @pure_symbols(%n: index, %m: memref<100xf32>) {
  %c3 = arith.constant 3 : index
  %cm1 = arith.constant -1 : index
  affine.for %i = 0 to 7 {
    %s = arith.addi %n, %n : index
    %t = arith.muli %s, %n : index
    %r = arith.remsi %t, %n : index
    %q = arith.divsi %n, %c3 : index
    %u = arith.divui %n, %cm1 : index
    %x = index.add %r, %q
    %v = affine.load %m[%i + symbol(%x) + symbol(%u)] : memref<100xf32>
  }
  return
}
