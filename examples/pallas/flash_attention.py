"""Flash attention over a 2-D grid: (128, 128) query blocks by (128, 128)
key/value blocks, the running max and sum as (128, 1) scratch and the
accumulator as (128, 128) scratch. Its statistic `alpha * l + sum(p)`
over one lane is what XLA:CPU contracts into a fused multiply-add (the
accumulator's `alpha * acc + p @ v`, `alpha` broadcast, is not)."""
import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

BQ, BK, D = 128, 128, 128


def kernel(q_ref, k_ref, v_ref, o_ref, m_sc, l_sc, acc_sc):
    kv = pl.program_id(1)

    @pl.when(kv == 0)
    def _():
        m_sc[...] = jnp.full_like(m_sc, -jnp.inf)
        l_sc[...] = jnp.zeros_like(l_sc)
        acc_sc[...] = jnp.zeros_like(acc_sc)

    s = jax.lax.dot_general(
        q_ref[...], k_ref[...], (((1,), (1,)), ((), ())), preferred_element_type=jnp.float32
    ) * 0.125
    m_prev = m_sc[...]
    m_new = jnp.maximum(m_prev, jnp.max(s, axis=-1, keepdims=True))
    p = jnp.exp(s - m_new)
    alpha = jnp.exp(m_prev - m_new)
    l_sc[...] = alpha * l_sc[...] + jnp.sum(p, axis=-1, keepdims=True)
    acc_sc[...] = alpha * acc_sc[...] + jnp.dot(p, v_ref[...], preferred_element_type=jnp.float32)
    m_sc[...] = m_new

    @pl.when(kv == pl.num_programs(1) - 1)
    def _():
        o_ref[...] = acc_sc[...] / l_sc[...]


def build(interpret):
    rng = np.random.default_rng(43)
    q = jnp.asarray(rng.standard_normal((2 * BQ, D)).astype(np.float32))
    k = jnp.asarray(rng.standard_normal((3 * BK, D)).astype(np.float32))
    v = jnp.asarray(rng.standard_normal((3 * BK, D)).astype(np.float32))
    fn = pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct((2 * BQ, D), jnp.float32),
        grid=(2, 3),
        in_specs=[
            pl.BlockSpec((BQ, D), lambda i, j: (i, 0)),
            pl.BlockSpec((BK, D), lambda i, j: (j, 0)),
            pl.BlockSpec((BK, D), lambda i, j: (j, 0)),
        ],
        out_specs=pl.BlockSpec((BQ, D), lambda i, j: (i, 0)),
        scratch_shapes=[
            pltpu.VMEM((BQ, 1), jnp.float32),
            pltpu.VMEM((BQ, 1), jnp.float32),
            pltpu.VMEM((BQ, D), jnp.float32),
        ],
        interpret=interpret,
    )
    return fn, (q, k, v)
