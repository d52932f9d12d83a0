"""The exact double-dummy search over a trick game's cards."""
