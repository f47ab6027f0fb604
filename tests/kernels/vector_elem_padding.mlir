// Vectors as memref elements take LLVM's allocation size: a vector<3xf32>
// row is padded to 16 bytes, a vector<3xf16> row to 8, and a 2-d vector is
// an array of padded rows. The f32 and f16 views of the same bytes show
// where each lane lands and that stores leave the padding untouched.
// Runs with mlir-runner's lowering; checked by tests/sim_differential.rs.
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %neg = arith.constant -1.0 : f32
  %bytes = memref.alloc() : memref<64xi8>
  %flat = memref.view %bytes[%c0][] : memref<64xi8> to memref<16xf32>
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c16 step %c1 {
    memref.store %neg, %flat[%i] : memref<16xf32>
  }
  %rows = memref.view %bytes[%c0][] : memref<64xi8> to memref<2xvector<3xf32>>
  %a = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %b = arith.constant dense<[4.0, 5.0, 6.0]> : vector<3xf32>
  memref.store %a, %rows[%c0] : memref<2xvector<3xf32>>
  memref.store %b, %rows[%c1] : memref<2xvector<3xf32>>
  %u = memref.cast %flat : memref<16xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %back = memref.load %rows[%c1] : memref<2xvector<3xf32>>
  vector.print %back : vector<3xf32>

  %grid = memref.view %bytes[%c0][] : memref<64xi8> to memref<1xvector<2x3xf32>>
  %m = arith.constant dense<[[7.0, 8.0, 9.0], [10.0, 11.0, 12.0]]> : vector<2x3xf32>
  memref.store %m, %grid[%c0] : memref<1xvector<2x3xf32>>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %g = memref.load %grid[%c0] : memref<1xvector<2x3xf32>>
  vector.print %g : vector<2x3xf32>

  %halves = memref.view %bytes[%c0][] : memref<64xi8> to memref<4xvector<3xf16>>
  %h = arith.constant dense<[0.5, 1.5, 2.5]> : vector<3xf16>
  memref.store %h, %halves[%c1] : memref<4xvector<3xf16>>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %hb = memref.load %halves[%c1] : memref<4xvector<3xf16>>
  vector.print %hb : vector<3xf16>

  // vector.load and vector.store on a memref of vectors move one element;
  // memref.copy of such memrefs copies whole padded elements.
  %h2 = arith.constant dense<[-2.0, 0.25, 8.0]> : vector<3xf16>
  vector.store %h2, %halves[%c0] : memref<4xvector<3xf16>>, vector<3xf16>
  %copy = memref.alloca() : memref<4xvector<3xf16>>
  memref.copy %halves, %copy : memref<4xvector<3xf16>> to memref<4xvector<3xf16>>
  %c0v = vector.load %copy[%c0] : memref<4xvector<3xf16>>, vector<3xf16>
  %c1v = vector.load %copy[%c1] : memref<4xvector<3xf16>>, vector<3xf16>
  vector.print %c0v : vector<3xf16>
  vector.print %c1v : vector<3xf16>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()

  // A 0-d vector element is one lane, loaded back as a 0-d vector.
  %zero = memref.view %bytes[%c0][] : memref<64xi8> to memref<16xvector<f32>>
  %z = arith.constant dense<2.5> : vector<f32>
  memref.store %z, %zero[%c1] : memref<16xvector<f32>>
  %zl = memref.load %zero[%c1] : memref<16xvector<f32>>
  vector.print %zl : vector<f32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %bytes : memref<64xi8>
  return
}
