// Example from shared/seeds/003, line 435.
// KIND: attributes-or-types, one per line
[[more rationale](Rationale.md#block-arguments-vs-phi-nodes)].
