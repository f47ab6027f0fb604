// Example from shared/seeds/000, line 350.
// KIND: attributes-or-types, one per line
affine_set<(d0) : (d0 - 2 >= 0)>
