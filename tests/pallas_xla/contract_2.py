"""The multiply-add cases of `contract_cases` over (128, 2) blocks,
a last dimension of 2: contracted where the rule says so."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from contract_cases import probe  # noqa: E402

build = probe((128, 2), 62)
