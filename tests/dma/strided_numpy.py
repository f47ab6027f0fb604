"""The oracle for tests/sim_dma.rs's random strided DMAs, in NumPy. Reads
a JSON list of cases from stdin and prints, as JSON, each case's final
destination. A case moves n elements, per_stride every stride elements of
the slower side (the lower memory-space id; the source when the ids are
equal, as docs/timing.md says), packed on the other side. The source holds
1000 + i at element i; the destination starts as -1."""
import json
import sys

import numpy as np


def rows(start, n, per, stride):
    """Element indices of the strided side: n elements, per every stride."""
    k = np.arange(n)
    return start + (k // per) * stride + k % per


def land(c):
    src = np.arange(c["src_len"], dtype=np.int64) + 1000
    dst = np.full(c["dst_len"], -1, dtype=np.int64)
    n, per, stride = c["n"], c["per"], c["stride"]
    if c["dst_space"] < c["src_space"]:
        dst[rows(c["dst_at"], n, per, stride)] = src[c["src_at"]:c["src_at"] + n]
    else:
        dst[c["dst_at"]:c["dst_at"] + n] = src[rows(c["src_at"], n, per, stride)]
    return dst.tolist()


print(json.dumps([land(c) for c in json.load(sys.stdin)]))
