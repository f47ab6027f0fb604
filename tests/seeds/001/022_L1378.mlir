// Example from shared/seeds/001, line 1378.
// KIND: attributes-or-types, one per line
// Complex attribute value.
#foo<"something<abcd>">

// Even more complex attribute value.
#foo<"something<a%%123^^^>>>">
