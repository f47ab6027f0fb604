// Example from shared/seeds/002, line 901.
// KIND: attributes-or-types, one per line
// Empty tuple.
tuple<>

// Single element
tuple<f32>

// Many elements.
tuple<i32, f32, tensor<i1>, i5>
