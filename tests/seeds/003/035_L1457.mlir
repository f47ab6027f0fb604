// Example from shared/seeds/003, line 1457.
// KIND: attributes-or-types, one per line
[array attributes](#array-attribute) and
[dictionary attributes](#dictionary-attribute)(including the top-level operation
