// Example from shared/seeds/000, line 1442.
// KIND: attributes-or-types, one per line
tensor<*xf32>
