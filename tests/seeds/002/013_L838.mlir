// Example from shared/seeds/002, line 838.
// SKIP: a typo in the spec: '(i, j), [M, N]' has a comma between the dimension and symbol lists
// MxN matrix stored in row major layout in memory:
#layout_map_row_major = (i, j) [M, N] -> (i, j) size (M, N)

// MxN matrix stored in column major layout in memory:
#layout_map_col_major = (i, j), [M, N] -> (j, i) size (M, N)
