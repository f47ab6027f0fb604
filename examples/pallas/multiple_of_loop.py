"""A `lax.fori_loop` over row blocks of the input read at a dynamic
offset promised a multiple of 8 (`pl.multiple_of`: `tpu.assume_multiple`),
accumulated with a halving weight in a VMEM scratch, over a grid."""
import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu


def kernel(x_ref, o_ref, acc_ref):
    acc_ref[...] = jnp.zeros_like(acc_ref)

    def body(i, weight):
        start = pl.multiple_of(i * 8, 8)
        acc_ref[...] += x_ref[pl.ds(start, 8), :] * weight
        return weight * 0.5

    jax.lax.fori_loop(0, 4, body, jnp.float32(1.0))
    o_ref[...] = acc_ref[...]


def build(interpret):
    rng = np.random.default_rng(20)
    x = jnp.asarray(rng.standard_normal((64, 256)).astype(np.float32))
    fn = pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct((16, 256), jnp.float32),
        grid=(2, 2),
        in_specs=[pl.BlockSpec((32, 128), lambda i, j: (i, j))],
        out_specs=pl.BlockSpec((8, 128), lambda i, j: (i, j)),
        scratch_shapes=[pltpu.VMEM((8, 128), jnp.float32)],
        interpret=interpret,
    )
    return fn, (x,)
