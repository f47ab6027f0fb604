// index.floordivs by a zero only known at run time: undefined upstream,
// a located fault here as for arith.
func.func @main() -> index {
  %c0 = index.constant 0
  %seven = index.constant 7
  %buf = memref.alloc() : memref<1xindex, 1>
  %zero = memref.load %buf[%c0] : memref<1xindex, 1>
  %q = index.floordivs %seven, %zero
  return %q : index
}
