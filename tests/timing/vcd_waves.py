"""Reads a VCD with pyvcd and prints, as JSON, every signal's changes:
{"scope.sub.name": [[time, value], ...]}, values as numbers (vectors
decoded from binary, reals as floats). Used by tests/timing_vcd.rs;
independent of rmlir's own VCD code."""
import json
import sys

from vcd.reader import TokenKind, tokenize


def main(path):
    stack, names, waves, now = [], {}, {}, 0
    with open(path, "rb") as f:
        for tok in tokenize(f):
            k = tok.kind
            if k is TokenKind.SCOPE:
                stack.append(tok.scope.ident)
            elif k is TokenKind.UPSCOPE:
                stack.pop()
            elif k is TokenKind.VAR:
                names.setdefault(tok.var.id_code, []).append(".".join(stack + [tok.var.reference]))
            elif k is TokenKind.CHANGE_TIME:
                now = tok.time_change
            elif k in (TokenKind.CHANGE_SCALAR, TokenKind.CHANGE_VECTOR, TokenKind.CHANGE_REAL):
                c = tok.data
                v = c.value
                if k is TokenKind.CHANGE_SCALAR:
                    v = int(v) if v in ("0", "1") else v
                elif k is TokenKind.CHANGE_VECTOR:
                    v = int(v) if isinstance(v, int) else v
                else:
                    v = float(v)
                for n in names.get(c.id_code, []):
                    waves.setdefault(n, []).append([now, v])
    print(json.dumps(waves))


main(sys.argv[1])
