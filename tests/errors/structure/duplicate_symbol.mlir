// A symbol table defines each symbol once (Language Reference, "Symbols
// and Symbol Tables"; upstream `verifySymbolTable`).

// expected-note@+1 {{see existing symbol definition here}}
func.func @f() {
  return
}
// expected-error@+1 {{redefinition of symbol named 'f'}}
func.func @f() {
  return
}

// -----

// The note points at the first definition; declarations count too.
// expected-note@+1 {{see existing symbol definition here}}
func.func private @g(i32)
// expected-error@+1 {{redefinition of symbol named 'g'}}
func.func @g(%a: i32) {
  return
}

// -----

// Nested modules are symbols of their parent and tables of their own.
module {
  // expected-note@+1 {{see existing symbol definition here}}
  module @m {
    func.func @h() {
      return
    }
  }
  // expected-error@+1 {{redefinition of symbol named 'm'}}
  module @m {
  }
}

// -----

// The same name in two different tables is fine. No error.
module {
  module @a {
    func.func @h() {
      return
    }
  }
  module @b {
    func.func @h() {
      return
    }
  }
}
