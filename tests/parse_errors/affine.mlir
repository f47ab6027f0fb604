// One malformed op per chunk: rmlir-opt must report what mlir-opt 22
// reports, line, column and text (tests/parse_error_parity.rs).
func.func @f(%n: index) {
  affine.for %i = 0 too 10 {
  }
  return
}
// -----
func.func @f() {
  affine.for %i = 0 to 10 step -1 {
  }
  return
}
// -----
func.func @f() {
  affine.for %i = 0 to 10 step foo {
  }
  return
}
// -----
func.func @f() {
  affine.for %i 0 to 10 {
  }
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
  %0 = affine.load %m[%x] : memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = affine.load %m[%i] : i32
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = affine.load %m[%i] memref<4xf32>
  return
}
// -----
func.func @f(%i: index) {
  %0 = affine.apply affine_map<(d0) -> (d0)>(%i, %i)
  return
}
// -----
func.func @f(%i: index) {
  %0 = affine.apply affine_map<(d0) -> (d0)> %i
  return
}
// -----
func.func @f(%i: index) {
  %0 = affine.min affine_map<(d0) -> (d0)>(%i)[%i]
  return
}
// -----
func.func @f() {
  affine.parallel (%i) = (0) to (10) reduce ("foo") {
  }
  return
}
// -----
func.func @f() {
  affine.if foo {
  }
  return
}
// -----
func.func @f(%m: memref<4xf32>, %b: memref<16xf32, 1>, %t: memref<1xi32>, %i: index) {
  affine.dma_start %m[%i], %b[%i], %t[%i], %i : i32, memref<16xf32, 1>, memref<1xi32>
  return
}
// -----
func.func @f(%t: memref<1xi32>, %i: index) {
  affine.dma_wait %t[%i], %i : i32
  return
}
// -----
func.func @f() {
  affine.for %i = max #map() to 10 {
  }
  return
}
// -----
func.func @f() {
  affine.for %i = 0 to 10 iter_args(%x = %y) -> (i32) {
  }
  return
}
// -----
func.func @f(%i: index) {
  affine.if affine_set<(d0) : (d0 >= 0)>(%i, %i) {
  }
  return
}
// -----
func.func @f(%i: index) {
  affine.if affine_set<(d0) : (d0 >= 0)> {
  }
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index, %x: f32) {
  affine.store %x %m[%i] : memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index, %x: f32) {
  affine.store %x, %m[%i] : f32
  return
}
// -----
func.func @f(%i: index) {
  %0 = affine.apply affine_map<(d0) -> (d0)>(%i
  return
}
// -----
func.func @f(%i: index) {
  %0 = affine.apply 5 (%i)
  return
}
// -----
func.func @f() {
  affine.parallel (%i) = (0) to (10) step (1, 2) {
  }
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = affine.vector_load %m[%i] : memref<4xf32> vector<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = affine.vector_load %m[%i] : i32, vector<4xf32>
  return
}
// -----
func.func @f(%n: index) {
  affine.for %i = 0 to #foo {
  }
  return
}
// -----
func.func @f(%x: index) {
  %0 = affine.delinearize_index %x into (4, 4) : index
  return
}
// -----
func.func @f(%x: index) {
  %0 = affine.linearize_index [%x, %x] by (4, 4 : index
  return
}
// -----
func.func @f(%i: index) {
  affine.if affine_map<(d0) -> (d0)>(%i) {
  }
  return
}
// -----
func.func @f(%i: index) {
  %0 = affine.min 5 (%i)
  return
}
// -----
func.func @f(%m: memref<4xf32>, %b: memref<16xf32, 1>, %t: memref<1xi32>, %i: index) {
  affine.dma_start %m[%i], %b[%i], %t[%i], %i : memref<4xf32>, memref<16xf32, 1>
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index) {
  affine.prefetch %m[%i], write, locality<3>, foo : memref<4xf32>
  return
}
// -----
func.func @f(%x: index) {
  %0:2 = affine.delinearize_index %x into (4, 4 : index, index
  return
}
// -----
func.func @f(%m: memref<4xf32>, %x: f32) {
  affine.store %x, %m : memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
  %x = affine.load %m[ ] : memref<4xf32>
  return
}
// -----
#s = affine_set<(d0) : (d0 - 3 >= )>
func.func @f(%i: index) {
  affine.if #s(%i) {
  }
  return
}
// -----
func.func @f(%a: i32) {
  %0 = "affine.apply"(%a) <{map = affine_map<(d0) -> (d0 * 2)>}> : (i32) -> index
  return
}
// -----
func.func @f(%a: i16, %b: index) {
  %0 = "affine.min"(%b, %a) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (index, i16) -> index
  return
}
// -----
func.func @f(%a: index) {
  %0 = "affine.apply"(%a) <{map = 5 : i64}> : (index) -> index
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = "affine.load"(%m, %i) <{map = affine_set<(d0) : (d0 >= 0)>}> : (memref<4xf32>, index) -> f32
  return
}
