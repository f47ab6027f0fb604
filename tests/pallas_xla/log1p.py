"""`jnp.log1p` of f32 blocks: XLA:CPU's log1p, over random and edge
values (around -1, its switch between the rational form and `log(1 +
x)` at 0.414, and small arguments)."""
import os
import sys

import jax.numpy as jnp
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from inputs import around, unary_probe  # noqa: E402

build = unary_probe(
    jnp.log1p,
    24,
    np.concatenate(
        [
            around([-1.0, -0.99999, 0.41421354, -0.41421354, 1e-4, 1e-8, 0.29289323], 8),
            np.linspace(-1, 1, 4001, dtype=np.float32),
        ]
    ),
)
