"""A grid over column blocks: (16, 128) blocks of a (16, 384) f32 array,
so every block is 16 rows of 128 elements 384 apart in HBM (a strided
copy each way), with an integer-exact body: |x| rounded down to whole
numbers, scaled by the block's column index plus one."""
import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl


def kernel(x_ref, o_ref):
    j = pl.program_id(0)
    x = x_ref[...]
    o_ref[...] = jnp.floor(jnp.abs(x)) * (j + 1).astype(jnp.float32)


def build(interpret):
    rng = np.random.default_rng(11)
    x = jnp.asarray(rng.uniform(-100, 100, (16, 384)).astype(np.float32))
    spec = pl.BlockSpec((16, 128), lambda j: (0, j))
    fn = pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
        grid=(3,),
        in_specs=[spec],
        out_specs=spec,
        interpret=interpret,
    )
    return fn, (x,)
