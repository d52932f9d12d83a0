"""Shared test settings.

The notebook kernels that nbval starts inherit this process's environment: they run as
``make notebooks`` ran them when it stored their outputs (``gamelib.show.outputs``), so that
nbval compares like with like. The test process itself draws figures without a screen.
"""

import matplotlib

from gamelib.show.outputs import kernel_environment

kernel_environment()
matplotlib.use("Agg")
