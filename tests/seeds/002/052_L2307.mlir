// Example from shared/seeds/002, line 2307.
// KIND: attributes-or-types, one per line
// LLVM type that wraps around llvm IR types.
!llvm<"i32*">

// Tensor flow string type.
!tf<"string">
