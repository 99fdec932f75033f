"""Giving memory back between tables.

Pictures are allocated by SDL with the C library's ``malloc``. A table that closes frees its
pictures, but on glibc the freed pages stay with the process, scattered among live blocks: resident
memory grew by a table's worth with every game (benchmarks/bench_memory.py). So when a scene has
left, Python's cycles that hold it are collected and glibc is asked to hand the free pages back
(``malloc_trim``). Elsewhere only the collection is done.
"""
from __future__ import annotations

import gc
import sys
from typing import Any

_libc: Any = None  # None: not looked for yet; False: none; else the ctypes handle


def _glibc():
    """glibc's handle, or None (another C library or platform, or no ctypes)."""
    global _libc
    if _libc is None:
        _libc = False
        if sys.platform.startswith("linux"):  # glibc's malloc_trim is reached through ctypes (Linux only)
            try:
                import ctypes  # (here: the first release, after a scene has left; not before the first frame)

                libc = ctypes.CDLL(None)
                if hasattr(libc, "malloc_trim"):
                    _libc = libc
            except (ImportError, OSError):  # a Python without ctypes, or no C library found: nothing trimmed
                pass
    return _libc or None


def release() -> None:
    """Collect what the last scene left in cycles and give the free pages back."""
    gc.collect()
    libc = _glibc()
    if libc is not None:
        libc.malloc_trim(0)
