"""Store PNGs smaller without changing a pixel: optipng (and zopflipng when asked), each result
checked against the original before it replaces it.

    python tools/slim_pngs.py assets/sprites/ui assets/sprites/ofrenda/board.png   # folders or files
    python tools/slim_pngs.py --zopfli assets/sprites                              # slower, smaller

A re-encoded file is kept only if pygame reads exactly the same RGBA bytes from it (alpha included),
the same after ``convert_alpha()``, and the same when blitted on a patterned ground; and only if it
is smaller. optipng may store an image as RGB, grey or a palette when that is lossless; if such a
file fails the check the colour type is kept and the check made again. Without the tools it does
nothing (tools/make_assets.py calls :func:`slim` after writing its sprites).
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
_PYGAME = threading.Lock()  # pygame is used from one thread at a time; the encoders run in parallel


def available() -> bool:
    return shutil.which("optipng") is not None


def looks(path: Path) -> tuple[bytes, ...]:
    """What the client can see of a picture file: its RGBA bytes, raw, converted (with and without
    alpha) and blitted on a pattern."""
    with _PYGAME:
        return _looks_locked(path)


def _looks_locked(path: Path) -> tuple[bytes, ...]:
    import pygame

    if not pygame.display.get_init():
        pygame.display.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((8, 8))
    surf = pygame.image.load(str(path))
    ground = pygame.Surface(surf.get_size())
    for x in range(0, surf.get_width(), 3):
        ground.fill(((x * 37) % 256, (x * 91) % 256, 128), (x, 0, 3, surf.get_height()))
    ground.blit(surf, (0, 0))
    return (repr(surf.get_size()).encode(), pygame.image.tobytes(surf, "RGBA"),
            pygame.image.tobytes(surf.convert_alpha(), "RGBA"), pygame.image.tobytes(surf.convert(), "RGB"),
            pygame.image.tobytes(ground, "RGB"))


def _encode(source: Path, target: Path, keep_type: bool, zopfli: bool) -> None:
    keep = ["-nc", "-nb", "-np"] if keep_type else []
    subprocess.run(["optipng", "-quiet", "-o2", "-strip", "all", *keep, "-out", str(target), str(source)],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    if zopfli and shutil.which("zopflipng"):
        # never --lossy_transparent: it changes the colour hidden under transparent pixels
        squeezed = target.with_suffix(".z.png")
        subprocess.run(["zopflipng", "-y", str(target), str(squeezed)],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if squeezed.stat().st_size < target.stat().st_size:
            squeezed.replace(target)
        else:
            squeezed.unlink()


def slim_one(path: Path, zopfli: bool = False) -> int:
    """Re-encode ``path`` in place if a smaller, identical-looking file can be had; bytes saved."""
    before = path.stat().st_size
    seen = looks(path)
    with tempfile.TemporaryDirectory(prefix="slim-png-") as tmp:
        for keep_type in (False, True):
            target = Path(tmp) / f"{keep_type}.png"
            try:
                _encode(path, target, keep_type, zopfli)
            except (OSError, subprocess.CalledProcessError):
                return 0
            if target.stat().st_size < before and looks(target) == seen:
                shutil.copyfile(target, path)
                return before - target.stat().st_size
    return 0


def pngs(paths) -> list[Path]:
    found = []
    for p in map(Path, paths):
        found += sorted(p.rglob("*.png")) if p.is_dir() else [p]
    return found


def slim(paths, zopfli: bool = False, jobs: int = 2) -> int:
    """Slim every PNG under ``paths`` (files or folders); bytes saved, 0 without optipng."""
    if not available():
        return 0
    files = pngs(paths)
    looks(files[0]) if files else None  # open the display once, before the threads
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        return sum(pool.map(lambda p: slim_one(p, zopfli), files))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="+", help="PNG files or folders of them")
    parser.add_argument("--zopfli", action="store_true", help="also try zopflipng (much slower)")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    if not available():
        print("optipng is not installed: nothing done")
        return 0
    files = pngs(args.paths)
    before = sum(p.stat().st_size for p in files)
    saved = slim(files, args.zopfli, args.jobs)
    print(f"{len(files)} PNGs: {before / 1e6:.2f} MB -> {(before - saved) / 1e6:.2f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
