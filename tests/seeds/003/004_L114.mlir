// Example from shared/seeds/003, line 114.
// KIND: attributes-or-types, one per line
[Extended Backus-Naur Form (EBNF)](https://en.wikipedia.org/wiki/Extended_Backus%E2%80%93Naur_form).
