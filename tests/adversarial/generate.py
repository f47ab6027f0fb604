#!/usr/bin/env python3
"""Writes the generated families of tests/adversarial/ cases.

Each family varies one hostile quantity (a stride, a size, a depth, an
element type) over values chosen to sit at or past a boundary: 2^31, 2^32,
2^62, 2^63 - 1, the point where a product wraps. Every file states what
must happen in its header (see tests/adversarial.rs). Run from the
repository root: python3 tests/adversarial/generate.py
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
written = []


def case(name, header, body):
    path = os.path.join(HERE, f"gen_{name}.mlir")
    with open(path, "w") as f:
        f.write("".join(f"// {h}\n" for h in header))
        f.write(body)
    written.append(path)


HUGE = {
    "2p40": 1 << 40,
    "2p62": 1 << 62,
    "i64max": (1 << 63) - 1,
    "2p61p1": (1 << 61) + 1,
}
ELEMS = {"f32": 4, "i8": 1, "i64": 8, "f64": 8}

# Class 1: subview whose dynamic stride, offset or size is huge must fault
# on the subview, whatever the element type.
for ename in ELEMS:
    for hname, h in HUGE.items():
        for which in ["stride", "offset", "size"]:
            off, size, stride = "0", "%c2", "1"
            if which == "stride":
                stride = "%big"
                ty = f"memref<?x{ename}, strided<[?]>, 1>"
            elif which == "offset":
                off = "%big"
                ty = f"memref<?x{ename}, strided<[1], offset: ?>, 1>"
            else:
                size = "%big"
                ty = f"memref<?x{ename}, 1>"
            case(f"subview_{which}_{hname}_{ename}",
                 ["EXPECT: exit=1 error=\"out-of-bounds subview\"", "ARGS: -q"],
                 f"""// A subview with {which} {h}: must fault on the subview, not read element 0.
func.func @main() -> {ename} {{
  %buf = memref.alloc() : memref<16x{ename}, 1>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %big = arith.constant {h} : index
  %sv = memref.subview %buf[{off}] [{size}] [{stride}] : memref<16x{ename}, 1> to {ty}
  %v = memref.load %sv[%c1] : {ty}
  return %v : {ename}
}}
""")

# reinterpret_cast with a huge stride, offset or size.
for hname, h in HUGE.items():
    for which in ["stride", "offset", "size"]:
        off, size, stride = "0", "2", "1"
        if which == "stride":
            stride = "%big"
        elif which == "offset":
            off = "%big"
        else:
            size = "%big"
        case(f"reinterpret_{which}_{hname}",
             ["EXPECT: exit=1 error=\"out-of-bounds reinterpret_cast\"", "ARGS: -q"],
             f"""// reinterpret_cast with {which} {h} over a 16-element buffer.
func.func @main() -> f32 {{
  %buf = memref.alloc() : memref<16xf32, 1>
  %c1 = arith.constant 1 : index
  %big = arith.constant {h} : index
  %r = memref.reinterpret_cast %buf to offset: [{off}], sizes: [{size}], strides: [{stride}] : memref<16xf32, 1> to memref<?xf32, strided<[?], offset: ?>, 1>
  %v = memref.load %r[%c1] : memref<?xf32, strided<[?], offset: ?>, 1>
  return %v : f32
}}
""")

# Dynamic alloc whose byte size wraps 2^64 (or just fits): fault on the
# alloc, as an overflow or as a capacity fault, never as 0 bytes.
for ename, size in [("f32", 4), ("i64", 8), ("f64", 8), ("i16", 2), ("vector<4xf32>", 16)]:
    for n in [(1 << 62) + 1, (1 << 63) - 1, (1 << 64) // size]:
        tag = ename.replace("<", "_").replace(">", "")
        why = "allocation size overflows" if n * size >= 1 << 64 else "exceeds the capacity"
        lit = n
        if n >= 1 << 63:
            # An index literal must fit a signed i64 (mlir-opt rejects
            # 2^63): write the same bits as the negative size they are.
            why = "negative dynamic size"
            lit = n - (1 << 64)
        case(f"alloc_wrap_{tag}_{n}",
             [f"EXPECT: exit=1 error=\"{why}\"", "ARGS: -q"],
             f"""// {n} elements of {size} bytes wrap past 2^64 bytes.
