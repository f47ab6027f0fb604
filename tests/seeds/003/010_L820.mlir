// Example from shared/seeds/003, line 820.
// SKIP: 003 lost its line breaks here: two ops and a type run together on one line
// With static ranks, we need a function for each possible argument type
%A = alloc() : memref<16x32xf32> %B = alloc() :
