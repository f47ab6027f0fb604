"""`pltpu.emit_pipeline` inside a kernel: both operands stay in HBM and an
inner pipeline over (8, 128) blocks computes x * y + x."""
import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu


def inner(x_ref, y_ref, o_ref):
    o_ref[...] = x_ref[...] * y_ref[...] + x_ref[...]


def kernel(x_hbm, y_hbm, o_hbm):
    spec = pl.BlockSpec((8, 128), lambda i: (i, 0))
    pltpu.emit_pipeline(inner, grid=(4,), in_specs=[spec, spec], out_specs=spec)(
        x_hbm, y_hbm, o_hbm
    )


def build(interpret):
    rng = np.random.default_rng(7)
    x = jnp.asarray(rng.standard_normal((32, 128), dtype=np.float32))
    y = jnp.asarray(rng.standard_normal((32, 128), dtype=np.float32))
    anyspec = pl.BlockSpec(memory_space=pl.ANY)
    fn = pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
        in_specs=[anyspec, anyspec],
        out_specs=anyspec,
        interpret=interpret,
    )
    return fn, (x, y)
