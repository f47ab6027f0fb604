// Example from shared/seeds/000, line 1157.
// SKIP: schematic: '(d0, ... dN)' stands for any number of dimensions
// KIND: attributes-or-types, one per line
affine_map<(d0, ... dN)[offset, stride0, ... strideN] ->
            (offset + d0 * stride0 + ... dN * strideN)>
