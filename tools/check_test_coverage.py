#!/usr/bin/env python3
"""Every documented behaviour is named by a test.

Lists three kinds of items and looks for each in the test sources
(`tests/**/*.rs`, `<crate>/tests/**/*.rs` and the file tests'
`tests/filetests/*.mlir`):

- flag: every flag of `rmlir-opt` and `rmlir-sim`, read from their
  `--help`. Named when a test contains the flag as a whole word
  (`--output-dir`, not `--output` inside it).
- key: every key of `configs/README.md`'s tables (`memory.<name>.capacity`).
  Named by a `key: memory.<name>.capacity` comment (`*` may stand for a
  placeholder: `key: memory.*.capacity`), or by the dotted key with each
  placeholder filled in (`--set memory.vmem.capacity=…`).
- fault: every fault the simulator reports to a user, read from the
  message literals of `Fault::new(…)` in `sim/src` (there is no fault enum;
  messages that start with `internal:` are simulator bugs, not faults). The
  kind is the literal's text before its first `{`. Named when a test
  contains that text.

An item no test names fails the run, unless `tools/coverage_allow.txt`
lists it (`<kind> <item>  # why`). An allowed item that a test now names
also fails, so the list only shrinks.

Usage: check_test_coverage.py REPO_ROOT RMLIR_OPT RMLIR_SIM
"""

import re
import subprocess
import sys
from pathlib import Path

# The adversarial cases count: tests/adversarial.rs asserts the error text
# each one's `// EXPECT:` header names. So do the file tests: their RUN
# lines name flags and their ERROR lines the faults tests/filetests.rs checks.
TEST_GLOBS = [
    "tests/**/*.rs",
    "*/tests/**/*.rs",
    "tests/adversarial/*.mlir",
    "tests/filetests/*.mlir",
]


def test_sources(root):
    files = sorted({p for g in TEST_GLOBS for p in root.glob(g)})
    return "\n".join(p.read_text(errors="replace") for p in files), len(files)


def flags(binary):
    out = subprocess.run([binary, "--help"], capture_output=True, text=True, check=True).stdout
    found = set()
    for line in out.splitlines():
        m = re.match(r"^\s+(?:(-\w)(?:,\s+|\s|$))?(--[a-z][a-z0-9-]*)?", line)
        if not m:
            continue
        short, long_ = m.groups()
        if long_:
            found.add(long_)
        elif short:
            found.add(short)
    return sorted(found)


def readme_keys(root):
    text = (root / "configs/README.md").read_text()
    keys = set()
    for m in re.finditer(r"^\| `([a-z_<>]+(?:\.[a-z_<>]+)+)` \|", text, re.M):
        keys.add(m.group(1))
    return sorted(k for k in keys if not k.endswith(".toml"))


def fault_kinds(root):
    kinds = set()
    pattern = re.compile(r'Fault::new\(\s*[^,]+?,\s*(?:format!\(\s*)?"((?:[^"\\]|\\.)*)"', re.S)
    for path in sorted((root / "sim/src").rglob("*.rs")):
        for m in pattern.finditer(path.read_text()):
            text = m.group(1).split("{")[0].rstrip(":,( [")
            if text and not text.startswith("internal"):
                kinds.add(text)
    return sorted(kinds)


def flag_named(flag, corpus):
    return re.search(re.escape(flag) + r"(?![a-z0-9-])", corpus) is not None


def key_named(key, corpus):
    tag = re.escape(key).replace(r"<", "").replace(r">", "")
    tag = re.sub(r"(name|unit|class)", r"(?:<\1>|\\*|\1)", tag)
    comment = re.compile(r"key: " + re.sub(r"\\\.", r"\\.", tag))
    filled = re.escape(key)
    filled = re.sub(r"<[a-z]+>", "[A-Za-z0-9_]+", filled)
    filled = re.compile(r"(?<![A-Za-z0-9_.])" + filled.replace("<", "").replace(">", "") + r"(?![A-Za-z0-9_])")
    return comment.search(corpus) is not None or filled.search(corpus) is not None


def allow_list(root):
    allowed = {}
    path = root / "tools/coverage_allow.txt"
    for n, line in enumerate(path.read_text().splitlines(), 1):
        body = line.split("#", 1)[0].strip()
        if body:
            kind, item = body.split(None, 1)
            allowed[(kind, item.strip())] = n
    return allowed


def main():
    root, opt, sim = Path(sys.argv[1]), sys.argv[2], sys.argv[3]
    corpus, nfiles = test_sources(root)
    items = [("flag", f) for f in sorted(set(flags(opt)) | set(flags(sim)))]
    items += [("key", k) for k in readme_keys(root)]
    items += [("fault", f) for f in fault_kinds(root)]
    named = {
        "flag": flag_named,
        "key": key_named,
        "fault": lambda f, c: f in c,
    }
    allowed = allow_list(root)
    counts = {"flag": 0, "key": 0, "fault": 0}
    missing, stale = [], []
    for kind, item in items:
        counts[kind] += 1
        hit = named[kind](item, corpus)
        if not hit and (kind, item) not in allowed:
            missing.append((kind, item))
        if hit and (kind, item) in allowed:
            stale.append((kind, item))
    print(f"{nfiles} test files; {counts['flag']} flags, {counts['key']} keys, "
          f"{counts['fault']} fault kinds; {len(allowed)} allowed misses")
    if min(counts.values()) == 0:
        print("found no flag, key or fault kind at all: has a source format changed?")
        return 1
    for kind, item in missing:
        print(f"MISSING {kind} {item}: no test names it")
    for kind, item in stale:
        print(f"STALE   {kind} {item}: a test names it now; delete it from tools/coverage_allow.txt")
    if missing or stale:
        print(f"{len(missing)} missing, {len(stale)} stale")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
