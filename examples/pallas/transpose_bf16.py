"""A 2-D grid whose output block (j, i) is the transpose of input block
(i, j) (`x.T`: `tpu.transpose`), scaled in bf16 and widened back to f32:
each bf16 op is rounded to bf16 as the module says."""
import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl


def kernel(x_ref, o_ref):
    t = x_ref[...].T
    h = t.astype(jnp.bfloat16) * jnp.bfloat16(3) + jnp.bfloat16(0.5)
    step = (pl.program_id(0) * 3 + pl.program_id(1)).astype(jnp.float32)
    o_ref[...] = h.astype(jnp.float32) - step


def build(interpret):
    rng = np.random.default_rng(31)
    x = jnp.asarray((rng.standard_normal((256, 384)) * 100).astype(np.float32))
    fn = pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct((384, 256), jnp.float32),
        grid=(2, 3),
        in_specs=[pl.BlockSpec((128, 128), lambda i, j: (i, j))],
        out_specs=pl.BlockSpec((128, 128), lambda i, j: (j, i)),
        interpret=interpret,
    )
    return fn, (x,)
