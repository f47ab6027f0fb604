// Example from shared/seeds/004, line 229.
store %100, %A[%1, 1023] : memref<4x?xf32, #layout, memspace0>
