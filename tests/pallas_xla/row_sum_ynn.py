"""`jnp.sum(x, axis=1)` of f32 blocks of 4096 elements or more, which
XLA:CPU hands to YNNPACK: each row in steps of 64 elements (four vectors
of 16 lanes summed from 0) into a tree of accumulators per lane, the
lanes then summed by halves. Rows of 16 to 32768 lanes, values whose
magnitudes vary so widely that every order rounds differently, plus
subnormals, zeros of both signs, infinities and NaN in some rows."""
import os
import sys

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from inputs import edges  # noqa: E402

# (rows, lanes): exactly 4096 elements in several forms, rows that end
# mid-step (1000, 1500 lanes), the 256-element loop and the Kahan level
# (8192), and the longest row modelled (32768).
SHAPES = [
    (256, 16), (128, 32), (32, 128), (16, 256), (8, 512), (4, 1024),
    (8, 1000), (3, 1500), (8, 2048), (4, 8192), (1, 32768),
]


def kernel(*refs):
    n = len(SHAPES)
    for x_ref, o_ref in zip(refs[:n], refs[n:]):
        o_ref[...] = jnp.sum(x_ref[...], axis=1, keepdims=True)


def operand(rng, rows, lanes):
    mag = np.float32(2.0) ** rng.integers(-30, 30, (rows, lanes)).astype(np.float32)
    x = (rng.standard_normal((rows, lanes)) * mag).astype(np.float32)
    sub = np.array([1, 0x7FFFFF, 0x400000], dtype=np.uint32).view(np.float32)
    e = edges()
    x[0, :] = np.resize(np.concatenate([sub, -sub]), lanes)
    if rows > 2:
        x[1, :] = -0.0
        x[2, :] = np.resize(e[np.isfinite(e)], lanes)
    x[rows - 1, lanes // 2] = np.resize(e[~np.isfinite(e)], rows)[rows - 1]
    return x


def build(interpret):
    rng = np.random.default_rng(37)
    xs = [jnp.asarray(operand(rng, r, c)) for r, c in SHAPES]
    fn = pl.pallas_call(
        kernel,
        out_shape=tuple(jax.ShapeDtypeStruct((r, 1), jnp.float32) for r, _ in SHAPES),
        interpret=interpret,
    )
    return fn, tuple(xs)
