"""No grid: `jnp.concatenate` along sublanes and lanes and `jnp.tile`, which
Pallas lowers to `tpu.concatenate`."""
import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl


def kernel(x_ref, y_ref, o_ref, t_ref):
    x = x_ref[...]
    y = y_ref[...]
    rows = jnp.concatenate([x, y], axis=0)
    o_ref[...] = jnp.concatenate([rows, -rows], axis=1)
    t_ref[...] = jnp.tile(x, (2, 1)) * 2.0


def build(interpret):
    rng = np.random.default_rng(21)
    x = jnp.asarray(rng.standard_normal((8, 128), dtype=np.float32))
    y = jnp.asarray(rng.standard_normal((8, 128), dtype=np.float32))
    fn = pl.pallas_call(
        kernel,
        out_shape=(
            jax.ShapeDtypeStruct((16, 256), jnp.float32),
            jax.ShapeDtypeStruct((16, 128), jnp.float32),
        ),
        interpret=interpret,
    )
    return fn, (x, y)
