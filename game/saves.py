"""The saves, at one address: the save format (:mod:`game.save_format`: JSON holding the seed and
the action log, written atomically with a backup) and the folder of saves
(:mod:`game.save_store`: games in progress, copies, finished games).

The two live in modules of their own so that the folder builds on the format and never the
other way round; code that patches the format (``atomic_write``, ``FINISHED_KEEP``) patches
:mod:`game.save_format`, which both read at call time.
"""
from __future__ import annotations

from game.atomic_files import atomic_write, fsync_folder
from game.save_format import AUTOSAVE_PREFIX, FINISHED_DIR, FINISHED_KEEP, FORMAT, VERSION, SaveError, decode, encode
from game.save_store import SaveInfo, SaveStore

__all__ = ["AUTOSAVE_PREFIX", "FINISHED_DIR", "FINISHED_KEEP", "FORMAT", "VERSION", "SaveError", "SaveInfo",
           "SaveStore", "atomic_write", "decode", "encode", "fsync_folder"]
