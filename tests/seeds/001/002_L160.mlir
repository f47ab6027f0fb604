// Example from shared/seeds/001, line 160.
// SKIP: grammar notation (EBNF), not IR
// KIND: attributes-or-types, one per line
// This is an example use of the grammar above:
// This matches things like: ba, bana, boma, banana, banoma, bomana...
example ::= `b` (`an` | `om`)* `a`
