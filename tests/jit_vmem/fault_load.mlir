// A loop of vector<8xf32> loads from a 40-float buffer, one position
// further each iteration: rows 0 to 32 load (32 is the last whole row),
// row 33 runs one float past the buffer and faults as the interpreter
// reports it (upstream does not check).
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c34 = arith.constant 34 : index
  %c40 = arith.constant 40 : index
  %B = memref.alloc() : memref<40xf32>
  scf.for %i = %c0 to %c40 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %B[%i] : memref<40xf32>
  }
  %z = arith.constant 0.0 : f32
  %s = scf.for %j = %c0 to %c34 step %c1 iter_args(%a = %z) -> (f32) {
    %v = vector.load %B[%j] : memref<40xf32>, vector<8xf32>
    %r = vector.reduction <add>, %v, %a : vector<8xf32> into f32
    vector.print %r : f32
    scf.yield %r : f32
  }
  vector.print %s : f32
  return
}
