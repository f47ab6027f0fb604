// Example from shared/seeds/001, line 160.
// KIND: attributes-or-types, one per line
// This is an example use of the grammar above:
// This matches things like: ba, bana, boma, banana, banoma, bomana...
example ::= `b` (`an` | `om`)* `a`
