"""A bf16 x bf16 -> f32 matmul of random normal operands over a grid of
column blocks, then GELU: the tanh approximation and the exact form
written with `erf` (Mosaic lowers no `erfc`), as two outputs. The dot's products and sums are not exact, so
XLA:CPU's order of the products shows in the bits, and so do its `tanh`
and `erf`."""
import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl


def kernel(a_ref, b_ref, tanh_ref, erf_ref):
    h = jnp.dot(a_ref[...], b_ref[...], preferred_element_type=jnp.float32)
    tanh_ref[...] = jax.nn.gelu(h, approximate=True)
    erf_ref[...] = 0.5 * h * (1.0 + jax.lax.erf(h * np.float32(np.sqrt(0.5))))


def build(interpret):
    rng = np.random.default_rng(27)
    a = jnp.asarray(rng.standard_normal((128, 256)).astype(np.float32)).astype(jnp.bfloat16)
    b = jnp.asarray(rng.standard_normal((256, 256)).astype(np.float32) / 16).astype(jnp.bfloat16)
    out = jax.ShapeDtypeStruct((128, 256), jnp.float32)
    col = pl.BlockSpec((128, 128), lambda j: (0, j))
    fn = pl.pallas_call(
        kernel,
        out_shape=(out, out),
        grid=(2,),
        in_specs=[pl.BlockSpec((128, 256), lambda j: (0, 0)), pl.BlockSpec((256, 128), lambda j: (0, j))],
        out_specs=(col, col),
        interpret=interpret,
    )
    return fn, (a, b)
