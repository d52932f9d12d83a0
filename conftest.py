"""Shared test settings.

GAMELIB_QUICK=1 reaches the notebook kernels that nbval starts (they inherit this process's
environment), so notebooks run their Monte Carlo cells at a small size under test; a reader
running them by hand gets the full size.
"""

import os

os.environ.setdefault("GAMELIB_QUICK", "1")
os.environ.setdefault("MPLBACKEND", "Agg")
