// Example from shared/seeds/000, line 659.
// KIND: attributes-or-types, one per line
loc("CSE"("mysource.cc":10:8))
