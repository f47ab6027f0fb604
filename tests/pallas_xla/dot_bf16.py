"""bf16 × bf16 → f32 dots: XLA:CPU's (YNNPACK's) order of the products,
for K = 128, 256 and 512, the transposed form and an (8, 128) block, over
values of a wide exponent range with bf16 subnormals, products that
underflow f32 and exact cancellations."""
import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl

# (M, K, N, right operand transposed)
SHAPES = [(128, 128, 128, False), (128, 256, 128, False), (64, 512, 128, False),
          (128, 256, 128, True), (8, 128, 128, False)]


def operand(rng, shape):
    """Normal values times 2^e, e uniform in [-40, 40] per element, with
    every 17th element a bf16 subnormal and every 23rd tiny (2^-70 · x),
    so that some products underflow; rows 0 and 1 of every block are
    narrow-range (e in [-2, 2]) so ordinary rounding dominates there."""
    x = rng.standard_normal(shape).astype(np.float32)
    e = rng.integers(-40, 41, shape)
    e[:2] = rng.integers(-2, 3, e[:2].shape)
    x = x * np.exp2(e).astype(np.float32)
    flat = x.reshape(-1)
    sub = np.arange(0, flat.size, 17)
    flat[sub] = (rng.integers(1, 0x7F, sub.size).astype(np.uint32) << 16).view(np.float32)
    tiny = np.arange(5, flat.size, 23)
    flat[tiny] *= np.float32(2.0**-70)
    return jnp.asarray(flat.reshape(shape)).astype(jnp.bfloat16)


def kernel(*refs):
    n = len(SHAPES)
    for s, (_, _, _, t) in enumerate(SHAPES):
        a, b, o = refs[2 * s], refs[2 * s + 1], refs[2 * n + s]
        dims = (((1,), (1,)), ((), ())) if t else (((1,), (0,)), ((), ()))
        o[...] = jax.lax.dot_general(a[...], b[...], dims, preferred_element_type=jnp.float32)


def build(interpret):
    rng = np.random.default_rng(26)
    args, in_specs, out_shape, out_specs = [], [], [], []
    for m, k, n, t in SHAPES:
        b_shape = (n, k) if t else (k, n)
        for shape in [(m, k), b_shape]:
            args.append(operand(rng, shape))
            in_specs.append(pl.BlockSpec(shape, lambda: (0, 0)))
        out_shape.append(jax.ShapeDtypeStruct((m, n), jnp.float32))
        out_specs.append(pl.BlockSpec((m, n), lambda: (0, 0)))
    fn = pl.pallas_call(
        kernel,
        out_shape=tuple(out_shape),
        in_specs=in_specs,
        out_specs=tuple(out_specs),
        interpret=interpret,
    )
    return fn, tuple(args)
