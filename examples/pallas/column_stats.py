"""Column statistics over a grid: each step adds a (64, 256) f32 block's
column sums (`jnp.sum(x, axis=0)`, 16384 elements: XLA:CPU hands it to
YNNPACK, whose order of the adds shows in the bits) into a resident
(1, 256) output, counts each column's positive elements into a resident
uint32 output, and writes the block scaled into a bf16 output (results
saved as interpret mode's arrays are: `<u4` and JAX's two-byte void)."""
import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu


def kernel(x_ref, s_ref, n_ref, y_ref):
    @pl.when(pl.program_id(0) == 0)
    def _():
        s_ref[...] = jnp.zeros_like(s_ref)
        n_ref[...] = jnp.zeros_like(n_ref)

    x = x_ref[...]
    s_ref[...] += jnp.sum(x, axis=0, keepdims=True)
    n_ref[...] += jnp.sum((x > 0).astype(jnp.int32), axis=0, keepdims=True).astype(jnp.uint32)
    y_ref[...] = (x * 0.75).astype(jnp.bfloat16)


def build(interpret):
    rng = np.random.default_rng(12)
    mag = np.float32(2.0) ** rng.integers(-20, 20, (256, 256)).astype(np.float32)
    x = jnp.asarray((rng.standard_normal((256, 256)) * mag).astype(np.float32))
    fn = pl.pallas_call(
        kernel,
        out_shape=(
            jax.ShapeDtypeStruct((1, 256), jnp.float32),
            jax.ShapeDtypeStruct((1, 256), jnp.uint32),
            jax.ShapeDtypeStruct((256, 256), jnp.bfloat16),
        ),
        grid=(4,),
        in_specs=[pl.BlockSpec((64, 256), lambda i: (i, 0))],
        out_specs=(
            pl.BlockSpec((1, 256), lambda i: (0, 0)),
            pl.BlockSpec((1, 256), lambda i: (0, 0)),
            pl.BlockSpec((64, 256), lambda i: (i, 0)),
        ),
        compiler_params=pltpu.CompilerParams(dimension_semantics=("arbitrary",)),
        interpret=interpret,
    )
    return fn, (x,)