func.func @main() {{
  %n = arith.constant {lit} : index
  %c0 = arith.constant 0 : index
  %buf = memref.alloc(%n) : memref<?x{ename}, 1>
  memref.dealloc %buf : memref<?x{ename}, 1>
  return
}}
""")

# A 2-D dynamic alloc whose element count overflows i64.
for a, b in [(1 << 32, 1 << 32), (3037000500, 3037000500), (1 << 62, 4)]:
    case(f"alloc2d_wrap_{a}x{b}",
         ["EXPECT: exit=1 error=\"allocation size overflows: shape\"", "ARGS: -q"],
         f"""// {a} x {b} elements: the count itself overflows.
func.func @main() {{
  %a = arith.constant {a} : index
  %b = arith.constant {b} : index
  %buf = memref.alloc(%a, %b) : memref<?x?xi8, 1>
  memref.dealloc %buf : memref<?x?xi8, 1>
  return
}}
""")

# Allocations that fit 64 bits but not the space: capacity, on the alloc.
for space, n in [(1, 1 << 40), (1, (1 << 62) // 4), (0, 1 << 40), (2, 1 << 33)]:
    case(f"alloc_capacity_space{space}_{n}",
         ["EXPECT: exit=1 error=\"exceeds the capacity\"", "ARGS: -q"],
         f"""// {n} f32 in space {space}: too large for the space, not for 64 bits.
func.func @main() {{
  %n = arith.constant {n} : index
  %buf = memref.alloc(%n) : memref<?xf32, {space}>
  %c0 = arith.constant 0 : index
  %x = arith.constant 1.0 : f32
  memref.store %x, %buf[%c0] : memref<?xf32, {space}>
  return
}}
""")

# Negative dynamic sizes.
for n in [-1, -(1 << 63)]:
    case(f"alloc_negative_{abs(n)}",
         ["EXPECT: exit=1 error=\"negative dynamic size\"", "ARGS: -q"],
         f"""func.func @main() {{
  %n = arith.constant {n} : index
  %buf = memref.alloc(%n) : memref<?xf32, 1>
  return
}}
""")

# Out-of-bounds loads at the edges of index arithmetic.
for idx in [-1, 16, (1 << 63) - 1, -(1 << 63), 1 << 62]:
    case(f"load_oob_{'m' if idx < 0 else ''}{abs(idx)}",
         ["EXPECT: exit=1 error=\"out-of-bounds access\"", "ARGS: -q"],
         f"""func.func @main() -> f32 {{
  %buf = memref.alloc() : memref<16xf32, 1>
  %i = arith.constant {idx} : index
  %v = memref.load %buf[%i] : memref<16xf32, 1>
  return %v : f32
}}
""")
    case(f"store_oob_{'m' if idx < 0 else ''}{abs(idx)}",
         ["EXPECT: exit=1 error=\"out-of-bounds access\"", "ARGS: -q"],
         f"""func.func @main() {{
  %buf = memref.alloc() : memref<4x4xi32, 1>
  %c0 = arith.constant 0 : index
  %i = arith.constant {idx} : index
  %x = arith.constant 7 : i32
  memref.store %x, %buf[%c0, %i] : memref<4x4xi32, 1>
  return
}}
""")

# alloca: dealloc refused; use after return faults on the use.
for ename in ["f32", "i8", "i64"]:
    case(f"dealloc_alloca_{ename}",
         ["EXPECT: exit=1 error=\"memref.dealloc of a buffer made by memref.alloca: it is freed when its function returns\"", "ARGS: -q"],
         f"""func.func @main() {{
  %a = memref.alloca() : memref<4x{ename}>
  memref.dealloc %a : memref<4x{ename}>
  return
}}
""")
    for use in ["load", "store"]:
        stmt = (f"%v = memref.load %m[%c0] : memref<4x{ename}, 1>\n  return"
                if use == "load" else
                f"%x = memref.load %m[%c0] : memref<4x{ename}, 1>\n  memref.store %x, %m[%c0] : memref<4x{ename}, 1>\n  return")
        case(f"alloca_escape_{use}_{ename}",
             ["EXPECT: exit=1 error=\"after its function returned\" error=\"the function returned here\"", "ARGS: -q"],
             f"""// @f returns its own stack buffer; the caller's {use} must fault.
