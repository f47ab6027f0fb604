// Example from shared/seeds/002, line 472.
// SKIP: partial: the body of the affine.if is elided as '...'
// A example two-dimensional integer set with two symbols.
#set42 = (d0, d1)[s0, s1]
   : d0 >= 0, -d0 + s0 - 1 >= 0, d1 >= 0, -d1 + s1 - 1 >= 0

// Inside a Function
affine.if #set42(%i, %j)[%M, %N] {
  ...
}
