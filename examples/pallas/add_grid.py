"""Element-wise add over a 2-step grid of (8, 128) f32 blocks."""
import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl


def add_kernel(x_ref, y_ref, o_ref):
    o_ref[...] = x_ref[...] + y_ref[...]


def build(interpret):
    rng = np.random.default_rng(1)
    x = jnp.asarray(rng.standard_normal((16, 128), dtype=np.float32))
    y = jnp.asarray(rng.standard_normal((16, 128), dtype=np.float32))
    spec = pl.BlockSpec((8, 128), lambda i: (i, 0))
    fn = pl.pallas_call(
        add_kernel,
        out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
        grid=(2,),
        in_specs=[spec, spec],
        out_specs=spec,
        interpret=interpret,
    )
    return fn, (x, y)
