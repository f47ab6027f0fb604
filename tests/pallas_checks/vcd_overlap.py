"""Reads a VCD with pyvcd (not rmlir's code) and prints, as JSON, how many
time units some DMA channel (`<engine>.ch<k>.busy`) is busy, how many some
vector or matrix unit (`units.vector.*`, `units.matrix.*`, the kernel
body's work) is busy, and how many both are, and every busy span of a
DMA channel as `[start, end)`. Used by
tests/pallas_vcd.rs to show Pallas's implicit pipeline at work: block
DMAs running while the kernel body computes."""
import json
import sys

from vcd.reader import TokenKind, tokenize


def intervals(changes, end):
    """[(start, stop)] where a 1-bit signal is 1, from (time, value) pairs."""
    out, start = [], None
    for t, v in changes:
        if v and start is None:
            start = t
        elif not v and start is not None:
            out.append((start, t))
            start = None
    if start is not None:
        out.append((start, end))
    return out


def union(spans):
    merged = []
    for s, e in sorted(spans):
        if merged and s <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], e))
        else:
            merged.append((s, e))
    return merged


def overlap(a, b):
    total, i, j = 0, 0, 0
    while i < len(a) and j < len(b):
        lo, hi = max(a[i][0], b[j][0]), min(a[i][1], b[j][1])
        total += max(0, hi - lo)
        if a[i][1] < b[j][1]:
            i += 1
        else:
            j += 1
    return total


def main(path):
    stack, kind, changes, now = [], {}, {}, 0
    with open(path, "rb") as f:
        for tok in tokenize(f):
            k = tok.kind
            if k is TokenKind.SCOPE:
                stack.append(tok.scope.ident)
            elif k is TokenKind.UPSCOPE:
                stack.pop()
            elif k is TokenKind.VAR:
                name = ".".join(stack + [tok.var.reference])
                ident = tok.var.id_code
                if stack and stack[0] == "units" and tok.var.reference.split(".")[0] in ("vector", "matrix"):
                    kind[ident] = "body"
                elif tok.var.reference == "busy" and len(stack) == 2 and stack[1].startswith("ch"):
                    kind[ident] = "dma"
            elif k is TokenKind.CHANGE_TIME:
                now = tok.time_change
            elif k is TokenKind.CHANGE_SCALAR:
                ident = tok.scalar_change.id_code
                if ident in kind:
                    changes.setdefault(ident, []).append((now, tok.scalar_change.value == "1"))
    spans = {"dma": [], "body": []}
    for ident, ch in changes.items():
        spans[kind[ident]].extend(intervals(ch, now))
    transfers = sorted(spans["dma"])
    dma, body = union(spans["dma"]), union(spans["body"])
    print(json.dumps({
        "dma": sum(e - s for s, e in dma),
        "body": sum(e - s for s, e in body),
        "overlap": overlap(dma, body),
        "transfers": transfers,
    }))


if __name__ == "__main__":
    main(sys.argv[1])
