"""Oaxaca's own players: ``planner`` (Easy and Hard), valued by ``model``. They use only a seat's
view, through the shared bot contract in ``game.ai``."""