func.func @f() -> memref<4x{ename}, 1> {{
  %a = memref.alloca() : memref<4x{ename}, 1>
  return %a : memref<4x{ename}, 1>
}}
func.func @main() {{
  %m = call @f() : () -> memref<4x{ename}, 1>
  %c0 = arith.constant 0 : index
  {stmt}
}}
""")

# Huge vectors and constants: a located diagnostic on the op.
for n, shape in [(1 << 40, "1099511627776"), (1 << 64, "4294967296x4294967296"),
                 ((1 << 22) + 1, "4194305"), (1 << 23, "8192x1024"), (1 << 62, "2147483648x2147483648")]:
    tag = shape.replace("x", "_")
    for kind in ["dense", "broadcast"]:
        op = (f"%v = arith.constant dense<1.0> : vector<{shape}xf32>" if kind == "dense"
              else f"%c = arith.constant 1.0 : f32\n"
                   f"  %v = vector.broadcast %c : f32 to vector<{shape}xf32>")
        case(f"vector_{kind}_{tag}",
             ["EXPECT: exit=1 error=\"too large to simulate\"" if n < 1 << 64 else
              "EXPECT: exit=1 error=\"overflows 64 bits\"", "ARGS: -q"],
             f"""// A vector of {n} elements.
func.func @main() {{
  {op}
  vector.print %v : vector<{shape}xf32>
  return
}}
""")

# Globals with huge splat initialisers.
for shape in ["1099511627776", "16777217", "4294967296x4294967296"]:
    tag = shape.replace("x", "_")
    case(f"global_splat_{tag}",
         ["EXPECT: exit=1 error=\"memref.global\"", "ARGS: -q"],
         f"""memref.global "private" @g : memref<{shape}xf32, 1> = dense<1.0>
