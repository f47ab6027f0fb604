// Two independent ops of one timing class per entry function, named after
// the class (configs/README.md, "Op classes"), for
// tests/timing_contract.rs: with the class's initiation interval the second
// op waits for the first, so the run's cycles show the class's cost.
func.func @int_add() {
  %a = arith.constant 3 : i32
  %b = arith.constant 4 : i32
  %x = arith.addi %a, %b : i32
  %y = arith.subi %a, %b : i32
  return
}
func.func @int_logic() {
  %a = arith.constant 3 : i32
  %b = arith.constant 4 : i32
  %x = arith.andi %a, %b : i32
  %y = arith.shli %a, %b : i32
  return
}
func.func @int_mul() {
  %a = arith.constant 3 : i32
  %b = arith.constant 4 : i32
  %x = arith.muli %a, %b : i32
  %y = arith.muli %b, %a : i32
  return
}
func.func @int_div() {
  %a = arith.constant 3 : i32
  %b = arith.constant 4 : i32
  %x = arith.divsi %a, %b : i32
  %y = arith.remui %a, %b : i32
  return
}
func.func @int_cmp() {
  %a = arith.constant 3 : i32
  %b = arith.constant 4 : i32
  %x = arith.cmpi slt, %a, %b : i32
  %y = arith.maxsi %a, %b : i32
  return
}
func.func @float_add() {
  %a = arith.constant 3.0 : f32
  %b = arith.constant 4.0 : f32
  %x = arith.addf %a, %b : f32
  %y = arith.subf %a, %b : f32
  return
}
func.func @float_mul() {
  %a = arith.constant 3.0 : f32
  %b = arith.constant 4.0 : f32
  %x = arith.mulf %a, %b : f32
  %y = arith.mulf %b, %a : f32
  return
}
func.func @float_div() {
  %a = arith.constant 3.0 : f32
  %b = arith.constant 4.0 : f32
  %x = arith.divf %a, %b : f32
  %y = arith.remf %a, %b : f32
  return
}
func.func @float_cmp() {
  %a = arith.constant 3.0 : f32
  %b = arith.constant 4.0 : f32
  %x = arith.cmpf olt, %a, %b : f32
  %y = arith.maximumf %a, %b : f32
  return
}
func.func @float_fma() {
  %a = arith.constant dense<3.0> : vector<4xf32>
  %b = arith.constant dense<4.0> : vector<4xf32>
  %x = vector.fma %a, %b, %a : vector<4xf32>
  %y = vector.fma %b, %a, %b : vector<4xf32>
  return
}
func.func @cast() {
  %a = arith.constant 3 : i32
  %x = arith.extsi %a : i32 to i64
  %y = arith.trunci %a : i32 to i8
  return
}
func.func @select() {
  %c = arith.constant true
  %a = arith.constant 3 : i32
  %b = arith.constant 4 : i32
  %x = arith.select %c, %a, %b : i32
  %y = arith.select %c, %b, %a : i32
  return
}
func.func @vector_shuffle() {
  %a = arith.constant 3.0 : f32
  %x = vector.broadcast %a : f32 to vector<4xf32>
  %y = vector.broadcast %a : f32 to vector<4xf32>
  return
}
func.func @reduction() {
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %x = vector.reduction <add>, %v : vector<4xf32> into f32
  %y = vector.reduction <maximumf>, %v : vector<4xf32> into f32
  return
}
func.func @load() {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<2xi32, 1>
  %x = memref.load %m[%c0] : memref<2xi32, 1>
  %y = memref.load %m[%c0] : memref<2xi32, 1>
  return
}
func.func @store() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant 7 : i32
  %m = memref.alloc() : memref<2xi32, 1>
  memref.store %v, %m[%c0] : memref<2xi32, 1>
  memref.store %v, %m[%c1] : memref<2xi32, 1>
  return
}
func.func @alloc() {
  %m = memref.alloc() : memref<2xi32, 1>
  %n = memref.alloc() : memref<2xi32, 1>
  return
}
func.func @callee() {
  return
}
func.func @call() {
  func.call @callee() : () -> ()
  func.call @callee() : () -> ()
  return
}
