// Example from shared/seeds/003, line 1319.
// KIND: attributes-or-types, one per line
[vector](#vector-type) or [tensor](#tensor-type) value.
