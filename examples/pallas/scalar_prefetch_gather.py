"""Scalar prefetch: an i32 index vector, prefetched into SMEM, picks which
(8, 128) block of the table each grid step reads (a block gather)."""
import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu


def kernel(idx_ref, table_ref, o_ref):
    o_ref[...] = table_ref[...] + idx_ref[pl.program_id(0)].astype(jnp.float32)


def build(interpret):
    rng = np.random.default_rng(5)
    idx = jnp.asarray(np.array([3, 0, 2, 2], dtype=np.int32))
    table = jnp.asarray(rng.standard_normal((32, 128), dtype=np.float32))
    grid_spec = pltpu.PrefetchScalarGridSpec(
        num_scalar_prefetch=1,
        grid=(4,),
        in_specs=[pl.BlockSpec((8, 128), lambda i, idx: (idx[i], 0))],
        out_specs=pl.BlockSpec((8, 128), lambda i, idx: (i, 0)),
    )
    fn = pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct((32, 128), jnp.float32),
        grid_spec=grid_spec,
        interpret=interpret,
    )
    return fn, (idx, table)
