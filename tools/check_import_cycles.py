#!/usr/bin/env python3
"""Fails when the modules of a crate import each other in a circle.

For each crate directory given (default: every workspace crate), builds the
graph "module A names module B" from the paths in its source: `use` trees
and inline paths that start with `crate::`, `super::` or `self::`. A path
ends at the deepest module it names; a name that module only re-exports
(`pub use x::Y`) is followed to the module that defines it, so re-exports
in `lib.rs` or a `mod.rs` add no edge of their own. `mod` declarations and
`#[cfg(test)]` modules are not edges, nor is a re-export by itself (a
facade is not a use). Then it prints every strongly
connected component of more than one module (a circle) and exits 1 if there
is any.

    tools/check_import_cycles.py [--report] [--allow FILE] [CRATE_DIR ...]

With `--report` it prints the circles and exits 0. With `--allow FILE`
it fails only on a circle that FILE does not list (one `crate: a, b, c`
line per known circle), so the known circles can only shrink.
"""

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_CRATES = ["vocab", "ir", "values", "targets", "hls", "sim"]
IDENT = r"[A-Za-z_][A-Za-z0-9_]*"


def strip_code(text):
    """Removes comments, string and char literals, and `#[cfg(test)]` modules."""
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    text = re.sub(r"//[^\n]*", "", text)
    text = re.sub(r'r(#*)".*?"\1', '""', text, flags=re.S)
    text = re.sub(r'"(\\.|[^"\\])*"', '""', text, flags=re.S)
    text = re.sub(r"'(\\.|[^'\\\n])'", "' '", text)
    out = []
    i = 0
    pat = re.compile(r"#\[cfg\(test\)\]\s*(pub(\([^)]*\))?\s+)?mod\s+" + IDENT + r"\s*\{")
    while True:
        m = pat.search(text, i)
        if not m:
            out.append(text[i:])
            break
        out.append(text[i : m.start()])
        depth, j = 1, m.end()
        while j < len(text) and depth:
            depth += {"{": 1, "}": -1}.get(text[j], 0)
            j += 1
        i = j
    return "".join(out)


def module_files(src):
    """Maps each module path (tuple of names; () is the root) to its file."""
    mods = {}
    for f in sorted(src.rglob("*.rs")):
        rel = f.relative_to(src).with_suffix("").parts
        if rel in (("lib",), ("main",)):
            mods[()] = f
        elif rel[-1] == "mod":
            mods[tuple(rel[:-1])] = f
        elif "bin" not in rel[:1]:
            mods[tuple(rel)] = f
    return mods


def expand_use_tree(tree):
    """`a::{b, c::{d as f, e}}` -> ["a::b", "a::c::d@f", "a::c::e"]: a
    renamed leaf carries its visible name after `@`."""
    tree = re.sub(r"\s+as\s+", "@", tree)
    tree = re.sub(r"\s+", "", tree)
    depth = 0
    for i, ch in enumerate(tree):
        if ch == "{":
            if depth == 0:
                prefix, inner = tree[:i], tree[i + 1 : tree.rindex("}")]
                parts, d, start = [], 0, 0
                for j, c in enumerate(inner):
                    d += {"{": 1, "}": -1}.get(c, 0)
                    if c == "," and d == 0:
                        parts.append(inner[start:j])
                        start = j + 1
                parts.append(inner[start:])
                out = []
                for p in parts:
                    if p:
                        for e in expand_use_tree(p):
                            out.append(prefix + e if e != "self" else prefix.rstrip(":"))
                return out
            depth += 1
    return [tree]


def paths_in(code):
    """Every `crate::`/`super::`/`self::` path, use trees expanded, and the
    `pub use` re-exports as (visible name, path)."""
    paths, reexports = [], []
    for m in re.finditer(r"\b(pub(\([^)]*\))?\s+)?use\s+([^;]+);", code):
        for leaf in expand_use_tree(m.group(3)):
            p, _, visible = leaf.partition("@")
            if m.group(1):
                reexports.append((visible or p.rsplit("::", 1)[-1], p))
            else:
                paths.append(p)
    code_wo_use = re.sub(r"\buse\s+[^;]+;", " ", code)
    for m in re.finditer(r"(?<![\w:])(" + IDENT + r"(?:::" + IDENT + r")+)", code_wo_use):
        paths.append(m.group(1))
    return paths, reexports


def absolute(module, path, mods):
    """The path's segments from the crate root, or None for other crates.
    A path may also start at a child module of `module` (`exec::run` in a
    `mod.rs`, `pub use context::Context` in `lib.rs`)."""
    segs = [s for s in path.split("::") if s]
    if not segs:
        return None
    base = list(module)
    if tuple(module) + (segs[0],) in mods:
        return base + segs
    if segs[0] == "crate":
        base, segs = [], segs[1:]
    elif segs[0] in ("super", "self"):
        while segs and segs[0] in ("super", "self"):
            if segs[0] == "super":
                base = base[:-1]
            segs = segs[1:]
    else:
        return None
    return base + segs


def graph(crate_dir):
    src = crate_dir / "src"
    mods = module_files(src)
    parsed = {m: paths_in(strip_code(f.read_text())) for m, f in mods.items()}
    reexp = {}
    for m, (_, rx) in parsed.items():
        for name, p in rx:
            a = absolute(m, p, mods)
            if a is not None:
                reexp[(m, name)] = a

    def resolve(segs, seen=()):
        mod = ()
        i = 0
        while i < len(segs) and mod + (segs[i],) in mods:
            mod = mod + (segs[i],)
            i += 1
        if i < len(segs) and (mod, segs[i]) in reexp and (mod, segs[i]) not in seen:
            return resolve(reexp[(mod, segs[i])], seen + ((mod, segs[i]),))
        return mod

    edges = {m: {} for m in mods}
    for m, (paths, _) in parsed.items():
        for p in paths:
            a = absolute(m, p, mods)
            if a is None:
                continue
            t = resolve(a)
            if t not in (m, ()):
                edges[m].setdefault(t, p)
    return mods, edges


def cycles(edges):
    """Strongly connected components of more than one node (Tarjan)."""
    index, low, stack, on, out = {}, {}, [], set(), []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    sys.setrecursionlimit(10000)
    for v in sorted(edges):
        if v not in index:
            visit(v)
    return out


def name(m):
    return "::".join(m) or "crate"


def read_allow(argv):
    """The circles `--allow FILE` lists, as `crate: a, b` strings."""
    if "--allow" not in argv:
        return set(), argv
    i = argv.index("--allow")
    lines = Path(argv[i + 1]).read_text().splitlines()
    allow = {l.strip() for l in lines if l.strip() and not l.startswith("#")}
    return allow, argv[:i] + argv[i + 2 :]


def main(argv):
    allow, argv = read_allow(argv)
    report = "--report" in argv
    crates = [a for a in argv if not a.startswith("--")] or DEFAULT_CRATES
    found = False
    for c in crates:
        d = (ROOT / c) if not Path(c).is_absolute() else Path(c)
        mods, edges = graph(d)
        comps = cycles(edges)
        print(f"{c}: {len(mods)} modules, {sum(map(len, edges.values()))} edges, "
              f"{len(comps)} circle(s)")
        for comp in comps:
            key = f"{c}: " + ", ".join(name(m) for m in comp)
            known = key in allow
            found |= not known
            print(("  known circle: " if known else "  circle: ") + ", ".join(name(m) for m in comp))
            for a in comp:
                for b, why in sorted(edges[a].items()):
                    if b in comp:
                        print(f"    {name(a)} -> {name(b)}  ({why})")
    return 0 if report or not found else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
