// Example from shared/seeds/002, line 1686.
dma_wait %tag[%index], %num_elements : memref<1 x i32, (d0) -> (d0), 4>
