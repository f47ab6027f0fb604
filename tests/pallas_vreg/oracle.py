"""NumPy oracle for tests/pallas_vreg/vreg_ops.mlir.

`oracle.py gen DIR` writes the inputs x.npy (f32, multiples of 1/4, so
every sum is exact whatever its order) and n.npy (i32). `oracle.py check
DIR` compares RESULT_<i>.npy with the ops' values as Mosaic defines them,
computed here with NumPy, and prints one line per result.
"""
import sys

import numpy as np

d = sys.argv[2]
if sys.argv[1] == "gen":
    r = np.random.default_rng(5)
    np.save(f"{d}/x.npy", r.integers(-50, 50, (8, 128)).astype(np.float32) * 0.25)
    np.save(f"{d}/n.npy", r.integers(-(2**20), 2**20, (8, 128)).astype(np.int32))
    sys.exit(0)
x, n = np.load(f"{d}/x.npy"), np.load(f"{d}/n.npy")
want = [
    # tpu.repeat %x, 1 x 2: two copies side by side along lanes.
    np.concatenate([x, x], axis=1),
    # tpu.broadcast_in_sublanes %x, 5: sublane i is lane 5 + i of sublane i.
    np.stack([np.full(128, x[i, 5 + i]) for i in range(8)]),
    # tpu.all_reduce: reduced along dim, the result at every position of it.
    np.broadcast_to(x.sum(axis=0, keepdims=True), (8, 128)),
    np.broadcast_to(x.max(axis=1, keepdims=True), (8, 128)),
    np.broadcast_to(n.min(axis=1, keepdims=True), (8, 128)),
    np.broadcast_to(n.sum(axis=0, keepdims=True, dtype=np.int32), (8, 128)),
]
bad = 0
for i, w in enumerate(want):
    got = np.load(f"{d}/RESULT_{i}.npy")
    w = np.ascontiguousarray(w)
    same = got.dtype == w.dtype and got.shape == w.shape and got.tobytes() == w.tobytes()
    print(f"result {i}: {'equal' if same else 'DIFFERS'} ({got.dtype} {got.shape})")
    bad += not same
sys.exit(1 if bad else 0)
