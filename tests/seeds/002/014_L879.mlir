// Example from shared/seeds/002, line 879.
// KIND: attributes-or-types, one per line
complex<f32>
complex<i32>
