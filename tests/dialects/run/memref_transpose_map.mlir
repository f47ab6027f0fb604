// memref.transpose into results written with an affine-map layout, static
// (d1 * 5 + d0) and symbolic (d1 * s0 + d0), read through the view.
func.func @main() {
  %m = memref.alloc() : memref<3x5xi32>
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i32
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      %a = arith.muli %i, %c5 : index
      %b = arith.addi %a, %j : index
      %v = arith.index_cast %b : index to i32
      memref.store %v, %m[%i, %j] : memref<3x5xi32>
    }
  }
  %t = memref.transpose %m (i, j) -> (j, i) : memref<3x5xi32> to memref<5x3xi32, affine_map<(d0, d1) -> (d1 * 5 + d0)>>
  scf.for %j = %c0 to %c5 step %c1 {
    %r = vector.transfer_read %t[%j, %c0], %z : memref<5x3xi32, affine_map<(d0, d1) -> (d1 * 5 + d0)>>, vector<3xi32>
    vector.print %r : vector<3xi32>
  }
  %x = memref.load %t[%c3, %c1] : memref<5x3xi32, affine_map<(d0, d1) -> (d1 * 5 + d0)>>
  vector.print %x : i32
  call @dynamic() : () -> ()
  return
}

func.func @dynamic() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc(%c3, %c4) : memref<?x?xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %a = arith.muli %i, %c4 : index
      %b = arith.addi %a, %j : index
      %w = arith.index_cast %b : index to i32
      %v = arith.sitofp %w : i32 to f32
      memref.store %v, %m[%i, %j] : memref<?x?xf32>
    }
  }
  %t = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
  %x = memref.load %t[%c3, %c2] : memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
  vector.print %x : f32
  %d0 = memref.dim %t, %c0 : memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
  vector.print %d0 : index
  return
}
