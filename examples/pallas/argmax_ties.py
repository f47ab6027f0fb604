"""`jnp.argmax`/`argmin` of f32 (`tpu.reduce_index`) along lanes and
sublanes, on ties, NaNs (a NaN is the extreme; the first one wins),
all-NaN and all -inf rows, -0.0 against +0.0, and infinities."""
import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl


def kernel(x_ref, i_ref, a_ref, b_ref, c_ref, d_ref):
    x = x_ref[...]
    i = i_ref[...].astype(jnp.float32)
    rows = jnp.zeros((8, 8), jnp.int32)
    lanes = jnp.zeros((8, 128), jnp.int32)
    a_ref[...] = jnp.argmax(x, axis=1).astype(jnp.int32).reshape(1, 8) + rows
    b_ref[...] = jnp.argmin(x, axis=0).astype(jnp.int32).reshape(1, 128) + lanes
    c_ref[...] = jnp.argmax(i, axis=0).astype(jnp.int32).reshape(1, 128) + lanes
    d_ref[...] = jnp.argmin(x, axis=1).astype(jnp.int32).reshape(1, 8) + rows


def build(interpret):
    rng = np.random.default_rng(16)
    x = rng.integers(-3, 3, (8, 128)).astype(np.float32)
    x[0, 5] = np.nan
    x[0, 9] = np.nan
    x[1, :] = -np.inf
    x[2, :] = np.nan
    x[3, :] = 0.0
    x[3, 7] = -0.0
    x[3, 2] = -0.0
    x[4, 100] = np.inf
    x[4, 3] = np.inf
    x[5, 127] = 10.0
    x[6, :] = -0.0
    x[6, 50] = 0.0
    i = rng.integers(-(2**31), 2**31, (8, 128), dtype=np.int64).astype(np.int32)
    i[:, 0] = i[:, 1]
    i[3:, 7] = 2**31 - 1
    out = (
        jax.ShapeDtypeStruct((8, 8), jnp.int32),
        jax.ShapeDtypeStruct((8, 128), jnp.int32),
        jax.ShapeDtypeStruct((8, 128), jnp.int32),
        jax.ShapeDtypeStruct((8, 8), jnp.int32),
    )
    fn = pl.pallas_call(kernel, out_shape=out, interpret=interpret)
    return fn, (jnp.asarray(x), jnp.asarray(i))
