"""Rule modules: pure Python, no pygame. One sub-package per game."""
