// Example from shared/seeds/002, line 1622.
dealloc %A : memref<128 x f32, #layout, hbm>