func.func @main() {{
  %m = memref.get_global @g : memref<{shape}xf32, 1>
  return
}}
""")

# Deep nesting: valid depths are accepted by both tools; past the limit is
# a located diagnostic that names --max-nesting.
def nest_ifs(n):
    s = "func.func @main() {\n  %c = arith.constant true\n"
    for i in range(n):
        s += " " * (i % 16 + 2) + "scf.if %c {\n"
    for i in reversed(range(n)):
        s += " " * (i % 16 + 2) + "}\n"
    return s + "  return\n}\n"


for n in [60, 200, 500, 1000]:
    for tool in ["sim", "opt"]:
        case(f"nest_if_{n}_{tool}", [f"TOOL: {tool}", "ARGS: -q" if tool == "sim" else "ARGS:",
                                     "EXPECT: exit=0"], nest_ifs(n))
for tool in ["sim", "opt"]:
    case(f"nest_if_1100_{tool}", [f"TOOL: {tool}", "ARGS: -q" if tool == "sim" else "ARGS:",
                                  "EXPECT: exit=1 error=\"nesting is too deep\" error=\"--max-nesting\""],
         nest_ifs(1100))
case("nest_if_1100_raised", ["TOOL: opt", "ARGS: --max-nesting 8000", "EXPECT: exit=0"], nest_ifs(1100))
case("nest_if_60_lowered", ["TOOL: opt", "ARGS: --max-nesting 100",
                            "EXPECT: exit=1 error=\"more than 100 levels\""], nest_ifs(60))

deep = {
    "attr_array": ("func.func @f() attributes {{x = {o}1{c}}} {{\n  return\n}}\n", "[", "]"),
    "tuple_type": ("func.func @f(%a: {o}i32{c}) {{\n  return\n}}\n", "tuple<", ">"),
    "affine_parens": ("#m = affine_map<(d0) -> ({o}d0{c})>\nfunc.func @f() attributes {{m = #m}} {{\n  return\n}}\n", "(", ")"),
    "dense_list": ("func.func @f() attributes {{x = dense<{o}1{c}> : tensor<1xi32>}} {{\n  return\n}}\n", "[", "]"),
    "dict_attr": ("func.func @f() attributes {{x = {o}1{c}}} {{\n  return\n}}\n", "{a = ", "}"),
    "generic_regions": ("{o}{c}", "\"t.op\"() ({\n", "}) : () -> ()\n"),
}
for name, (tmpl, o, c) in deep.items():
    for n in ([1100, 2000] if name == "generic_regions" else [4200, 6000]):
        args = "ARGS: --allow-unregistered-dialect" if name == "generic_regions" else "ARGS:"
        case(f"deep_{name}_{n}", ["TOOL: opt", args, "EXPECT: exit=1 error=\"nesting is too deep\""],
             tmpl.format(o=o * n, c=c * n))

# Alias chains: each link adds a level of nesting, and the limit still holds.
for n in [4500, 6000]:
    s = "#a0 = 1 : i32\n" + "".join(f"#a{i} = [#a{i - 1}]\n" for i in range(1, n))
    s += f"func.func @f() attributes {{x = #a{n - 1}}} {{\n  return\n}}\n"
    case(f"alias_chain_attr_{n}", ["TOOL: opt", "ARGS:", "EXPECT: exit=1 error=\"nesting is too deep\""], s)
    s = "!t0 = i32\n" + "".join(f"!t{i} = tuple<!t{i - 1}>\n" for i in range(1, n))
    s += f"func.func @f(%a: !t{n - 1}) {{\n  return\n}}\n"
    case(f"alias_chain_tuple_{n}", ["TOOL: opt", "ARGS:", "EXPECT: exit=1 error=\"nesting is too deep\""], s)
# A flat chain of type aliases nests nothing and is fine, however long.
s = "!t0 = i32\n" + "".join(f"!t{i} = !t{i - 1}\n" for i in range(1, 5000))
s += "func.func @f(%a: !t4999) {\n  return\n}\n"
case("alias_chain_flat_5000", ["TOOL: opt", "ARGS:", "EXPECT: exit=0"], s)

# Long affine sums and products print and parse without deep recursion.
for n, term in [(10000, "d0"), (5000, "d0 * 3"), (3000, "d0 floordiv 2"), (5000, "s0")]:
    e = " + ".join([term] * n)
    tag = term.replace(" ", "_")
    case(f"affine_sum_{tag}_{n}", ["TOOL: opt", "ARGS:", "EXPECT: exit=0"],
         f"#m = affine_map<(d0)[s0] -> ({e})>\nfunc.func @f() attributes {{m = #m}} {{\n  return\n}}\n")

# Alternating terms cannot be combined, so the tree is as deep as the sum
# is long: linear to parse (it was quadratic), and bounded at 2^16 operands.
for n, code in [(30000, "exit=0"), (70000, "exit=1 error=\"affine expression is too long\"")]:
    e = "+".join("d%d" % (i % 2) for i in range(n))
    case(f"affine_alternating_{n}", ["TOOL: opt", "ARGS:", f"EXPECT: {code}", "LIMIT: time_s=10"],
         f"#m = affine_map<(d0, d1) -> ({e})>\nfunc.func @f() attributes {{m = #m}} {{\n  return\n}}\n")

# Long and unclosed shapes parse in linear time.
for n in [20000, 100000]:
    case(f"unclosed_memref_{n}", ["TOOL: opt", "ARGS:", "EXPECT: exit=1", "LIMIT: time_s=10"],
         "func.func @f(%a: memref<" + "4x" * n + "\n")
case("long_shape_ones", ["TOOL: opt", "ARGS:", "EXPECT: exit=0", "LIMIT: time_s=10"],
     "func.func @f(%a: memref<" + "1x" * 20000 + "f32>) {\n  return\n}\n")

print(f"wrote {len(written)} cases")
