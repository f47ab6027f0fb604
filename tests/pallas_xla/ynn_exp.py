"""`jnp.exp` that XLA:CPU fuses around a reduction it hands to YNNPACK:
`exp(x + max(z))` with `z` all zeros, so the exponent is `x` itself,
over (256, 128) blocks (the reduction reads 32768 elements, past
YNNPACK's 4096): YNNPACK's exp, over random and edge values."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from inputs import F32, around, edges, random_values  # noqa: E402

ROWS, STEPS, SEED = 256, 4, 33


def kernel(x_ref, z_ref, o_ref):
    import jax.numpy as jnp

    o_ref[...] = jnp.exp(x_ref[...] + jnp.max(z_ref[...], axis=-1, keepdims=True))


def build(interpret):
    import jax
    import jax.numpy as jnp
    from jax.experimental import pallas as pl

    rng = np.random.default_rng(SEED)
    n = ROWS * STEPS * 128
    # Where the clamps and the rounding of x·log2(e) switch.
    x = around([88.0297, 88.7228, 87.33, 0.3466, 0.6931, 1.0397, 10.397], 8)
    e = np.concatenate([edges(), x, -x]).astype(F32)
    x = np.concatenate([e, random_values(rng, n - e.size)]).reshape(ROWS * STEPS, 128)
    z = np.zeros_like(x)
    spec = pl.BlockSpec((ROWS, 128), lambda i: (i, 0))
    call = pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
        grid=(STEPS,),
        in_specs=[spec, spec],
        out_specs=spec,
        interpret=interpret,
    )
    return call, (jnp.asarray(x), jnp.asarray(z))
