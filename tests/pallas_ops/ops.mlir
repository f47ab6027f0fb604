// Hand-written uses of the tpu ops the Pallas corpus does not reach, each
// form checked against jaxlib's printer by tests/pallas_print.rs.
module {
  func.func @f(%m: memref<16x128xf32, #tpu.memory_space<vmem>>, %v: vector<8x128xf32>, %w: vector<8x128xf32>, %i: index, %n: i32, %b: vector<8x128xbf16>, %mk: vector<8x128xi1>) -> vector<16x128xf32> {
    %0 = tpu.strided_load %m[%i, %i] {strides = array<i32: 2, 1>} : memref<16x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>
    tpu.strided_store %m[%i, %i], %0 {strides = array<i32: 2, 1>} : memref<16x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>
    %1 = tpu.concatenate %v, %w in 0 : vector<8x128xf32>, vector<8x128xf32> -> vector<16x128xf32>
    %2 = tpu.reciprocal %v {approx = true} : vector<8x128xf32> -> vector<8x128xf32>
    %3 = tpu.reciprocal %v : vector<8x128xf32> -> vector<8x128xf32>
    %4 = tpu.all_reduce %v {dim = 0 : i64, kind = #tpu.reduction_kind<sum>} : vector<8x128xf32> -> vector<8x128xf32>
    %6 = tpu.extf %b : vector<8x128xbf16> -> vector<8x128xf32>
    %7 = tpu.truncf %v {rounding_mode = #tpu.rounding_mode<to_nearest_even>} : vector<8x128xf32> -> vector<8x128xbf16>
    %8 = tpu.assume_multiple %n, 8 : i32
    %9 = tpu.device_id : i32
    %10 = tpu.iteration_bound 0 : i32
    tpu.delay %n
    %11 = tpu.create_mask [%i, %i] [%i, %i] : vector<8x128xi1>
    %12 = tpu.mask_cast %mk : vector<8x128xi1> -> vector<8x128xi1>
    %13 = tpu.vector_load %m[%i, %i] masked %mk {strides = array<i32>} : memref<16x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>, vector<8x128xi1>
    tpu.vector_store %m[%i, %i], %13 masked %mk {add = true, strides = array<i32>} : memref<16x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>, vector<8x128xi1>
    %14 = tpu.repeat %v, 1 x 2 : vector<8x128xf32> -> vector<8x256xf32>
    %17 = tpu.broadcast_in_sublanes %v, 0 : vector<8x128xf32> -> vector<8x128xf32>
    %18 = tpu.bitcast %v : vector<8x128xf32> -> vector<8x128xi32>
    %19 = tpu.memref_reshape %m : memref<16x128xf32, #tpu.memory_space<vmem>> -> memref<2x8x128xf32, #tpu.memory_space<vmem>>
    %20 = tpu.memref_bitcast %m : memref<16x128xf32, #tpu.memory_space<vmem>> -> memref<16x128xi32, #tpu.memory_space<vmem>>
    %21 = tpu.memref_slice %m[%n, %n] <%n, %n> : memref<16x128xf32, #tpu.memory_space<vmem>> -> memref<?x?xf32, #tpu.memory_space<vmem>>
    return %1 : vector<16x128xf32>
  }
}
