"""The bundle's sprites as lossless WebP: about a quarter smaller than the best PNGs, every pixel the
same. build.spec calls :func:`bundle_sprites`; the source tree keeps its PNGs (the tools that draw
and check the sprites read PNG), and the client reads either (``Assets.sprite_file``).

    python tools/webp_sprites.py assets/sprites      # figures only: what the bundle would hold

A WebP replaces a PNG only if it is smaller and pygame sees exactly what it sees of the PNG: the
same RGBA bytes (the colour under transparent pixels included, ``exact``), the same after
``convert_alpha()`` and ``convert()``, and the same blitted on a patterned ground
(:func:`slim_pngs.looks`). Pillow encodes; without it the bundle keeps its PNGs.
"""
from __future__ import annotations

import argparse
import hashlib
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from slim_pngs import looks  # noqa: E402

# The window icon is read before the scenes' loader exists, and only as PNG (client/app_window.py).
KEEP_PNG = {"ui/icon.png"}


def available() -> bool:
    try:
        import PIL.Image  # noqa: F401
        import PIL.WebPImagePlugin  # noqa: F401
    except ImportError:
        return False
    from PIL import features

    return bool(features.check("webp"))


def encode(source: Path, target: Path) -> None:
    """``source`` (a PNG) written to ``target`` as lossless WebP, alpha kept only if it has one."""
    from PIL import Image

    with Image.open(source) as im:
        has_alpha = im.mode in ("RGBA", "LA", "PA") or (im.mode == "P" and "transparency" in im.info) \
            or (im.mode in ("RGB", "L") and "transparency" in im.info)
        im = im.convert("RGBA" if has_alpha else "RGB")
        im.save(target, "WEBP", lossless=True, quality=100, method=6, exact=True)


def webp_for(source: Path, cache: Path) -> Path | None:
    """The WebP to ship instead of ``source``, made in ``cache`` (kept by the PNG's content, so a
    second build encodes nothing), or None when the PNG should stay: larger or looking different."""
    digest = hashlib.sha256(source.read_bytes()).hexdigest()[:24]
    target = cache / f"{digest}.webp"
    refused = cache / f"{digest}.keep-png"
    if refused.exists():
        return None
    if not target.exists():
        cache.mkdir(parents=True, exist_ok=True)
        part = target.with_suffix(".part.webp")
        encode(source, part)
        if part.stat().st_size >= source.stat().st_size or looks(part) != looks(source):
            part.unlink()
            refused.touch()
            return None
        part.replace(target)
    return target


def bundle_sprites(sprites: Path, cache: Path, jobs: int = 2) -> dict[str, Path]:
    """For each PNG under ``sprites`` worth replacing: its name relative to ``sprites`` (``ofrenda/
    board.png``) -> the WebP file to ship as ``ofrenda/board.webp``. Empty without Pillow."""
    if not available():
        return {}
    files = sorted(p for p in sprites.rglob("*.png") if p.relative_to(sprites).as_posix() not in KEEP_PNG)
    if files:
        looks(files[0])  # open pygame's display once, before the threads
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        made = list(pool.map(lambda p: webp_for(p, cache), files))
    return {p.relative_to(sprites).as_posix(): w for p, w in zip(files, made) if w is not None}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sprites", type=Path, help="the sprites folder (assets/sprites)")
    parser.add_argument("--cache", type=Path, default=Path("build/webp-sprites"))
    args = parser.parse_args(argv)
    if not available():
        print("Pillow with WebP is not installed: the bundle would keep its PNGs")
        return 0
    pngs = sorted(args.sprites.rglob("*.png"))
    made = bundle_sprites(args.sprites, args.cache)
    before = sum(p.stat().st_size for p in pngs)
    after = before - sum((args.sprites / n).stat().st_size - w.stat().st_size for n, w in made.items())
    print(f"{len(pngs)} sprites, {len(made)} as WebP: {before / 2**20:.2f} MiB -> {after / 2**20:.2f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
