"""Multiply-adds over blocks whose last dimension is `lanes`, in the
forms that decide whether XLA:CPU contracts them (`docs/pallas.md`
§ Values, contracted multiply-adds): alone, subtracted either way, in a
chain, with two multiplies, under a select, a multiply used twice (by two
elementwise ops: copied into both fusions; by a store: not fused), next
to a constant (the legacy emitter) and the flash-attention statistic
`alpha * l + sum(p)` with `alpha` an `exp`; and, in the legacy
emitter's scalar loop (a constant in the fusion), a multiply-add or a
`tanh` emitted before an `exp` (contracted over any shape) or after it
(not), and an `rsqrt` before an `exp`. Operands are normal values,
a few zeros, infinities and NaNs (XLA:CPU flushes subnormals, which the
probe leaves out)."""
import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl

F32 = np.float32


def cases(a, b, c):
    m = a * b
    s = a * b + c
    return [
        a * b + c,
        a * b - c,
        c - a * b,
        (a * b + c) * a + b,
        a * b + c * a,
        a * b - c * a,
        jnp.where(a > b, a * b + c, c),
        m,
        m + c,
        s,
        s * b,
        (a * c + b) * 2.0,
        jnp.maximum(a * c + b, 0.0),
        jnp.exp(a - b) * c + jnp.sum(b * c, axis=-1, keepdims=True),
        (lambda t: (t + c, t * c))(b * c)[0],
        (lambda t: (t + c, t * c))(b * c)[1],
        jnp.exp(a * b + c),
        a / b * c + a,
        jnp.exp((a * b + c) * 0.5),
        jnp.exp(a * 0.5) * b + c,
        jnp.tanh(a * 0.5) + jnp.exp(c * 0.5),
        jax.lax.rsqrt(jnp.abs(a) + 1.0) + jnp.exp(c * 0.5),
    ]


def operands(rng, shape):
    n = int(np.prod(shape))
    special = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0], dtype=F32)
    vals = []
    for _ in range(3):
        v = rng.standard_normal(n).astype(F32) * F32(4)
        v[rng.integers(0, n, 6)] = rng.choice(special, 6)
        vals.append(v.reshape(shape))
    return vals


def probe(shape, seed):
    """`build` for the cases over f32 blocks of `shape`."""

    def kernel(a_ref, b_ref, c_ref, *outs):
        for o, v in zip(outs, cases(a_ref[...], b_ref[...], c_ref[...])):
            o[...] = jnp.broadcast_to(v, o.shape)

    def build(interpret):
        rng = np.random.default_rng(seed)
        a, b, c = operands(rng, shape)
        n = len(cases(a, b, c))
        sh = jax.ShapeDtypeStruct(shape, jnp.float32)
        call = pl.pallas_call(kernel, out_shape=(sh,) * n, interpret=interpret)
        return call, tuple(jnp.asarray(v) for v in (a, b, c))

    return build
