// Memref contents from the kernel's own @main: @main fills a buffer with a
// loop and passes it and a scalar computed at run time to @scale_i13.
// rmlir-hls gets no --arg/--input: it runs @main up to the call and reads
// the buffer's contents and the scalar there. rmlir-sim gets the same
// values as HLS-ARG/HLS-INPUT, so the cycle counts must agree.
// HLS-FUNC: scale_i13
// HLS-MAIN
// HLS-ARG: 7
// HLS-INPUT: buf i16 4 : -100 -33 34 101
func.func @scale_i13(%buf: memref<4xi13, 1>, %k: i13) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %x = memref.load %buf[%i] : memref<4xi13, 1>
    %y = arith.muli %x, %k : i13
    memref.store %y, %buf[%i] : memref<4xi13, 1>
  }
  return
}
func.func @main() {
  %buf = memref.alloc() : memref<4xi13, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %base = arith.constant -100 : i13
  %step = arith.constant 67 : i13
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i13
    %m = arith.muli %ii, %step : i13
    %v = arith.addi %base, %m : i13
    memref.store %v, %buf[%i] : memref<4xi13, 1>
  }
  %three = arith.constant 3 : i13
  %four = arith.constant 4 : i13
  %k = arith.addi %three, %four : i13
  func.call @scale_i13(%buf, %k) : (memref<4xi13, 1>, i13) -> ()
  %x = memref.load %buf[%c0] : memref<4xi13, 1>
  vector.print %x : i13
  return
}
