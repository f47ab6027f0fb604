"""A batched matmul, `einsum('bqk,bkd->bqd')` (tpu.matmul with batch
dimensions), over a grid of two batch blocks."""
import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl


def kernel(q_ref, k_ref, o_ref):
    o_ref[...] = jnp.einsum(
        "bqk,bkd->bqd", q_ref[...], k_ref[...], preferred_element_type=jnp.float32
    )


def build(interpret):
    rng = np.random.default_rng(23)
    q = jnp.asarray(rng.standard_normal((4, 8, 128), dtype=np.float32))
    k = jnp.asarray(rng.standard_normal((4, 128, 128), dtype=np.float32))
    fn = pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct((4, 8, 128), jnp.float32),
        grid=(2,),
        in_specs=[
            pl.BlockSpec((2, 8, 128), lambda b: (b, 0, 0)),
            pl.BlockSpec((2, 128, 128), lambda b: (b, 0, 0)),
        ],
        out_specs=pl.BlockSpec((2, 8, 128), lambda b: (b, 0, 0)),
        interpret=interpret,
    )
    return fn, (q, k)
