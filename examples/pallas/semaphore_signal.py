"""Scalar prefetch with semaphores: the prefetched offsets choose which
HBM rows two DMAs copy; a regular semaphore counts them through
`semaphore_signal`/`semaphore_wait`."""
import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu


def kernel(off_ref, x_hbm, o_ref, buf, dma_sem, count_sem):
    for s in range(2):
        copy = pltpu.make_async_copy(x_hbm.at[pl.ds(off_ref[s] * 8, 8)], buf.at[s], dma_sem.at[s])
        copy.start()
        copy.wait()
        pl.semaphore_signal(count_sem, 1)
    pl.semaphore_wait(count_sem, 2)
    o_ref[...] = buf[0] - buf[1]


def build(interpret):
    rng = np.random.default_rng(6)
    off = jnp.asarray(np.array([2, 1], dtype=np.int32))
    x = jnp.asarray(rng.standard_normal((32, 128), dtype=np.float32))
    grid_spec = pltpu.PrefetchScalarGridSpec(
        num_scalar_prefetch=1,
        grid=(1,),
        in_specs=[pl.BlockSpec(memory_space=pl.ANY)],
        out_specs=pl.BlockSpec((8, 128), lambda i, off: (0, 0)),
        scratch_shapes=[
            pltpu.VMEM((2, 8, 128), jnp.float32),
            pltpu.SemaphoreType.DMA((2,)),
            pltpu.SemaphoreType.REGULAR,
        ],
    )
    fn = pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct((8, 128), jnp.float32),
        grid_spec=grid_spec,
        interpret=interpret,
    )
    return fn, (off, x)
