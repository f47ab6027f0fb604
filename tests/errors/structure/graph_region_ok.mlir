// Graph regions need no dominance: a module's body and the regions of
// unregistered ops (upstream cannot know their kind, so it assumes they may
// be graph regions). No diagnostic is expected in this file.

module {
  %a = "test.a"(%b) : (i32) -> i32
  %b = "test.b"(%a) : (i32) -> i32
}

// -----

func.func @unregistered_region(%x: i32) {
  "test.graph"() ({
    %y = "test.use"(%z, %x) : (i32, i32) -> i32
    %z = "test.def"(%y) : (i32) -> i32
  }) : () -> ()
  return
}
