// Rule: ours: the tpu dialect's declarative checks (operand segments, counts,
// required attributes, a group whose operand is missing). jaxlib, not
// mlir-opt, is the dialect's reference.
func.func @k(%m: memref<8x128xf32, #tpu.memory_space<vmem>>, %v: vector<8x128xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'tpu.vector_store' op operand count (4) does not match with the total size (7) specified in attribute 'operandSegmentSizes'}}
  "tpu.vector_store"(%v, %m, %c0, %c0) <{operandSegmentSizes = array<i32: 1, 1, 5, 0>, strides = array<i32>}> : (vector<8x128xf32>, memref<8x128xf32, #tpu.memory_space<vmem>>, index, index) -> ()
  return
}

// -----

func.func @k(%m: memref<8x128xf32, #tpu.memory_space<vmem>>, %v: vector<8x128xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'tpu.vector_store' op requires attribute 'operandSegmentSizes'}}
  "tpu.vector_store"(%v, %m, %c0, %c0) <{strides = array<i32>}> : (vector<8x128xf32>, memref<8x128xf32, #tpu.memory_space<vmem>>, index, index) -> ()
  return
}

// -----

func.func @k(%m: memref<8x128xf32, #tpu.memory_space<vmem>>, %v: vector<8x128xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'tpu.vector_store' op requires attribute 'strides'}}
  tpu.vector_store %m[%c0, %c0], %v : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>,
  return
}

// -----

func.func @k(%m: memref<8x128xf32, #tpu.memory_space<vmem>>, %v: vector<8x128xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{expected SSA operand}}
  tpu.vector_store %m[%c0, %c0], %v masked : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>,
  return
}

// -----

func.func @k(%s: memref<!tpu.semaphore, #tpu.memory_space<semaphore_mem>>) {
  %c1 = arith.constant 1 : i32
  // expected-error@+1 {{'tpu.sem_signal' op 'operandSegmentSizes' attribute for specifying operand segments must have 5 elements, but got 2}}
  "tpu.sem_signal"(%s, %c1) <{operandSegmentSizes = array<i32: 1, 1>}> : (memref<!tpu.semaphore, #tpu.memory_space<semaphore_mem>>, i32) -> ()
  return
}

// -----

func.func @k(%v: vector<8x128xi32>) -> vector<8x128xi32> {
  // expected-error@+1 {{'tpu.iota' op requires attribute 'dimensions'}}
  %0 = tpu.iota : vector<8x128xi32>
  return %0 : vector<8x128xi32>
}
