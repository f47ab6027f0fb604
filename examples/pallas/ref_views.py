"""No grid: a ref reshaped (`x_ref.reshape`, tpu.memref_reshape) and a
ref bitcast (`x_ref.bitcast`, tpu.memref_bitcast), read and written
from.

Pallas's TPU interpret mode (`pltpu.InterpretParams()`) cannot index a
reshaped or bitcast ref in jax 0.10.2 (`'ReshapeTransform' object has no
attribute 'indices'`), so this kernel's reference is the generic
interpret mode, `interpret=True`."""
import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl

REFERENCE = "interpret=True"


def kernel(x_ref, o_ref, b_ref):
    r = x_ref.reshape(2, 8, 128)
    o_ref[...] = r[0] - r[1] * r[0]
    b_ref[...] = x_ref.bitcast(jnp.int32)[...][8:16] + 1


def build(interpret):
    rng = np.random.default_rng(24)
    x = jnp.asarray(rng.standard_normal((16, 128), dtype=np.float32))
    fn = pl.pallas_call(
        kernel,
        out_shape=(
            jax.ShapeDtypeStruct((8, 128), jnp.float32),
            jax.ShapeDtypeStruct((8, 128), jnp.int32),
        ),
        interpret=interpret,
    )
    return fn, (x,)
