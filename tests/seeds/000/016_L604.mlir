// Example from shared/seeds/000, line 604.
// KIND: attributes-or-types, one per line
loc("mysource.cc":10:8 to 12:18)
