// Example from shared/seeds/003, line 553.
// KIND: attributes-or-types, one per line
[dialect types](#dialect-types).
