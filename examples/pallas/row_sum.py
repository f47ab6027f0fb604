"""A reduction over the grid: each step adds a (8, 128) block's column
sums into one (8, 128) output block that stays resident (same block index
on every step), initialised under `pl.when`."""
import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu


def kernel(x_ref, o_ref):
    @pl.when(pl.program_id(0) == 0)
    def _():
        o_ref[...] = jnp.zeros_like(o_ref)

    o_ref[...] += x_ref[...]


def build(interpret):
    rng = np.random.default_rng(4)
    x = jnp.asarray(rng.integers(-100, 100, (64, 128)).astype(np.int32))
    fn = pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct((8, 128), jnp.int32),
        grid=(8,),
        in_specs=[pl.BlockSpec((8, 128), lambda i: (i, 0))],
        out_specs=pl.BlockSpec((8, 128), lambda i: (0, 0)),
        compiler_params=pltpu.CompilerParams(dimension_semantics=("arbitrary",)),
        interpret=interpret,
    )
    return fn, (x,)
