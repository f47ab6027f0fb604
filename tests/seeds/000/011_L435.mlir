// Example from shared/seeds/000, line 435.
// KIND: attributes-or-types, one per line
"An important string"
"string with a type" : !dialect.string
