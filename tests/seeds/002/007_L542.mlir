// Example from shared/seeds/002, line 542.
// SKIP: type alias with a dialect-namespaced name '!avx.m128': names containing '.' are reserved for dialect types (mlir-opt 22 rejects it too)
!avx.m128 = type vector<4 x f32>

// Using the original type.
"foo"(%x) : vector<4 x f32> -> ()

// Using the type alias.
"foo"(%x) : !avx.m128 -> ()
