// Example from shared/seeds/001, line 844.
// KIND: attributes-or-types, one per line
complex<f32>
complex<i32>
