"""`jax.lax.rsqrt` alone in its fusion, which XLA:CPU vectorises (each
Newton step's multiply-adds fused), over random and edge values, in a
kernel of one grid step; `rsqrt_grid` is the same over a grid of two
steps (the reference's TPU interpret mode runs each step on its own)."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from inputs import F32, around, edges, random_values  # noqa: E402

ROWS, SEED = 512, 35


def operand():
    rng = np.random.default_rng(SEED)
    x = around([1.0, 2.0, 4.0, 0.25, 1e-30, 1e30], 8)
    e = np.concatenate([edges(), x]).astype(F32)
    n = ROWS * 128
    return np.concatenate([e, np.abs(random_values(rng, n - e.size))]).reshape(ROWS, 128)


def kernel(x_ref, o_ref):
    import jax

    o_ref[...] = jax.lax.rsqrt(x_ref[...])


def call(steps, interpret):
    import jax
    import jax.numpy as jnp
    from jax.experimental import pallas as pl

    x = operand()
    spec = pl.BlockSpec((ROWS // steps, 128), lambda i: (i, 0))
    fn = pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
        grid=(steps,),
        in_specs=[spec],
        out_specs=spec,
        interpret=interpret,
    )
    return fn, (jnp.asarray(x),)


def build(interpret):
    return call(1, interpret)
