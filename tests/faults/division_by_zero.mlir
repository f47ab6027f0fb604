// Signed division by a zero that is only known at run time.
func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %seven = arith.constant 7 : i32
  %buf = memref.alloc() : memref<1xi32, 1>
  %zero = memref.load %buf[%c0] : memref<1xi32, 1>
  %q = arith.divsi %seven, %zero : i32
  return %q : i32
}
