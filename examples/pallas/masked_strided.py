"""No grid: an exact `pl.reciprocal` (tpu.reciprocal), a stride-2 row load
(tpu.strided_load), a store masked to the left 64 lanes (a masked
tpu.vector_store) and a store to every odd row (tpu.strided_store)."""
import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu


def kernel(x_ref, o_ref):
    x = x_ref[...]
    r = pl.reciprocal(x, approx=False)
    ev = x_ref[pl.ds(0, 8, stride=2), :]
    o_ref[...] = r
    o_ref[pl.ds(0, 8), :] = ev
    mask = jax.lax.broadcasted_iota(jnp.int32, (16, 128), 1) < 64
    pltpu.store(o_ref, jnp.zeros((16, 128), jnp.float32), mask=mask)
    o_ref[pl.ds(1, 8, stride=2), :] = -ev


def build(interpret):
    rng = np.random.default_rng(3)
    x = jnp.asarray(rng.uniform(1, 4, (16, 128)).astype(np.float32))
    fn = pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
        interpret=interpret,
    )
    return fn, (x,)
