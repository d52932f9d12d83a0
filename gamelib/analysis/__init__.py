"""Monte Carlo, the studies, the comparison of the sources, the fast paths and the benchmarks."""
