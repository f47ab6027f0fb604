"""The multiply-add cases of `contract_cases` over (256, 1) blocks,
a last dimension of 1 (the row statistics of a keepdims reduction): contracted where the rule says so."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from contract_cases import probe  # noqa: E402

build = probe((256, 1), 61)
