// Example from shared/seeds/003, line 584.
// SKIP: generic op type 'vector<4 x f32> -> ()' without parentheses around the inputs: the grammar requires them and mlir-opt 22 rejects it too
!avx_m128 = type vector<4 x f32>
// Using the original type.
"foo"(%x) : vector<4 x f32> -> ()
// Using the type alias.
"foo"(%x) : !avx_m128 -> ()
