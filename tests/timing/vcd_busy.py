"""Reads a VCD written by rmlir-sim with pyvcd and prints, as JSON, each
DMA engine's busy cycles (union over its channels of the spans where
`busy` is 1) and transfer count (rising edges of a channel's `busy`), the
timescale and the scope paths. Used by tests/sim_vcd.rs; independent of
rmlir's own VCD code."""
import json
import sys

from vcd.reader import TokenKind, tokenize


def read(path):
    scopes, stack, ids, timescale = [], [], {}, None
    changes, now = [], 0
    with open(path, "rb") as f:
        for tok in tokenize(f):
            k = tok.kind
            if k is TokenKind.TIMESCALE:
                mag = tok.timescale.magnitude
                mag = getattr(mag, "value", mag)
                timescale = f"{mag} {tok.timescale.unit.value}"
            elif k is TokenKind.SCOPE:
                stack.append(tok.scope.ident)
                scopes.append(".".join(stack))
            elif k is TokenKind.UPSCOPE:
                stack.pop()
            elif k is TokenKind.VAR:
                ids.setdefault(tok.var.id_code, []).append(".".join(stack + [tok.var.reference]))
            elif k is TokenKind.CHANGE_TIME:
                now = tok.time_change
            elif k is TokenKind.CHANGE_SCALAR:
                changes.append((now, tok.scalar_change.id_code, tok.scalar_change.value))
            elif k is TokenKind.CHANGE_VECTOR:
                changes.append((now, tok.vector_change.id_code, tok.vector_change.value))
    return timescale, scopes, ids, changes, now


def main(path):
    timescale, scopes, ids, changes, end = read(path)
    busy_ids = {i: names[0] for i, names in ids.items() if names[0].endswith(".busy")}
    spans, open_at = {}, {}
    for t, i, v in changes:
        if i not in busy_ids:
            continue
        name = busy_ids[i]
        engine = name.split(".")[0]
        on = str(v) == "1"
        if on and name not in open_at:
            open_at[name] = t
        elif not on and name in open_at:
            spans.setdefault(engine, []).append((open_at.pop(name), t))
    for name, t in open_at.items():
        spans.setdefault(name.split(".")[0], []).append((t, end))
    engines = {}
    for engine, sp in spans.items():
        covered = set()
        for s, e in sp:
            covered.update(range(s, e))
        engines[engine] = {"busy": len(covered), "transfers": len(sp)}
    variables = sorted(n for names in ids.values() for n in names)
    print(json.dumps({"timescale": timescale, "scopes": scopes, "vars": variables, "engines": engines}))


main(sys.argv[1])
