// Hand-written: tpu.repeat, tpu.broadcast_in_sublanes and tpu.all_reduce,
// which jax 0.10.2 never emits. tests/pallas_vreg.rs checks each result
// against NumPy, computed from Mosaic's definitions of the ops.
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @kernel(%arg0: memref<8x128xf32, #tpu.memory_space<vmem>>, %arg1: memref<8x128xi32, #tpu.memory_space<vmem>>, %arg2: memref<8x256xf32, #tpu.memory_space<vmem>>, %arg3: memref<8x128xf32, #tpu.memory_space<vmem>>, %arg4: memref<8x128xf32, #tpu.memory_space<vmem>>, %arg5: memref<8x128xf32, #tpu.memory_space<vmem>>, %arg6: memref<8x128xi32, #tpu.memory_space<vmem>>, %arg7: memref<8x128xi32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [], scalar_prefetch = 0 : i64, scratch_operands = 0 : i64, tpu.core_type = #tpu.core_type<tc>} {
    %c0 = arith.constant 0 : index
    %x = vector.load %arg0[%c0, %c0] : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>
    %n = vector.load %arg1[%c0, %c0] : memref<8x128xi32, #tpu.memory_space<vmem>>, vector<8x128xi32>
    %0 = tpu.repeat %x, 1 x 2 : vector<8x128xf32> -> vector<8x256xf32>
    tpu.vector_store %arg2[%c0, %c0], %0 {strides = array<i32>} : memref<8x256xf32, #tpu.memory_space<vmem>>, vector<8x256xf32>, 
    %1 = tpu.broadcast_in_sublanes %x, 5 : vector<8x128xf32> -> vector<8x128xf32>
    tpu.vector_store %arg3[%c0, %c0], %1 {strides = array<i32>} : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>, 
    %2 = tpu.all_reduce %x {dim = 0 : i64, kind = #tpu.reduction_kind<sum>} : vector<8x128xf32> -> vector<8x128xf32>
    tpu.vector_store %arg4[%c0, %c0], %2 {strides = array<i32>} : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>, 
    %3 = tpu.all_reduce %x {dim = 1 : i64, kind = #tpu.reduction_kind<max>} : vector<8x128xf32> -> vector<8x128xf32>
    tpu.vector_store %arg5[%c0, %c0], %3 {strides = array<i32>} : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>, 
    %4 = tpu.all_reduce %n {dim = 1 : i64, kind = #tpu.reduction_kind<min>} : vector<8x128xi32> -> vector<8x128xi32>
    tpu.vector_store %arg6[%c0, %c0], %4 {strides = array<i32>} : memref<8x128xi32, #tpu.memory_space<vmem>>, vector<8x128xi32>, 
    %5 = tpu.all_reduce %n {dim = 0 : i64, kind = #tpu.reduction_kind<sum>} : vector<8x128xi32> -> vector<8x128xi32>
    tpu.vector_store %arg7[%c0, %c0], %5 {strides = array<i32>} : memref<8x128xi32, #tpu.memory_space<vmem>>, vector<8x128xi32>, 
    return
  }
}
