"""`jax.lax.rsqrt` alone in its fusion over a grid of two steps: still
XLA:CPU's vectorised code, over the operands of `rsqrt_vec`."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from rsqrt_vec import call  # noqa: E402


def build(interpret):
    return call(2, interpret)
