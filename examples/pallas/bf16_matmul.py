"""A bf16 x bf16 -> f32 matmul in one block, with the bias row added."""
import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl


def kernel(a_ref, b_ref, bias_ref, o_ref):
    acc = jnp.dot(a_ref[...], b_ref[...], preferred_element_type=jnp.float32)
    o_ref[...] = acc + bias_ref[...]


def build(interpret):
    rng = np.random.default_rng(11)
    a = jnp.asarray(rng.integers(-3, 4, (128, 128)).astype(np.float32)).astype(jnp.bfloat16)
    b = jnp.asarray(rng.integers(-3, 4, (128, 128)).astype(np.float32)).astype(jnp.bfloat16)
    bias = jnp.asarray(rng.integers(-8, 8, (1, 128)).astype(np.float32))
    fn = pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct((128, 128), jnp.float32),
        interpret=interpret,
    )
    return fn, (a, b, bias)
