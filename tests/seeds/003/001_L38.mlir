// Example from shared/seeds/003, line 38.
// KIND: attributes-or-types, one per line
[Module](#module) and [Function](#functions) operations. Operations may contain
[Regions](#regions) that represent a Control Flow Graph (CFG) of
[Blocks](#blocks), that contain operations and end with a
[terminator operation](#terminator-operations) (like branches).
