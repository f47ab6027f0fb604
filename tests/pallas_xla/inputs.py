"""Operands for the XLA:CPU arithmetic probes: random f32 of several
kinds and the edge values (zeros, subnormals, infinities, NaN, the ends
of each op's range), as rows of 128 lanes."""
import numpy as np

F32 = np.float32


def edges():
    """Edge values every probe includes, each with both signs."""
    tiny = np.array([1, 2, 0x7FFFFF, 0x800000, 0x800001], dtype=np.uint32).view(F32)
    big = np.array([0x7F7FFFFF, 0x7F800000, 0x7FC00000], dtype=np.uint32).view(F32)
    near = np.array(
        [0.0, 0.5, 1.0, 2.0, 4.0, 1e-20, 1e-10, 87.3, 87.8, 87.9, 88.7, 88.72, 88.8,
         88.9, 103.0, 104.0, 126.0, 1e10, 1e30],
        dtype=F32,
    )
    v = np.concatenate([tiny, big, near])
    return np.concatenate([v, -v]).astype(F32)


def random_values(rng, n):
    """`n` f32: a quarter uniform in [-100, 100], a quarter normal, a
    quarter of random bit patterns (every exponent), a quarter
    log-uniform in magnitude from 1e-38 to 1e38 with random signs."""
    q = n // 4
    bits = rng.integers(0, 2**32, q, dtype=np.uint64).astype(np.uint32).view(F32)
    mag = F32(10.0) ** rng.uniform(-38, 38, n - 3 * q).astype(F32)
    sign = np.where(rng.random(n - 3 * q) < 0.5, F32(-1), F32(1))
    return np.concatenate(
        [
            rng.uniform(-100, 100, q).astype(F32),
            rng.standard_normal(q).astype(F32),
            bits,
            (mag * sign).astype(F32),
        ]
    )


def around(values, ulps=4):
    """Each of `values` and the f32 up to `ulps` steps either side of it:
    the neighbourhood of a branch switch or a clamp."""
    bits = np.asarray(values, dtype=F32).view(np.uint32).astype(np.int64)
    steps = np.arange(-ulps, ulps + 1)
    near = (bits[:, None] + steps[None, :]).reshape(-1)
    return near.clip(0, 0x7F800000).astype(np.uint32).view(F32)


def unary_probe(fn, seed, extra=()):
    """`build` for a probe of the elementwise `fn` on f32 blocks of
    (256, 128) over a grid of 4: the edge values, `extra` (values near
    where `fn`'s algorithm switches branches or clamps, with both signs),
    then random values of every kind."""
    import jax
    import jax.numpy as jnp
    from jax.experimental import pallas as pl

    rows, steps = 256, 4

    def kernel(x_ref, o_ref):
        o_ref[...] = fn(x_ref[...])

    def build(interpret):
        rng = np.random.default_rng(seed)
        n = rows * steps * 128
        x = np.asarray(extra, dtype=F32)
        e = np.concatenate([edges(), x, -x]).astype(F32)
        x = np.concatenate([e, random_values(rng, n - e.size)]).reshape(rows * steps, 128)
        spec = pl.BlockSpec((rows, 128), lambda i: (i, 0))
        call = pl.pallas_call(
            kernel,
            out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
            grid=(steps,),
            in_specs=[spec],
            out_specs=spec,
            interpret=interpret,
        )
        return call, (jnp.asarray(x),)

    return build
