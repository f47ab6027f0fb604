"""`jnp.sum(x, axis=0)` of f32 blocks of many shapes: below 4096 elements
XLA:CPU's own loop (a column summed as a row is), from 4096 YNNPACK's
order (groups of 4 rows into a tree of accumulators, with a Kahan-summed
top level every 256 rows, in tiles of 32768 / C rows whose partial sums
a second reduction adds). Values of magnitudes so varied that every
order rounds differently, plus subnormals, zeros of both signs,
infinities and NaN in some columns."""
import os
import sys

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from inputs import edges  # noqa: E402

# (rows, columns): below 4096 elements, at it, odd row counts, one tile,
# several tiles of 256, 128 and 85 rows, and tiles whose partial sums are
# themselves tiled (1100 rows of 1024: 35 partials in tiles of 32).
SHAPES = [
    (1, 128), (7, 128), (31, 128), (32, 128), (33, 128), (40, 128),
    (64, 128), (255, 128), (300, 128), (16, 256), (257, 256), (100, 384),
    (700, 384), (5, 1024), (1100, 1024),
]


def kernel(*refs):
    n = len(SHAPES)
    for x_ref, o_ref in zip(refs[:n], refs[n:]):
        o_ref[...] = jnp.sum(x_ref[...], axis=0, keepdims=True)


def operand(rng, rows, cols):
    mag = np.float32(2.0) ** rng.integers(-30, 30, (rows, cols)).astype(np.float32)
    x = (rng.standard_normal((rows, cols)) * mag).astype(np.float32)
    sub = np.array([1, 0x7FFFFF, 0x400000], dtype=np.uint32).view(np.float32)
    e = edges()
    x[:, 0] = np.resize(np.concatenate([sub, -sub]), rows)
    x[:, 1] = -0.0
    x[rows // 2, 2] = np.resize(e[~np.isfinite(e)], 1)[0]
    x[:, 3] = np.resize(e[np.isfinite(e)], rows)
    x[rows - 1, 4] = np.float32(np.nan)
    return x


def build(interpret):
    rng = np.random.default_rng(31)
    xs = [jnp.asarray(operand(rng, r, c)) for r, c in SHAPES]
    fn = pl.pallas_call(
        kernel,
        out_shape=tuple(jax.ShapeDtypeStruct((1, c), jnp.float32) for _, c in SHAPES),
        interpret=interpret,
    )
    return fn, tuple(xs)
