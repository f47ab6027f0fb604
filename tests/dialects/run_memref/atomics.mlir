// Runs with --convert-arith-to-llvm first, so that generic_atomic_rmw lowers.
// memref.atomic_rmw of every kind returns the old value and stores the
// combination; generic_atomic_rmw computes the new value in its region.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = memref.alloc() : memref<2xf32>
  %i = memref.alloc() : memref<2x2xi8>
  %f0 = arith.constant 1.5 : f32
  %i0 = arith.constant -100 : i8
  memref.store %f0, %f[%c1] : memref<2xf32>
  memref.store %i0, %i[%c1, %c0] : memref<2x2xi8>
  %x = arith.constant 2.25 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %y = arith.constant 77 : i8
  %a0 = memref.atomic_rmw addf %x, %f[%c1] : (f32, memref<2xf32>) -> f32
  %a2 = memref.atomic_rmw maximumf %x, %f[%c1] : (f32, memref<2xf32>) -> f32
  %a3 = memref.atomic_rmw minimumf %x, %f[%c1] : (f32, memref<2xf32>) -> f32
  %a4 = memref.atomic_rmw maxnumf %nan, %f[%c1] : (f32, memref<2xf32>) -> f32
  %a5 = memref.atomic_rmw minnumf %x, %f[%c1] : (f32, memref<2xf32>) -> f32
  %a6 = memref.atomic_rmw assign %x, %f[%c1] : (f32, memref<2xf32>) -> f32
  %a7 = memref.load %f[%c1] : memref<2xf32>
  vector.print %a0 : f32
  vector.print %a2 : f32
  vector.print %a3 : f32
  vector.print %a4 : f32
  vector.print %a5 : f32
  vector.print %a6 : f32
  vector.print %a7 : f32
  %b0 = memref.atomic_rmw addi %y, %i[%c1, %c0] : (i8, memref<2x2xi8>) -> i8
  %b2 = memref.atomic_rmw maxs %y, %i[%c1, %c0] : (i8, memref<2x2xi8>) -> i8
  %b3 = memref.atomic_rmw maxu %i0, %i[%c1, %c0] : (i8, memref<2x2xi8>) -> i8
  %b4 = memref.atomic_rmw mins %y, %i[%c1, %c0] : (i8, memref<2x2xi8>) -> i8
  %b5 = memref.atomic_rmw minu %y, %i[%c1, %c0] : (i8, memref<2x2xi8>) -> i8
  %b6 = memref.atomic_rmw andi %i0, %i[%c1, %c0] : (i8, memref<2x2xi8>) -> i8
  %b7 = memref.atomic_rmw ori %y, %i[%c1, %c0] : (i8, memref<2x2xi8>) -> i8
  %b8 = memref.atomic_rmw xori %i0, %i[%c1, %c0] : (i8, memref<2x2xi8>) -> i8
  %b9 = memref.load %i[%c1, %c0] : memref<2x2xi8>
  vector.print %b0 : i8
  vector.print %b2 : i8
  vector.print %b3 : i8
  vector.print %b4 : i8
  vector.print %b5 : i8
  vector.print %b6 : i8
  vector.print %b7 : i8
  vector.print %b8 : i8
  vector.print %b9 : i8
  %g = memref.generic_atomic_rmw %i[%c1, %c0] : memref<2x2xi8> {
  ^bb0(%cur: i8):
    %three = arith.constant 3 : i8
    %m = arith.addi %cur, %three : i8
    %k = arith.constant 77 : i8
    %s = arith.subi %m, %k : i8
    memref.atomic_yield %s : i8
  }
  %g1 = memref.load %i[%c1, %c0] : memref<2x2xi8>
  vector.print %g : i8
  vector.print %g1 : i8
  memref.dealloc %f : memref<2xf32>
  memref.dealloc %i : memref<2x2xi8>
  return
}
