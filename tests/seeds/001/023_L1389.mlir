// Example from shared/seeds/001, line 1389.
// KIND: attributes-or-types, one per line
// Complex attribute
#foo.something<abcd>
