// Example from shared/seeds/003, line 871.
// A layout that yields a padding on two at either end of the minor dimension.
#padded = affine_map<(d0, d1) -> (d0, (d1 + 2) floordiv 2, (d1 + 2) mod 2)>
// The dimension list "16x32" defines the following 2D index space:
// { (i, j) : 0 <= i < 16, 0 <= j < 32 }
