"""Cempasúchil: a desktop client for Día de los Muertos tabletop games."""

APP_NAME = "Cempasúchil"
APP_ID = "cempasuchil"  # the user folders' name (saves, settings, log) and the command's
# The desktop's application id, reverse-DNS as AppStream asks: the desktop entry's and metainfo's file
# names, the icons' name, the window's class (X11) and app id (Wayland). The project lives on GitHub as
# cempasuchil/cempasuchil and owns no domain, so its id is the io.github one (README.md, "Download and play").
DESKTOP_ID = "io.github.cempasuchil.Cempasuchil"
__version__ = "0.1.0"
