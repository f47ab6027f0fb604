// Example from shared/seeds/000, line 838.
// KIND: attributes-or-types, one per line
complex<f32>
complex<i32>
