"""The NaN an invalid operation makes (`0 / 0`, `inf / inf`, `inf - inf`,
`0 * inf`, `sqrt(-1)`), and NaN operands of both signs, quiet and
signalling, with payloads, through `+ - * /` and `sqrt` of f32 blocks:
every pair of the special operands in both orders, beside random ones."""
import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl

F32 = np.float32


def kernel(a_ref, b_ref, add_ref, sub_ref, mul_ref, div_ref, sqrt_ref):
    a, b = a_ref[...], b_ref[...]
    add_ref[...] = a + b
    sub_ref[...] = a - b
    mul_ref[...] = a * b
    div_ref[...] = a / b
    sqrt_ref[...] = jnp.sqrt(a)


def specials():
    """Zeros, ones, infinities and NaNs: quiet and signalling, both signs,
    with and without payloads."""
    nans = np.array(
        [0x7FC00000, 0xFFC00000, 0x7FC01234, 0xFFC00042, 0x7F800001, 0xFF800123],
        dtype=np.uint32,
    ).view(F32)
    finite = np.array([0.0, -0.0, 1.0, -1.0, 3.5, -2.0], dtype=F32)
    infs = np.array([np.inf, -np.inf], dtype=F32)
    return np.concatenate([finite, infs, nans]).astype(F32)


def build(interpret):
    rng = np.random.default_rng(47)
    s = specials()
    pa, pb = np.meshgrid(s, s, indexing="ij")
    n = 16 * 128
    a = rng.standard_normal(n).astype(F32)
    b = rng.standard_normal(n).astype(F32)
    a[: pa.size] = pa.ravel()
    b[: pb.size] = pb.ravel()
    a, b = a.reshape(16, 128), b.reshape(16, 128)
    spec = pl.BlockSpec((16, 128), lambda: (0, 0))
    out = jax.ShapeDtypeStruct((16, 128), jnp.float32)
    fn = pl.pallas_call(
        kernel,
        out_shape=(out,) * 5,
        in_specs=[spec] * 2,
        out_specs=(spec,) * 5,
        interpret=interpret,
    )
    return fn, (jnp.asarray(a), jnp.asarray(b))
