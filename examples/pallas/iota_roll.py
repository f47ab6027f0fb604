"""Lane iota and a rotate: out = roll(x, 3, lanes) + lane index."""
import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu


def kernel(x_ref, o_ref):
    lanes = jax.lax.broadcasted_iota(jnp.int32, (8, 128), 1)
    o_ref[...] = pltpu.roll(x_ref[...], 3, 1) + lanes


def build(interpret):
    rng = np.random.default_rng(10)
    x = jnp.asarray(rng.integers(-1000, 1000, (8, 128)).astype(np.int32))
    fn = pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
        interpret=interpret,
    )
    return fn, (x,)
