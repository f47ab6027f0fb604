// Example from shared/seeds/000, line 633.
// KIND: attributes-or-types, one per line
loc(fused["mysource.cc":10:8, "mysource.cc":22:8])
loc(fused<"CSE">["mysource.cc":10:8, "mysource.cc":22:8])
