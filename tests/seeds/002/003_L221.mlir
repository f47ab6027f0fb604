// Example from shared/seeds/002, line 221.
// SKIP: the 2018 'size (...)' bound on affine maps, removed from the language before the versions 001 and 003 describe
// A 2d to 3d affine mapping.
// d0/d1 are dimensions, s0 is a symbol
#affine_map2to3 = (d0, d1)[s0] -> (d0, d1 + s0, d1 - s0) size (10, 20, 30)
