// Example from shared/seeds/002, line 1779.
store %100, %A[%1, 1023] : memref<4x?xf32, #layout, hbm>
