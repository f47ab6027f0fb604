"""Manual double-buffered DMA: the input stays in HBM (`pl.ANY`); the
kernel copies (8, 128) chunks into two VMEM slots with its own DMAs and
semaphores, starting chunk c+1 while it scales chunk c."""
import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

CHUNKS = 4


def kernel(x_hbm, o_ref, buf, sem):
    def copy(c, slot):
        return pltpu.make_async_copy(x_hbm.at[pl.ds(c * 8, 8)], buf.at[slot], sem.at[slot])

    copy(0, 0).start()
    for c in range(CHUNKS):
        slot = c % 2
        if c + 1 < CHUNKS:
            copy(c + 1, 1 - slot).start()
        copy(c, slot).wait()
        o_ref[pl.ds(c * 8, 8), :] = buf[slot] * 2.0 + 1.0


def build(interpret):
    rng = np.random.default_rng(3)
    x = jnp.asarray(rng.standard_normal((8 * CHUNKS, 128), dtype=np.float32))
    fn = pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
        in_specs=[pl.BlockSpec(memory_space=pl.ANY)],
        out_specs=pl.BlockSpec(memory_space=pltpu.VMEM),
        scratch_shapes=[pltpu.VMEM((2, 8, 128), jnp.float32), pltpu.SemaphoreType.DMA((2,))],
        interpret=interpret,
    )
    return fn, (x,)
