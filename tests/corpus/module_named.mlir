// A named module with attributes and nested modules.
module @outer attributes {tpu.core_type = "tc", my.version = 2 : i64} {
  module @a {
    func.func private @decl()
  }
  module {
    func.func @empty() {
      return
    }
  }
  func.func @top() {
    return
  }
}
