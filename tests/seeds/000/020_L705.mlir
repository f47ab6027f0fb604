// Example from shared/seeds/000, line 705.
// SKIP: the unknown location is written 'loc(unknown)'; 'loc(?)' is only the documentation's shorthand, which mlir-opt 22 rejects
// KIND: attributes-or-types, one per line
loc(?)
