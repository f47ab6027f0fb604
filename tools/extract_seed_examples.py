#!/usr/bin/env python3
"""Extracts the IR examples of the spec documents in shared/seeds/ into
tests/seeds/<doc>/, one .mlir file per example, each headed by the line it
came from. Run once per seed change; the files are committed.

Documents 000-002 are Markdown: every ```mlir fence is an example (plain
fences hold grammar, not IR). 003 is a numbered listing with fences and
blank lines removed, and 004 is a rendered web page without fences: there
an example is a run of lines that look like IR, cut at prose and grammar.
"""
import os
import re
import sys

SEEDS = sys.argv[1] if len(sys.argv) > 1 else "../shared/seeds"
OUT = sys.argv[2] if len(sys.argv) > 2 else "tests/seeds"

IR_START = re.compile(
    r"^\s*(%|\^|\}|\{|//|\"|#[\w.]+\s*=|!\w[\w.]*\s*=|func\b|module\b|return\b|br\b|cond_br\b|"
    r"call\b|store\b|dealloc\b|tensor_store\b|dma_start\b|dma_wait\b|affine\.|"
    r"[a-z_]+\.[a-z_.]+\b.*(%|@|:)|\)|:\s|\[|attributes\b|else\b|loc\()"
)
PROSE = re.compile(
    r"::=|^\s*[A-Z][a-z]+( [a-z]+){3,}|^\s*(operation|Example|Syntax)\b|^\s*\[[^\]]*\]\(|\]\([^)]*\)[ .,]"
)


def fenced_blocks(lines):
    block, start, lang = None, 0, None
    for no, line in enumerate(lines, 1):
        if line.startswith("```"):
            if block is None:
                block, start, lang = [], no + 1, line[3:].strip().split(" ")[0]
            else:
                if lang == "mlir":
                    yield start, block
                block = None
        elif block is not None:
            block.append(line)


def looks_like_ir(line):
    return bool(IR_START.match(line)) and not PROSE.search(line)


def next_is_ir(numbered, i):
    """True when the next non-blank line after i continues an example."""
    for _, text in numbered[i + 1:]:
        if text.strip():
            return looks_like_ir(text) and not text.lstrip().startswith("//")
    return False


def heuristic_blocks(numbered):
    """numbered: list of (line_no, text). Yields runs of IR-looking lines."""
    run, start = [], 0
    for i, (no, text) in enumerate(numbered):
        if run and not text.strip() and next_is_ir(numbered, i):
            run.append(text)
            continue
        if looks_like_ir(text) or (run and text.startswith((" ", "\t")) and not PROSE.search(text)):
            if not run:
                start = no
            run.append(text)
            continue
        if run:
            yield start, run
        run = []
    if run:
        yield start, run


def useful(block):
    body = [l for l in block if l.strip() and not l.strip().startswith("//")]
    return any(("%" in l or "func" in l or "#" in l or "!" in l or "module" in l) for l in body)


def is_value_list(block):
    """A block of bare attributes or types, one per line (no ops)."""
    body = [l.split("//")[0].strip() for l in block]
    body = [l for l in body if l]
    return bool(body) and not any(l.startswith(("%", "^", "func", "module", '"')) or " = " in l and l.startswith(("#", "!")) is False and "%" in l for l in body) and not any("%" in l for l in body)


def write(doc, idx, line, block):
    d = os.path.join(OUT, doc)
    os.makedirs(d, exist_ok=True)
    path = os.path.join(d, f"{idx:03d}_L{line}.mlir")
    with open(path, "w") as f:
        f.write(f"// Example from shared/seeds/{doc}, line {line}.\n")
        if is_value_list(block) and not any(l.lstrip().startswith(("#", "!")) and "=" in l for l in block):
            f.write("// KIND: attributes-or-types, one per line\n")
        f.write("\n".join(l.rstrip() for l in block).rstrip() + "\n")


def main():
    for name in sorted(os.listdir(SEEDS)):
        doc = name.split("_")[0]
        lines = open(os.path.join(SEEDS, name), encoding="utf-8").read().splitlines()
        if doc in ("000", "001", "002"):
            blocks = list(fenced_blocks(lines))
        elif doc == "003":
            numbered = []
            for l in lines:
                m = re.match(r"^(\d+) ?(.*)$", l)
                if m:
                    numbered.append((int(m.group(1)), m.group(2)))
            blocks = list(heuristic_blocks(numbered))
        else:
            blocks = list(heuristic_blocks(list(enumerate(lines, 1))))
        n = 0
        for line, block in blocks:
            if useful(block) or doc in ("000", "001", "002"):
                n += 1
                write(doc, n, line, block)
        print(f"{doc}: {n} examples")


if __name__ == "__main__":
    main()
