// Example from shared/seeds/004, line 168.
// SKIP: the example has unbalanced brackets: 'memref<1 x i32>, (d0) -> (d0), 4>'
%size = constant 32 : index
%tag = alloc() : memref<1 x i32, (d0) -> (d0), 4>
%idx = constant 0 : index
dma_start %src[%i, %j], %dst[%k, %l], %size, %tag[%idx] :
     memref<40 x 8 x vector<16xf32>, (d0, d1) -> (d0, d1), 0>,
     memref<2 x 4 x vector<16xf32>, (d0, d1) -> (d0, d1), 2>,
     memref<1 x i32>, (d0) -> (d0), 4>
