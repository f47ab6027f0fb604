// Example from shared/seeds/000, line 140.
// KIND: attributes-or-types, one per line
array<i8>
array<i32: 10, 42>
array<f64: 42., 12.>
