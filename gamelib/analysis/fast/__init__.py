"""Fast paths that reproduce the reference engine exactly, for Monte Carlo at scale.

* :mod:`gamelib.analysis.fast.beasts`: the Académie's pool and beasts over thousands of sessions at once,
  settling hand results exactly as :class:`gamelib.games.ombre.pool.PoolSession` does
  (``beast_growth``, ``settle_sessions``).
* :mod:`gamelib.analysis.fast.ombre`: whole Ombre hands with random play (deal, auction, exchange, play,
  settlement), the Académie's rules and the booklet's three-handed game, over the same card
  integers and bitmasks as :mod:`gamelib.games.ombre.game`, action for action the same as the
  reference engine driven by :class:`gamelib.analysis.fast.ombre.StreamPlayer` on the same deal stream.

Both compile with numba when it is installed (``gamelib.analysis.fast._jit.HAVE_NUMBA``) and otherwise run
the same kernels as plain Python, slower. The differential tests (``tests/test_fast_*.py``) hold
them to the reference engine; ``python -m gamelib bench`` measures them against it.
"""
