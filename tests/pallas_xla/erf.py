"""`jax.lax.erf` of f32 blocks: XLA:CPU's erf, over random and edge
values (around its saturation at 3.8325 and small arguments)."""
import os
import sys

import jax
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from inputs import around, unary_probe  # noqa: E402

build = unary_probe(
    jax.lax.erf,
    25,
    np.concatenate(
        [around([3.8325067, 1e-4, 0.5, 1.0, 2.0, 3.0], 8), np.linspace(-4, 4, 4001, dtype=np.float32)]
    ),
)
