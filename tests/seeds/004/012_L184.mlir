// Example from shared/seeds/004, line 184.
dma_wait %tag[%idx], %size : memref<1 x i32, (d0) -> (d0), 4>
