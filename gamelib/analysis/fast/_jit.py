"""numba when it is installed, plain Python otherwise: the kernels of :mod:`gamelib.analysis.fast` are
written once, in the subset of Python that numba compiles, and run as they are without it.

numba is an optional dependency (``pip install numba``); ``HAVE_NUMBA`` says whether it is here.
Set ``GAMELIB_NO_NUMBA=1`` to run the plain-Python kernels even when it is (for comparisons).
"""

from __future__ import annotations

import importlib.util
import os

HAVE_NUMBA = (importlib.util.find_spec("numba") is not None
              and not os.environ.get("GAMELIB_NO_NUMBA"))


def njit(fn):
    """``numba.njit(cache=True)`` of ``fn`` when numba is installed; ``fn`` itself otherwise.
    numba is imported here, on first use of a kernel module, never by ``import gamelib``."""
    if not HAVE_NUMBA:
        return fn
    import numba

    return numba.njit(cache=True, nogil=True)(fn)
