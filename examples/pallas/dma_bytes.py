"""DMA semaphores count bytes: two 8-row copies started on one semaphore
are waited for by one 16-row descriptor, and one 16-row copy by two
8-row descriptors, as interpret mode (and a TPU) allow."""
import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu


def kernel(x_hbm, o_ref, buf, sem):
    top = pltpu.make_async_copy(x_hbm.at[pl.ds(0, 8)], buf.at[pl.ds(0, 8)], sem)
    bottom = pltpu.make_async_copy(x_hbm.at[pl.ds(8, 8)], buf.at[pl.ds(8, 8)], sem)
    whole = pltpu.make_async_copy(x_hbm, buf, sem)
    top.start()
    bottom.start()
    whole.wait()
    o_ref[...] = buf[...] * 2.0
    whole.start()
    top.wait()
    bottom.wait()
    o_ref[...] = o_ref[...] + buf[...]


def build(interpret):
    rng = np.random.default_rng(25)
    x = jnp.asarray(rng.standard_normal((16, 128), dtype=np.float32))
    fn = pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
        in_specs=[pl.BlockSpec(memory_space=pl.ANY)],
        scratch_shapes=[pltpu.VMEM((16, 128), jnp.float32), pltpu.SemaphoreType.DMA],
        interpret=interpret,
    )
    return fn, (x,)
