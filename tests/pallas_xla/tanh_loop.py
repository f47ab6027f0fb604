"""`jnp.tanh` next to other elementwise ops (twice the CDF of the tanh
form of GELU), which XLA:CPU fuses into one loop and compiles to scalar
code: its tanh without FMAs, over random and edge values. The `1 +`
keeps every result normal (the `arith` ops around the tanh keep
subnormals, where XLA:CPU flushes them)."""
import os
import sys

import jax.numpy as jnp
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from inputs import around, unary_probe  # noqa: E402


def gelu_cdf2(x):
    return 1.0 + jnp.tanh(0.7978846 * (x + 0.044715 * x * x * x))


build = unary_probe(gelu_cdf2, 28, np.concatenate([around([5e-4, 1.0, 2.0, 3.0, 3.4, 10.0], 8)]))
