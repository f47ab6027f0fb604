"""`jnp.sum(x, axis=1)` of f32 rows of 128 and 384 lanes, in blocks of
8 rows (below the 4096 elements from which XLA:CPU hands a reduction to
YNNPACK): XLA:CPU's order of the adds, on values whose magnitudes vary
so widely that every order rounds differently, and on subnormals."""
import os
import sys

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from inputs import edges  # noqa: E402

ROWS, STEPS = 8, 64


def kernel(x_ref, y_ref, ox_ref, oy_ref):
    ox_ref[...] = jnp.sum(x_ref[...], axis=1, keepdims=True)
    oy_ref[...] = jnp.sum(y_ref[...], axis=1, keepdims=True)


def operand(rng, width):
    n = ROWS * STEPS
    mag = np.float32(2.0) ** rng.integers(-30, 30, (n, width)).astype(np.float32)
    x = (rng.standard_normal((n, width)) * mag).astype(np.float32)
    # Some rows of subnormals and of the edge values (infinities, NaN).
    sub = np.array([1, 0x7FFFFF, 0x400000], dtype=np.uint32).view(np.float32)
    x[0, :] = np.resize(np.concatenate([sub, -sub]), width)
    x[1, :] = np.resize(edges()[np.isfinite(edges())], width)
    return x


def build(interpret):
    rng = np.random.default_rng(23)
    x, y = operand(rng, 128), operand(rng, 384)
    n = ROWS * STEPS
    fn = pl.pallas_call(
        kernel,
        out_shape=(jax.ShapeDtypeStruct((n, 1), x.dtype),) * 2,
        grid=(STEPS,),
        in_specs=[
            pl.BlockSpec((ROWS, 128), lambda i: (i, 0)),
            pl.BlockSpec((ROWS, 384), lambda i: (i, 0)),
        ],
        out_specs=(pl.BlockSpec((ROWS, 1), lambda i: (i, 0)),) * 2,
        interpret=interpret,
    )
    return fn, (jnp.asarray(x), jnp.asarray(y))
