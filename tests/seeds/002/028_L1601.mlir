// Example from shared/seeds/002, line 1601.
%A = alloc_static(0x1232a00) : memref<1024 x 64 x f32, #layout_map0, hbm>
