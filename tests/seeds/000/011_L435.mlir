// Example from shared/seeds/000, line 435.
"An important string"
"string with a type" : !dialect.string
