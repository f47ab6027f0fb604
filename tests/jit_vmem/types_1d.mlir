// vector.load and vector.store of 8 lanes of each whole-byte element
// type (i8, i16, i32, i64, f32, f64) on 40-element buffers, in a loop
// over every position up to the last whole row (index 32), so the
// inline path runs 33 times per type; each row loaded from B is added
// to itself and stored to C, and each sum reduced into a checksum.
// Then the last row of C is loaded back and printed.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %c33 = arith.constant 33 : index
  %c40 = arith.constant 40 : index
  %k = arith.constant 37 : i64
  %m = arith.constant 101 : i64
  %B_i8 = memref.alloc() : memref<40xi8>
  %C_i8 = memref.alloc() : memref<40xi8>
  scf.for %i = %c0 to %c40 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %p = arith.muli %ii, %k : i64
    %r = arith.remsi %p, %m : i64
    %s = arith.addi %r, %k : i64
    %v = arith.trunci %s : i64 to i8
    memref.store %v, %B_i8[%i] : memref<40xi8>
  }
  %z_i8 = arith.constant 0 : i8
  %sum_i8 = scf.for %j = %c0 to %c33 step %c1 iter_args(%acc = %z_i8) -> (i8) {
    %x = vector.load %B_i8[%j] : memref<40xi8>, vector<8xi8>
    %y = arith.addi %x, %x : vector<8xi8>
    vector.store %y, %C_i8[%j] : memref<40xi8>, vector<8xi8>
    %r = vector.reduction <add>, %y, %acc : vector<8xi8> into i8
    scf.yield %r : i8
  }
  vector.print %sum_i8 : i8
  %last_i8 = vector.load %C_i8[%c32] : memref<40xi8>, vector<8xi8>
  vector.print %last_i8 : vector<8xi8>
  %B_i16 = memref.alloc() : memref<40xi16>
  %C_i16 = memref.alloc() : memref<40xi16>
  scf.for %i = %c0 to %c40 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %p = arith.muli %ii, %k : i64
    %r = arith.remsi %p, %m : i64
    %s = arith.addi %r, %k : i64
    %v = arith.trunci %s : i64 to i16
    memref.store %v, %B_i16[%i] : memref<40xi16>
  }
  %z_i16 = arith.constant 0 : i16
  %sum_i16 = scf.for %j = %c0 to %c33 step %c1 iter_args(%acc = %z_i16) -> (i16) {
    %x = vector.load %B_i16[%j] : memref<40xi16>, vector<8xi16>
    %y = arith.addi %x, %x : vector<8xi16>
    vector.store %y, %C_i16[%j] : memref<40xi16>, vector<8xi16>
    %r = vector.reduction <add>, %y, %acc : vector<8xi16> into i16
    scf.yield %r : i16
  }
  vector.print %sum_i16 : i16
  %last_i16 = vector.load %C_i16[%c32] : memref<40xi16>, vector<8xi16>
  vector.print %last_i16 : vector<8xi16>
  %B_i32 = memref.alloc() : memref<40xi32>
  %C_i32 = memref.alloc() : memref<40xi32>
  scf.for %i = %c0 to %c40 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %p = arith.muli %ii, %k : i64
    %r = arith.remsi %p, %m : i64
    %s = arith.addi %r, %k : i64
    %v = arith.trunci %s : i64 to i32
    memref.store %v, %B_i32[%i] : memref<40xi32>
  }
  %z_i32 = arith.constant 0 : i32
  %sum_i32 = scf.for %j = %c0 to %c33 step %c1 iter_args(%acc = %z_i32) -> (i32) {
    %x = vector.load %B_i32[%j] : memref<40xi32>, vector<8xi32>
    %y = arith.addi %x, %x : vector<8xi32>
    vector.store %y, %C_i32[%j] : memref<40xi32>, vector<8xi32>
    %r = vector.reduction <add>, %y, %acc : vector<8xi32> into i32
    scf.yield %r : i32
  }
  vector.print %sum_i32 : i32
  %last_i32 = vector.load %C_i32[%c32] : memref<40xi32>, vector<8xi32>
  vector.print %last_i32 : vector<8xi32>
  %B_i64 = memref.alloc() : memref<40xi64>
  %C_i64 = memref.alloc() : memref<40xi64>
  scf.for %i = %c0 to %c40 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %p = arith.muli %ii, %k : i64
    %r = arith.remsi %p, %m : i64
    %s = arith.addi %r, %k : i64
    memref.store %s, %B_i64[%i] : memref<40xi64>
  }
  %z_i64 = arith.constant 0 : i64
  %sum_i64 = scf.for %j = %c0 to %c33 step %c1 iter_args(%acc = %z_i64) -> (i64) {
    %x = vector.load %B_i64[%j] : memref<40xi64>, vector<8xi64>
    %y = arith.addi %x, %x : vector<8xi64>
    vector.store %y, %C_i64[%j] : memref<40xi64>, vector<8xi64>
    %r = vector.reduction <add>, %y, %acc : vector<8xi64> into i64
    scf.yield %r : i64
  }
  vector.print %sum_i64 : i64
  %last_i64 = vector.load %C_i64[%c32] : memref<40xi64>, vector<8xi64>
  vector.print %last_i64 : vector<8xi64>
  %B_f32 = memref.alloc() : memref<40xf32>
  %C_f32 = memref.alloc() : memref<40xf32>
  scf.for %i = %c0 to %c40 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %p = arith.muli %ii, %k : i64
    %r = arith.remsi %p, %m : i64
    %s = arith.addi %r, %k : i64
    %v = arith.sitofp %s : i64 to f32
    memref.store %v, %B_f32[%i] : memref<40xf32>
  }
  %z_f32 = arith.constant 0.0 : f32
  %sum_f32 = scf.for %j = %c0 to %c33 step %c1 iter_args(%acc = %z_f32) -> (f32) {
    %x = vector.load %B_f32[%j] : memref<40xf32>, vector<8xf32>
    %y = arith.addf %x, %x : vector<8xf32>
    vector.store %y, %C_f32[%j] : memref<40xf32>, vector<8xf32>
    %r = vector.reduction <add>, %y, %acc : vector<8xf32> into f32
    scf.yield %r : f32
  }
  vector.print %sum_f32 : f32
  %last_f32 = vector.load %C_f32[%c32] : memref<40xf32>, vector<8xf32>
  vector.print %last_f32 : vector<8xf32>
  %B_f64 = memref.alloc() : memref<40xf64>
  %C_f64 = memref.alloc() : memref<40xf64>
  scf.for %i = %c0 to %c40 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %p = arith.muli %ii, %k : i64
    %r = arith.remsi %p, %m : i64
    %s = arith.addi %r, %k : i64
    %v = arith.sitofp %s : i64 to f64
    memref.store %v, %B_f64[%i] : memref<40xf64>
  }
  %z_f64 = arith.constant 0.0 : f64
  %sum_f64 = scf.for %j = %c0 to %c33 step %c1 iter_args(%acc = %z_f64) -> (f64) {
    %x = vector.load %B_f64[%j] : memref<40xf64>, vector<8xf64>
    %y = arith.addf %x, %x : vector<8xf64>
    vector.store %y, %C_f64[%j] : memref<40xf64>, vector<8xf64>
    %r = vector.reduction <add>, %y, %acc : vector<8xf64> into f64
    scf.yield %r : f64
  }
  vector.print %sum_f64 : f64
  %last_f64 = vector.load %C_f64[%c32] : memref<40xf64>, vector<8xf64>
  vector.print %last_f64 : vector<8xf64>
  return
}
