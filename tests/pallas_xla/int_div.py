"""Integer division and remainder where `arith` leaves them undefined:
by zero, and `INT_MIN / -1`, signed (`lax.div`, `lax.rem` of int32) and
unsigned (uint32), beside random operands of every sign and size."""
import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl


def kernel(a_ref, b_ref, u_ref, v_ref, q_ref, r_ref, uq_ref, ur_ref):
    a, b = a_ref[...], b_ref[...]
    q_ref[...] = jax.lax.div(a, b)
    r_ref[...] = jax.lax.rem(a, b)
    u, v = u_ref[...], v_ref[...]
    uq_ref[...] = jax.lax.div(u, v)
    ur_ref[...] = jax.lax.rem(u, v)


def build(interpret):
    rng = np.random.default_rng(31)
    a = rng.integers(-2**31, 2**31, (8, 128), dtype=np.int64).astype(np.int32)
    b = rng.integers(-7, 8, (8, 128), dtype=np.int32)
    b[2] = rng.integers(-2**31, 2**31, 128, dtype=np.int64).astype(np.int32)
    a[0, :16] = -2**31
    b[0, :8] = -1
    b[0, 8:16] = 0
    b[1, :32] = 0
    u = rng.integers(0, 2**32, (8, 128), dtype=np.uint64).astype(np.uint32)
    v = rng.integers(0, 9, (8, 128), dtype=np.uint32)
    v[1, :32] = 0
    u[0, :8] = 2**32 - 1
    spec = pl.BlockSpec((8, 128), lambda: (0, 0))
    i32 = jax.ShapeDtypeStruct((8, 128), jnp.int32)
    u32 = jax.ShapeDtypeStruct((8, 128), jnp.uint32)
    fn = pl.pallas_call(
        kernel,
        out_shape=(i32, i32, u32, u32),
        in_specs=[spec] * 4,
        out_specs=(spec,) * 4,
        interpret=interpret,
    )
    return fn, tuple(jnp.asarray(x) for x in (a, b, u, v))
