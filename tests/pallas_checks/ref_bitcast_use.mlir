// A tpu.memref_bitcast ref read by memref.load: rmlir-sim runs such a ref
// only through vector.load and tpu.vector_store.
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @kernel(%arg0: memref<8x128xf32, #tpu.memory_space<vmem>>, %arg1: memref<8x128xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [], scalar_prefetch = 0 : i64, scratch_operands = 0 : i64, tpu.core_type = #tpu.core_type<tc>} {
    %c0 = arith.constant 0 : index
    %0 = tpu.memref_bitcast %arg0 : memref<8x128xf32, #tpu.memory_space<vmem>> -> memref<8x128xi32, #tpu.memory_space<vmem>>
    %1 = memref.load %0[%c0, %c0] : memref<8x128xi32, #tpu.memory_space<vmem>>
    %2 = vector.load %arg0[%c0, %c0] : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>
    tpu.vector_store %arg1[%c0, %c0], %2 {strides = array<i32>} : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>, 
    return
  }
}
