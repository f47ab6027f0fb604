// Example from shared/seeds/004, line 229.
// SKIP: integer literal subscripts ('%A[%1, 1023]'), which only the affine form of store accepts; memref.store takes SSA indices
store %100, %A[%1, 1023] : memref<4x?xf32, #layout, memspace0>
