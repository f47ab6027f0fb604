"""`jnp.take_along_axis` along lanes and along sublanes
(`tpu.dynamic_gather`), `jnp.isfinite` (`tpu.weird`) on NaNs and
infinities, and `pl.debug_print` of scalars (`tpu.log`) over a grid."""
import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl


def kernel(x_ref, i_ref, j_ref, lanes_ref, rows_ref, fin_ref):
    pl.debug_print("block {} of {}", pl.program_id(0), pl.num_programs(0))
    pl.debug_print("no placeholders")
    x = x_ref[...]
    lanes_ref[...] = jnp.take_along_axis(x, i_ref[...], axis=1)
    rows_ref[...] = jnp.take_along_axis(x, j_ref[...], axis=0)
    fin_ref[...] = jnp.where(jnp.isfinite(x), x, -1.0)


def build(interpret):
    rng = np.random.default_rng(23)
    x = rng.standard_normal((16, 128)).astype(np.float32)
    x[0, :5] = [np.nan, np.inf, -np.inf, 3.4e38, -0.0]
    x[9, 7] = np.nan
    i = rng.integers(0, 128, (16, 128)).astype(np.int32)
    j = rng.integers(0, 8, (16, 128)).astype(np.int32)
    spec = pl.BlockSpec((8, 128), lambda b: (b, 0))
    out = jax.ShapeDtypeStruct((16, 128), jnp.float32)
    fn = pl.pallas_call(
        kernel,
        out_shape=(out, out, out),
        grid=(2,),
        in_specs=[spec, spec, spec],
        out_specs=[spec, spec, spec],
        interpret=interpret,
    )
    return fn, (jnp.asarray(x), jnp.asarray(i), jnp.asarray(j))
