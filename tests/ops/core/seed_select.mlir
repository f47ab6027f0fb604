// The seed Standard dialect's cond_br example (004, "'cond_br' terminator
// operation"), verbatim but for the closing brace the spec leaves out:
// unnamed signature types, an explicit ^bb0 label with spaced arguments.
func @select(i32, i32, i1) -> i32 {
^bb0(%a : i32, %b :i32, %flag : i1) :
    // Both targets are the same, operands differ
    cond_br %flag, ^bb1(%a : i32), ^bb1(%b : i32)

^bb1(%x : i32) :
    return %x : i32
}
