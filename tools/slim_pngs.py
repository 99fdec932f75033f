"""Store PNGs smaller without changing a pixel: optipng (and zopflipng when asked), each result
checked against the original before it replaces it.

    python tools/slim_pngs.py assets/sprites/ui assets/sprites/ofrenda/board.png   # folders or files
    python tools/slim_pngs.py --zopfli assets/sprites                              # slower, smaller

A re-encoded file is kept only if pygame reads exactly the same RGBA bytes from it (alpha included),
the same after ``convert_alpha()``, and the same when blitted on a patterned ground; and only if it
is smaller. optipng may store an image as RGB, grey or a palette when that is lossless; if such a
file fails the check the colour type is kept and the check made again. Without the tools it does
nothing (tools/make_assets.py calls :func:`slim` after writing its sprites).

The pictures the main menu's first frame decodes (its backdrop, the games' covers) are stored quick
to decode (``--quick``, :func:`quicken`): each row filtered by None, Sub or Up only. libpng undoes
the Average and Paeth filters byte by byte, and a picture filtered with them decodes in about twice
the time for a few per cent fewer bytes (the 1280x720 backdrop: 12 ms against 7 ms, and 2 % larger
at most). ``tests/test_first_frame_pictures.py`` keeps them so.

    python tools/slim_pngs.py --quick assets/sprites/ui/menu_backdrop.png
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import struct
import threading
import zlib
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


def _encode(source: Path, target: Path, keep_type: bool, zopfli: bool, quick: bool = False) -> None:
    keep = ["-nc", "-nb", "-np"] if keep_type else []
    filters = ["-f" + ",".join(map(str, QUICK_FILTERS))] if quick else []
    subprocess.run(["optipng", "-quiet", "-o2", "-strip", "all", *keep, *filters, "-out", str(target), str(source)],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    if zopfli and not quick and shutil.which("zopflipng"):
        # never --lossy_transparent: it changes the colour hidden under transparent pixels
        squeezed = target.with_suffix(".z.png")
        subprocess.run(["zopflipng", "-y", str(target), str(squeezed)],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if squeezed.stat().st_size < target.stat().st_size:
            squeezed.replace(target)
        else:
            squeezed.unlink()


def slim_one(path: Path, zopfli: bool = False) -> int:
    """Re-encode ``path`` in place if a smaller, identical-looking file can be had; bytes saved. A
    picture stored quick to decode (:func:`quicken`) stays so."""
    before = path.stat().st_size
    seen = looks(path)
    quick = is_quick(path)
    with tempfile.TemporaryDirectory(prefix="slim-png-") as tmp:
        for keep_type in (False, True):
            target = Path(tmp) / f"{keep_type}.png"
            try:
                _encode(path, target, keep_type, zopfli, quick)
            except (OSError, subprocess.CalledProcessError):
                return 0
            if target.stat().st_size < before and looks(target) == seen and \
                    (not quick or is_quick(target)):
                shutil.copyfile(target, path)
                return before - target.stat().st_size
    return 0


QUICK_FILTERS = (0, 1, 2)  # PNG row filters None, Sub and Up: undone in one cheap pass each


def _filtered(data: bytes, width: int, height: int, bpp: int, choice: int | None) -> bytes:
    """The rows of ``data`` (``bpp`` bytes a pixel), each behind its filter byte: ``choice`` for every
    row, or (None) per row the one of QUICK_FILTERS whose bytes are nearest zero (the usual guess)."""
    stride = width * bpp
    out = bytearray()
    prev = bytes(stride)
    for y in range(height):
        row = data[y * stride:(y + 1) * stride]
        ways = {0: row,
                1: row[:bpp] + bytes((row[i] - row[i - bpp]) & 255 for i in range(bpp, stride)),
                2: bytes((a - b) & 255 for a, b in zip(row, prev))}
        pick = choice if choice is not None else min(ways, key=lambda k: sum(min(v, 256 - v) for v in ways[k]))
        out.append(pick)
        out += ways[pick]
        prev = row
    return bytes(out)


def _png(width: int, height: int, colour_type: int, idat: bytes) -> bytes:
    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    header = struct.pack(">IIBBBBB", width, height, 8, colour_type, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", idat) + chunk(b"IEND", b"")


def is_quick(path: Path) -> bool:
    """Whether ``path``'s rows are all filtered with QUICK_FILTERS (read once)."""
    filters = row_filters(path)
    return bool(filters) and filters <= set(QUICK_FILTERS)


def row_filters(path: Path) -> set[int]:
    """The filter types of a PNG's rows (8-bit RGB or RGBA, not interlaced; others: empty)."""
    data = path.read_bytes()
    pos, idat, header = 8, b"", None
    while pos + 8 <= len(data):
        size, kind = struct.unpack(">I4s", data[pos:pos + 8])
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", data[pos + 8:pos + 21])
        elif kind == b"IDAT":
            idat += data[pos + 8:pos + 8 + size]
        pos += 12 + size
    if header is None or header[2] != 8 or header[3] not in (2, 6) or header[6]:
        return set()
    width, height, _, colour_type = header[:4]
    stride = width * (3 if colour_type == 2 else 4) + 1
    raw = zlib.decompress(idat)
    return {raw[y * stride] for y in range(height)}


def quicken(path: Path) -> bool:
    """Store ``path`` with QUICK_FILTERS only (the smallest such encoding, checked by :func:`looks`);
    True if it changed. A picture already so filtered is left as it is."""
    import pygame

    if is_quick(path):
        return False
    seen = looks(path)
    with _PYGAME:
        surf = pygame.image.load(str(path))
        alpha = bool(surf.get_flags() & pygame.SRCALPHA)
        fmt, bpp, colour_type = ("RGBA", 4, 6) if alpha else ("RGB", 3, 2)
        data = pygame.image.tobytes(surf, fmt)
        width, height = surf.get_size()
    best = None
    for choice in (*QUICK_FILTERS, None):
        rows = _filtered(data, width, height, bpp, choice)
        for strategy in (zlib.Z_DEFAULT_STRATEGY, zlib.Z_FILTERED):
            packer = zlib.compressobj(9, zlib.DEFLATED, 15, 9, strategy)
            idat = packer.compress(rows) + packer.flush()
            if best is None or len(idat) < len(best):
                best = idat
    assert best is not None
    with tempfile.TemporaryDirectory(prefix="quick-png-") as tmp:
        target = Path(tmp) / "quick.png"
        target.write_bytes(_png(width, height, colour_type, best))
        if looks(target) != seen:
            return False
        shutil.copyfile(target, path)
    return True


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
    parser.add_argument("--quick", action="store_true",
                        help="store them quick to decode (row filters None, Sub, Up), not smallest")
    args = parser.parse_args(argv)
    if args.quick:
        files = pngs(args.paths)
        before = sum(p.stat().st_size for p in files)
        changed = sum(quicken(p) for p in files)
        after = sum(p.stat().st_size for p in files)
        print(f"{changed} of {len(files)} PNGs stored quick to decode: {before / 1e6:.3f} MB -> {after / 1e6:.3f} MB")
        return 0
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
