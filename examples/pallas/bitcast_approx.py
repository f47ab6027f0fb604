"""No grid: `lax.bitcast_convert_type` (tpu.bitcast) to flip sign bits as
integers, and `pl.reciprocal(approx=True)` (tpu.reciprocal {approx})."""
import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl


def kernel(x_ref, o_ref, r_ref):
    x = x_ref[...]
    bits = jax.lax.bitcast_convert_type(x, jnp.int32)
    o_ref[...] = jax.lax.bitcast_convert_type(bits ^ jnp.int32(-(2**31)), jnp.float32)
    r_ref[...] = pl.reciprocal(x, approx=True)


def build(interpret):
    rng = np.random.default_rng(22)
    x = jnp.asarray(rng.uniform(0.25, 64.0, (8, 128)).astype(np.float32))
    fn = pl.pallas_call(
        kernel,
        out_shape=(
            jax.ShapeDtypeStruct((8, 128), jnp.float32),
            jax.ShapeDtypeStruct((8, 128), jnp.float32),
        ),
        interpret=interpret,
    )
    return fn, (x,)
