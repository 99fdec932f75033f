#!/usr/bin/env python3
"""Render every sprite of the Cempasúchil client into assets/sprites/.

Everything is drawn procedurally with pygame (draw, transform, fonts): no
network, no clock, fixed seeds.  Running the script twice produces
byte-identical PNG files.

    SDL_VIDEODRIVER=dummy python tools/make_assets.py              # every sprite
    SDL_VIDEODRIVER=dummy python tools/make_assets.py --only ID    # one game's (ID: its registry id)
    SDL_VIDEODRIVER=dummy python tools/make_assets.py --only ui    # the art all games share
    SDL_VIDEODRIVER=dummy python tools/make_assets.py --only menu  # the main menu's backdrop

The drawing code is the package tools/art/: the shared helpers and art, and one
module (or package) per game, ``art/<game id>``, found through the game registry.
Fonts are copied from the Debian font packages into assets/fonts/ first (when
the system copies exist) and then used for the lettering.
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parents[1]
for _path in (ROOT, ROOT / "tools"):  # the game registry, the art package
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

import pygame  # noqa: E402

import art  # noqa: E402
from art.common import OUT, install_fonts  # noqa: E402
from art.ui import menu_backdrops  # noqa: E402
from slim_pngs import quicken, slim  # noqa: E402

# the pictures the main menu's first frame decodes: stored quick to decode (slim_pngs.quicken)
FIRST_FRAME = ("cover.png", "menu_backdrop.png", "menu_backdrop_large.png")


def save(surf, rel):
    path = OUT / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surf, str(path))
    return path


def saved(paths):
    """``paths``, stored smaller without changing a pixel where optipng is installed (else as written);
    the first frame's pictures quick to decode."""
    slim(paths)
    for path in paths:
        if path.name in FIRST_FRAME:
            quicken(path)
    return paths


def main(argv=None) -> int:
    """Write every sprite, or with ``--only`` one owner's (a game id, ``ui``) or the menu's backdrop."""
    games = art.game_ids()
    parser = argparse.ArgumentParser(prog="make_assets.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", choices=[*games, art.SHARED, "menu"],
                        help="write just one game's sprites, the shared art (ui) or the main menu's backdrop "
                             "(menu); the rest stays untouched")
    args = parser.parse_args(argv)
    t0 = time.perf_counter()
    pygame.init()
    install_fonts()
    if args.only == "menu":
        done = saved([save(surf, rel) for surf, rel in menu_backdrops()])
        print(f"wrote the menu's backdrop ({sum(p.stat().st_size for p in done) / 1e6:.2f} MB) "
              f"in {time.perf_counter() - t0:.1f} s")
        return 0
    names = [args.only] if args.only else [*games, art.SHARED]  # the shared art last (see art.ui.sprites)
    written = saved([save(surf, rel) for name in names for surf, rel in art.owner(name).sprites()])
    total = sum(p.stat().st_size for p in written)
    print(f"wrote {len(written)} {' '.join(names) + ' ' if args.only else ''}sprites ({total / 1e6:.2f} MB) "
          f"to {OUT.relative_to(ROOT)} in {time.perf_counter() - t0:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
