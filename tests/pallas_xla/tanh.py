"""`jnp.tanh` of f32 blocks: XLA:CPU's tanh, over random and edge values
(around its small-argument cutoff 4e-4, its clamp ±7.998 and its
saturation at 20)."""
import os
import sys

import jax.numpy as jnp
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from inputs import around, unary_probe  # noqa: E402

build = unary_probe(
    jnp.tanh,
    22,
    np.concatenate([around([4e-4, 7.998811, 8.0, 9.0, 20.0, 1e-3, 0.5, 1.0])]),
)
