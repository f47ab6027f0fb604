"""Reads a VCD with pyvcd (not rmlir's code) to the end and prints, as
JSON, its variables' full names, the number of value changes and the last
timestamp. A truncated or malformed file makes pyvcd raise, and the script
exit non-zero. Used by tests/sim_failed_runs.rs."""
import json
import sys

from vcd.reader import TokenKind, tokenize


def main(path):
    stack, names, changes, last = [], [], 0, None
    with open(path, "rb") as f:
        for tok in tokenize(f):
            k = tok.kind
            if k is TokenKind.SCOPE:
                stack.append(tok.scope.ident)
            elif k is TokenKind.UPSCOPE:
                stack.pop()
            elif k is TokenKind.VAR:
                names.append(".".join(stack + [tok.var.reference]))
            elif k is TokenKind.CHANGE_TIME:
                last = tok.time_change
            elif k in (TokenKind.CHANGE_SCALAR, TokenKind.CHANGE_VECTOR):
                changes += 1
    print(json.dumps({"vars": names, "changes": changes, "last_time": last}))


if __name__ == "__main__":
    main(sys.argv[1])
