// Calls to the print functions of the runner utility libraries: memrefs of
// each element type, of rank 0 to 3, through a strided subview and the
// ranked variant, and the scalar and punctuation functions.
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefF64(memref<*xf64>)
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefI64(memref<*xi64>)
func.func private @printMemrefInd(memref<*xindex>)
func.func private @printMemrefI8(memref<*xi8>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI16(memref<*xi16>) attributes { llvm.emit_c_interface }
func.func private @printMemrefF16(memref<*xf16>) attributes { llvm.emit_c_interface }
func.func private @printMemref2dF32(memref<?x?xf32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefShapeF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printNewline()
func.func private @printComma()
func.func private @printOpen()
func.func private @printClose()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  // A 2x3x2 f32 buffer holding 0.5 * (its flat index) - 2.
  %a = memref.alloc() : memref<2x3x2xf32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      scf.for %k = %c0 to %c2 step %c1 {
        %r = arith.muli %i, %c3 : index
        %rj = arith.addi %r, %j : index
        %r2 = arith.muli %rj, %c2 : index
        %n = arith.addi %r2, %k : index
        %ni = arith.index_cast %n : index to i32
        %nf = arith.sitofp %ni : i32 to f32
        %h = arith.constant 0.5 : f32
        %m2 = arith.constant -2.0 : f32
        %x = arith.mulf %nf, %h : f32
        %y = arith.addf %x, %m2 : f32
        memref.store %y, %a[%i, %j, %k] : memref<2x3x2xf32>
      }
    }
  }
  %ua = memref.cast %a : memref<2x3x2xf32> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  call @printMemrefShapeF32(%ua) : (memref<*xf32>) -> ()
  %sv = memref.subview %a[0, 1, 1] [2, 2, 1] [1, 1, 1]
      : memref<2x3x2xf32> to memref<2x2xf32, strided<[6, 2], offset: 3>>
  %usv = memref.cast %sv : memref<2x2xf32, strided<[6, 2], offset: 3>> to memref<*xf32>
  call @printMemrefF32(%usv) : (memref<*xf32>) -> ()
  %col = memref.subview %a[1, 0, 0] [1, 3, 2] [1, 1, 1]
      : memref<2x3x2xf32> to memref<3x2xf32, strided<[2, 1], offset: 6>>
  %dyn = memref.cast %col : memref<3x2xf32, strided<[2, 1], offset: 6>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %copy = memref.alloc(%c3, %c2) : memref<?x?xf32>
  memref.copy %dyn, %copy : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32>
  call @printMemref2dF32(%copy) : (memref<?x?xf32>) -> ()

  %s = memref.alloc() : memref<f64>
  %big = arith.constant 1.0e-7 : f64
  memref.store %big, %s[] : memref<f64>
  %us = memref.cast %s : memref<f64> to memref<*xf64>
  call @printMemrefF64(%us) : (memref<*xf64>) -> ()

  %ints = memref.alloc() : memref<3x1xi32>
  %i32a = arith.constant -2147483648 : i32
  %i32b = arith.constant 7 : i32
  memref.store %i32a, %ints[%c0, %c0] : memref<3x1xi32>
  memref.store %i32b, %ints[%c1, %c0] : memref<3x1xi32>
  memref.store %i32a, %ints[%c2, %c0] : memref<3x1xi32>
  %ui = memref.cast %ints : memref<3x1xi32> to memref<*xi32>
  call @printMemrefI32(%ui) : (memref<*xi32>) -> ()

  %l = memref.alloc() : memref<2xi64>
  %i64a = arith.constant -9223372036854775807 : i64
  memref.store %i64a, %l[%c0] : memref<2xi64>
  memref.store %i64a, %l[%c1] : memref<2xi64>
  %ul = memref.cast %l : memref<2xi64> to memref<*xi64>
  call @printMemrefI64(%ul) : (memref<*xi64>) -> ()

  %ix = memref.alloc() : memref<1x2xindex>
  %neg = arith.constant -3 : index
  memref.store %neg, %ix[%c0, %c0] : memref<1x2xindex>
  memref.store %c3, %ix[%c0, %c1] : memref<1x2xindex>
  %uix = memref.cast %ix : memref<1x2xindex> to memref<*xindex>
  call @printMemrefInd(%uix) : (memref<*xindex>) -> ()

  %b = memref.alloc() : memref<3xi8>
  %cz = arith.constant 90 : i8
  %ca = arith.constant 97 : i8
  %cs = arith.constant 32 : i8
  memref.store %cz, %b[%c0] : memref<3xi8>
  memref.store %cs, %b[%c1] : memref<3xi8>
  memref.store %ca, %b[%c2] : memref<3xi8>
  %ub = memref.cast %b : memref<3xi8> to memref<*xi8>
  call @printMemrefI8(%ub) : (memref<*xi8>) -> ()

  %hw = memref.alloc() : memref<2xi16>
  %m300 = arith.constant -300 : i16
  memref.store %m300, %hw[%c0] : memref<2xi16>
  memref.store %m300, %hw[%c1] : memref<2xi16>
  %uhw = memref.cast %hw : memref<2xi16> to memref<*xi16>
  call @printMemrefI16(%uhw) : (memref<*xi16>) -> ()

  %hf = memref.alloc() : memref<2xf16>
  %tenth = arith.constant 0.1 : f16
  %inf = arith.constant 0x7C00 : f16
  memref.store %tenth, %hf[%c0] : memref<2xf16>
  memref.store %inf, %hf[%c1] : memref<2xf16>
  %uhf = memref.cast %hf : memref<2xf16> to memref<*xf16>
  call @printMemrefF16(%uhf) : (memref<*xf16>) -> ()

  %f = arith.constant -0.0 : f32
  %d = arith.constant 123456789.0 : f64
  %m1 = arith.constant -1 : i64
  call @printOpen() : () -> ()
  call @printF32(%f) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF64(%d) : (f64) -> ()
  call @printComma() : () -> ()
  call @printI64(%m1) : (i64) -> ()
  call @printComma() : () -> ()
  call @printU64(%m1) : (i64) -> ()
  call @printClose() : () -> ()
  call @printNewline() : () -> ()
  memref.dealloc %a : memref<2x3x2xf32>
  return
}
