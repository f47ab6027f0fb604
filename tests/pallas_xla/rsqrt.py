"""`lax.rsqrt` of a row statistic (a row's max, as `layer_norm`'s
`rsqrt(var + eps)` is of a row's sum) in (8, 128) blocks, where XLA:CPU
fuses it into its own loop over the reduction: XLA:CPU's rsqrt over
random and edge values. Lane 0 of each row holds the value, the others
-inf, so the row's max is the value itself."""
import os
import sys

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from inputs import edges, random_values  # noqa: E402

ROWS, STEPS = 8, 512


def kernel(x_ref, o_ref):
    o_ref[...] = jax.lax.rsqrt(jnp.max(x_ref[...], axis=1, keepdims=True))


def build(interpret):
    rng = np.random.default_rng(22)
    n = ROWS * STEPS
    e = edges()
    # Positive values are the interesting ones: half of the random ones.
    r = random_values(rng, n - e.size)
    r[: r.size // 2] = np.abs(r[: r.size // 2])
    v = np.concatenate([e, r]).astype(np.float32)
    x = np.full((n, 128), -np.inf, dtype=np.float32)
    x[:, 0] = v
    fn = pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct((n, 1), x.dtype),
        grid=(STEPS,),
        in_specs=[pl.BlockSpec((ROWS, 128), lambda i: (i, 0))],
        out_specs=pl.BlockSpec((ROWS, 1), lambda i: (i, 0)),
        interpret=interpret,
    )
    return fn, (jnp.asarray(x),)
