// Example from shared/seeds/000, line 572.
// KIND: attributes-or-types, one per line
loc(callsite("foo" at "mysource.cc":10:8))
