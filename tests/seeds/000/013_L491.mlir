// Example from shared/seeds/000, line 491.
// KIND: attributes-or-types, one per line
i32
!dialect.type
