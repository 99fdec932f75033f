"""Files written so that a crash or a power cut leaves the old version or the new one, never half
of one (the saves, the settings, the statistics)."""
from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path


def atomic_write(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that a crash or a power cut leaves the old file or the new one,
    never half of one; the old version becomes ``path.bak``. On failure (a full disk, a read-only
    folder) ``path`` and its backup are left exactly as they were and the error is raised."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        if path.exists():
            # Copy (never move) the old version to the backup, so that ``path`` always exists:
            # a crash at any point leaves the old file or the new one in place.
            backup = path.with_name(path.name + ".bak")
            bak_tmp = tmp + ".bak"
            shutil.copy2(path, bak_tmp)
            with open(bak_tmp, "rb") as f:
                os.fsync(f.fileno())
            os.replace(bak_tmp, backup)
        os.replace(tmp, path)
        fsync_folder(path.parent)
    except BaseException:
        for leftover in (tmp, tmp + ".bak"):
            if os.path.exists(leftover):
                os.unlink(leftover)
        raise


def fsync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (a power cut after it cannot bring the old name back).
    Windows has no directory handles; there the rename is already durable."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
