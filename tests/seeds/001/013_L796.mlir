// Example from shared/seeds/001, line 796.
// KIND: attributes-or-types, one per line
// Tensor flow string type.
!tf.string

// Complex type
!foo.something<abcd>
