"""Dia de los Muertos' own players: ``policy`` (what the shared search levels borrow: playouts and
reasons) and ``heuristic`` (a rule-of-thumb player to measure them against)."""
