#!/usr/bin/env python3
"""Second, independent check of the blessed target snapshots.

`targets/tests/snapshots/configs__<name>.snap` pins what `Target::load`
makes of `configs/<name>.toml`, but it was blessed from our own output.
This script reads each TOML file with Python's own `tomllib`, applies the
unit rules and defaults of `configs/README.md` (written here again from
the document, sharing no code with the loader), and compares the numbers
that matter with the ones the snapshot shows: the clock, every memory
space's figures, and every DMA group's figures.

It also checks the `# expect:` headers of `targets/tests/bad/*.toml`,
blessed with `RMLIR_BLESS=1` from our own output: each diagnostic's
quoted source line must be line L of the file, its caret must sit at
column C, and where `tomllib` itself rejects the file, L must be the line
`tomllib` names.

Usage: check_config_snapshots.py REPO_ROOT. Prints each mismatch and
exits 1 if there is one. `targets/tests/configs.rs` runs it.
"""

import re
import sys
import tomllib
from fractions import Fraction
from pathlib import Path

SIZE_UNITS = {
    "B": 1, "KB": 10**3, "kB": 10**3, "MB": 10**6, "GB": 10**9, "TB": 10**12,
    "KiB": 2**10, "MiB": 2**20, "GiB": 2**30, "TiB": 2**40,
}
FREQ_UNITS = {"Hz": 1, "kHz": 10**3, "MHz": 10**6, "GHz": 10**9}


def split(text):
    number, unit = text.split()
    return Fraction(number), unit


def size(v):
    """README § Units, size: bytes, a whole number."""
    if isinstance(v, int):
        return v
    n, unit = split(v)
    b = n * SIZE_UNITS[unit]
    assert b.denominator == 1, f"{v} is not a whole number of bytes"
    return int(b)


def frequency(v):
    if isinstance(v, int):
        return v
    n, unit = split(v)
    return int(n * FREQ_UNITS[unit])


def bandwidth(v, clock_hz):
    """README § Units, bandwidth: bytes per cycle."""
    if isinstance(v, (int, float)):
        return float(v)
    n, unit = split(v)
    size_unit, per = unit.split("/")
    bytes_ = n * SIZE_UNITS[size_unit]
    if per == "cycle":
        return float(bytes_)
    assert per == "s", v
    return float(bytes_) / clock_hz


def expected(cfg):
    """{(kind, name): {field: value}} from the TOML and README defaults."""
    clock = frequency(cfg["target"]["clock"])
    out = {("target", ""): {"clock_hz": clock, "name": cfg["target"]["name"]}}
    for name, m in cfg.get("memory", {}).items():
        read = bandwidth(m["read_bandwidth"], clock)
        out[("MemorySpace", name)] = {
            "capacity": size(m["capacity"]),
            "read_bandwidth": read,
            "write_bandwidth": bandwidth(m["write_bandwidth"], clock)
            if "write_bandwidth" in m else read,
            "latency": m.get("latency", 1),
            "banks": m.get("banks", 1),
            "bank_interleave": size(m.get("bank_interleave", 4)),
            "ports": m.get("ports", 1),
            "bank_busy": m.get("bank_busy", 1),
            "alignment": size(m.get("alignment", 1)),
            "core_access": m.get("core_access", True),
        }
    for name, d in cfg.get("dma", {}).items():
        queues = d.get("queues", 1)
        out[("DmaGroup", name)] = {
            "engines": d.get("engines", 1),
            "queues": queues,
            "bandwidth": bandwidth(d["bandwidth"], clock),
            "setup_latency": d.get("setup_latency", 0),
            "descriptor_overhead": d.get("descriptor_overhead", 0),
            "burst_overhead": d.get("burst_overhead", 0),
            "max_burst": size(d["max_burst"]) if "max_burst" in d else None,
            "max_outstanding": d.get("max_outstanding", queues),
        }
    return out


FIELD = re.compile(r"^(\s*)(\w+): (.*?),?$")


