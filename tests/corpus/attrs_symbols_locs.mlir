// Symbol references (nested), distinct attributes and locations of every kind.
module {
  module @inner {
    func.func @f() {
      return
    }
  }
  func.func @g() attributes {ref = @inner::@f, refs = [@g, @inner], d1 = distinct[0]<unit>, d2 = distinct[1]<"x">} {
    "test.loc"() : () -> () loc("file.mlir":3:7)
    "test.loc"() : () -> () loc("file.mlir":3:7 to 4:2)
    "test.loc"() : () -> () loc("name")
    "test.loc"() : () -> () loc("name"("file.mlir":1:1))
    "test.loc"() : () -> () loc(callsite("callee.mlir":1:2 at "caller.mlir":5:6))
    "test.loc"() : () -> () loc(fused["a.mlir":1:1, "b.mlir":2:2])
    "test.loc"() : () -> () loc(fused<"meta">["a.mlir":1:1, unknown])
    "test.loc"() : () -> () loc(unknown)
    return
  }
}
