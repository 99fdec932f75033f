"""Cempasúchil: a desktop client for Día de los Muertos tabletop games."""

APP_NAME = "Cempasúchil"
APP_ID = "cempasuchil"
__version__ = "0.1.0"
