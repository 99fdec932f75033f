"""The widgets' name for :mod:`scenes.picture_cache` (one cache of drawn pictures for every scene):
the cache lives below the widgets and ``scenes.assets``, which both keep their pictures in it."""
from __future__ import annotations

from scenes.picture_cache import MB, SurfaceCache, picture_bytes, surface_bytes

__all__ = ["MB", "SurfaceCache", "picture_bytes", "surface_bytes"]
