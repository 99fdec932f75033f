"""Giving memory back between tables.

Pictures are allocated by SDL with the C library's ``malloc``. A table that closes frees its
pictures, but on glibc the freed blocks stay in the process, scattered among live ones, and the
next table's pictures do not fit into them exactly: resident memory would grow by a table's worth
with every game. So when a scene leaves, Python's cycles are collected and glibc is asked to give
the free pages back (``malloc_trim``); and pictures of more than a few hundred kilobytes get their
own mapping (``M_MMAP_THRESHOLD``), returned whole when they are freed. Elsewhere this does nothing.
"""
from __future__ import annotations

import gc
import sys

_M_MMAP_THRESHOLD = -3  # glibc's malloc.h
_MMAP_THRESHOLD = 256 << 10  # a 256x256 RGBA picture; below this a picture comes from the heap
_libc = None


def _glibc():
    """glibc's handle, or None (another C library or platform, or no ctypes)."""
    global _libc
    if _libc is None:
        _libc = False
        if sys.platform.startswith("linux"):
            try:
                import ctypes

                libc = ctypes.CDLL(None)
                if hasattr(libc, "malloc_trim") and hasattr(libc, "mallopt"):
                    _libc = libc
            except (OSError, ImportError):
                pass
    return _libc or None


def tune() -> None:
    """Large pictures in mappings of their own (freed whole); once, at start-up."""
    libc = _glibc()
    if libc is not None:
        libc.mallopt(_M_MMAP_THRESHOLD, _MMAP_THRESHOLD)


def release() -> None:
    """Collect what the last scene left in cycles and give the free pages back."""
    gc.collect()
    libc = _glibc()
    if libc is not None:
        libc.malloc_trim(0)
