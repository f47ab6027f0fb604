// Example from shared/seeds/004, line 153.
dealloc %A : memref<128 x f32, #layout, memspace0>
