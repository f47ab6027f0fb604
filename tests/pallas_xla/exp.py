"""`jnp.exp` of f32 blocks: XLA:CPU's exp, over random and edge values."""
import os
import sys

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from inputs import edges, random_values  # noqa: E402

ROWS, STEPS = 256, 4


def kernel(x_ref, o_ref):
    o_ref[...] = jnp.exp(x_ref[...])


def build(interpret):
    rng = np.random.default_rng(21)
    n = ROWS * STEPS * 128
    e = edges()
    x = np.concatenate([e, random_values(rng, n - e.size)]).reshape(ROWS * STEPS, 128)
    spec = pl.BlockSpec((ROWS, 128), lambda i: (i, 0))
    fn = pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
        grid=(STEPS,),
        in_specs=[spec],
        out_specs=spec,
        interpret=interpret,
    )
    return fn, (jnp.asarray(x),)
