"""Every game of the four sources, one module or package a game, each playing the protocol of gamelib.core.engine."""
