// Example from shared/seeds/002, line 253.
// SKIP: the 2018 'size (...)' bound on affine maps, removed from the language before the versions 001 and 003 describe
#affine_map2to3 = (d0, d1)[s0] -> (d0, d1 + s0, d1 - s0) size (10,20,30)
// Binds %N to the s0 symbol in affine_map2to3.
%x = alloc()[%N] : memref<40x50xf32, #affine_map2to3>
