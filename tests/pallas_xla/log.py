"""`jnp.log` of f32 blocks: XLA:CPU's log, over random and edge values
(around 1, the mantissa's split at sqrt(1/2), powers of two, the
smallest normal and the largest finite value)."""
import os
import sys

import jax.numpy as jnp
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from inputs import around, unary_probe  # noqa: E402

build = unary_probe(
    jnp.log,
    23,
    np.concatenate(
        [
            around([1.0, 0.70710677, 1.4142135, 2.0, 0.5, 3.4028235e38, 1.1754944e-38], 8),
            np.float32(1.0) + np.arange(-2000, 2000, dtype=np.float32) * np.float32(2**-20),
        ]
    ),
)
