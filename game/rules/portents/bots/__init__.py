"""Portents' own players: ``planner`` (Hard, and the reasons the shared Easy level gives) and
``policy`` (what the shared search borrows: playouts, cut-off values)."""
