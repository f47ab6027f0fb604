"""Row-wise layer norm over (8, 128) f32 blocks on a grid: mean and
variance with keepdims reductions, then rsqrt."""
import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl


def kernel(x_ref, o_ref):
    x = x_ref[...]
    mean = jnp.mean(x, axis=1, keepdims=True)
    var = jnp.mean((x - mean) ** 2, axis=1, keepdims=True)
    o_ref[...] = (x - mean) * jax.lax.rsqrt(var + 1e-5)


def build(interpret):
    rng = np.random.default_rng(12)
    x = jnp.asarray(rng.standard_normal((32, 128), dtype=np.float32))
    spec = pl.BlockSpec((8, 128), lambda i: (i, 0))
    fn = pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
        grid=(4,),
        in_specs=[spec],
        out_specs=spec,
        interpret=interpret,
    )
    return fn, (x,)
