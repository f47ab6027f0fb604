"""Integer element-wise work on a 2-D grid: clamp(x * 3 - y, 0, 1000)
on i32 blocks, with `jnp.where`."""
import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl


def kernel(x_ref, y_ref, o_ref):
    v = x_ref[...] * 3 - y_ref[...]
    o_ref[...] = jnp.where(v < 0, 0, jnp.minimum(v, 1000))


def build(interpret):
    rng = np.random.default_rng(9)
    x = jnp.asarray(rng.integers(-500, 500, (16, 256)).astype(np.int32))
    y = jnp.asarray(rng.integers(-500, 500, (16, 256)).astype(np.int32))
    spec = pl.BlockSpec((8, 128), lambda i, j: (i, j))
    fn = pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
        grid=(2, 2),
        in_specs=[spec, spec],
        out_specs=spec,
        interpret=interpret,
    )
    return fn, (x, y)