def value(text, lines, i):
    """A Debug-printed value; `Some(\\n x,\\n)` spans three lines."""
    if text == "Some(":
        return value(lines[i + 1].strip().rstrip(","), lines, i + 1)
    if text == "None":
        return None
    if text in ("true", "false"):
        return text == "true"
    if text.startswith('"'):
        return text.strip('"')
    if re.fullmatch(r"-?\d+", text):
        return int(text)
    try:
        return float(text)
    except ValueError:
        return text


def snapshot(path):
    """The same shape as `expected`, read from the Debug text."""
    lines = path.read_text().splitlines()
    out = {("target", ""): {}}
    stack = []  # (kind, indent, fields)
    for i, line in enumerate(lines):
        opened = re.match(r"^(\s*)(Target|MemorySpace|DmaGroup) \{$", line)
        if opened:
            stack.append((opened.group(2), len(opened.group(1)), {}))
            continue
        if stack and line.strip() in ("},", "}") and len(line) - len(line.lstrip()) == stack[-1][1]:
            kind, _, fields = stack.pop()
            if kind == "Target":
                out[("target", "")] = fields
            else:
                out[(kind, fields.get("name"))] = fields
            continue
        m = FIELD.match(line)
        if m and stack and len(m.group(1)) == stack[-1][1] + 4:
            stack[-1][2][m.group(2)] = value(m.group(3), lines, i)
    return out


def same(a, b):
    if isinstance(a, float) or isinstance(b, float):
        return b is not None and a is not None and abs(a - b) <= 1e-9 * max(1.0, abs(a))
    return a == b


def check(root):
    errors, checked = [], 0
    for toml_path in sorted((root / "configs").glob("*.toml")):
        snap = root / "targets/tests/snapshots" / f"configs__{toml_path.stem}.snap"
        want = expected(tomllib.loads(toml_path.read_text()))
        got = snapshot(snap)
        for key, fields in want.items():
            shown = got.get(key)
            if shown is None:
                errors.append(f"{snap.name}: no {key[0]} {key[1]!r}")
                continue
            for field, v in fields.items():
                checked += 1
                if not same(v, shown.get(field)):
                    errors.append(
                        f"{snap.name}: {key[0]} {key[1]!r}: {field} is {shown.get(field)!r}, "
                        f"{toml_path.name} with configs/README.md gives {v!r}")
    return errors, checked


HEADER = re.compile(r"^[^:]+:(\d+):(\d+): error: ")


def check_bad(root):
    """The `# expect:` headers against the files they describe."""
    errors, checked = [], 0
    for path in sorted((root / "targets/tests/bad").glob("*.toml")):
        text = path.read_text()
        lines = text.splitlines()
        header = [l[len("# expect: "):] if l.startswith("# expect: ") else ""
                  for l in lines if l.startswith("# expect:")]
        try:
            tomllib.loads(text)
            toml_line = None
        except tomllib.TOMLDecodeError as e:
            toml_line = int(re.search(r"at line (\d+)", str(e)).group(1))
        diags = [(i, HEADER.match(h)) for i, h in enumerate(header) if HEADER.match(h)]
        if not diags:
            errors.append(f"{path.name}: no `L:C: error:` line in the header")
        for n, (i, m) in enumerate(diags):
            line, col = int(m.group(1)), int(m.group(2))
            checked += 1
            if not 1 <= line <= len(lines):
                errors.append(f"{path.name}: line {line} is outside the file")
                continue
            if i + 2 >= len(header) or header[i + 1] != lines[line - 1]:
                errors.append(f"{path.name}:{line}: the quoted source line is not line {line}")
            elif header[i + 2].find("^") != col - 1:
                errors.append(f"{path.name}:{line}:{col}: the caret is not at column {col}")
            if n == 0 and toml_line is not None and toml_line != line:
                errors.append(f"{path.name}: tomllib rejects line {toml_line}, we report {line}")
    return errors, checked


def main():
    root = Path(sys.argv[1])
    errors, checked = check(root)
    bad_errors, bad_checked = check_bad(root)
    errors += bad_errors
    print(f"{bad_checked} bad-target diagnostics checked")
    if bad_checked < 25:
        errors.append("too few bad-target diagnostics checked")
    for e in errors:
        print(e)
    print(f"{checked} snapshot values checked, {len(errors)} mismatches")
    if checked < 50:
        print("too few values checked: has the snapshot format changed?")
        return 1
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
