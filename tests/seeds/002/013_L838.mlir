// Example from shared/seeds/002, line 838.
// SKIP: the 2018 'size (...)' bound on affine maps, removed from the language before the versions 001 and 003 describe
// MxN matrix stored in row major layout in memory:
#layout_map_row_major = (i, j) [M, N] -> (i, j) size (M, N)

// MxN matrix stored in column major layout in memory:
#layout_map_col_major = (i, j), [M, N] -> (j, i) size (M, N)
