"""`jnp.exp` of f32 blocks: XLA:CPU's exp, over random and edge values."""
import os
import sys

import jax.numpy as jnp

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from inputs import unary_probe  # noqa: E402

build = unary_probe(jnp.exp, 21)
