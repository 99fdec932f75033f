"""The bundle's sprites as lossless WebP (tools/webp_sprites.py): pygame sees the same pixels, and the
client reads a sprite's .webp wherever its .png is named."""
import importlib.util
from pathlib import Path

import pygame
import pytest

from scenes.assets import Assets

pytest.importorskip("PIL.WebPImagePlugin")
ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("webp_sprites", ROOT / "tools" / "webp_sprites.py")
webp_sprites = importlib.util.module_from_spec(spec)
spec.loader.exec_module(webp_sprites)


def pictures():
    see_through = pygame.Surface((48, 40), pygame.SRCALPHA)
    for x in range(48):
        for y in range(40):  # half see-through, and transparent pixels with a colour under them
            see_through.set_at((x, y), (x * 5, y * 6, (x * y) % 256, 0 if x < 6 else 100 + y))
    opaque = pygame.Surface((40, 30))
    for x in range(40):
        opaque.fill(((x * 37) % 256, 90, 255 - x * 6), (x, 0, 1, 30))
    return {"see-through": see_through, "opaque": opaque}


@pytest.mark.parametrize("kind", ["see-through", "opaque", "palette"])
def test_a_webp_sprite_reads_exactly_as_its_png(tmp_path, kind):
    png = tmp_path / "s.png"
    if kind == "palette":
        from PIL import Image

        image = Image.new("P", (40, 30))
        image.putpalette([v for i in range(256) for v in (i, 255 - i, (i * 7) % 256)])
        image.putdata([(x * 5 + y) % 256 for y in range(30) for x in range(40)])
        image.save(png, transparency=3)
    else:
        pygame.image.save(pictures()[kind], str(png))
    webp = webp_sprites.webp_for(png, tmp_path / "cache")
    assert webp is not None and webp.suffix == ".webp"
    assert webp_sprites.looks(webp) == webp_sprites.looks(png)
    assert pygame.image.tobytes(pygame.image.load(str(webp)), "RGBA") == \
        pygame.image.tobytes(pygame.image.load(str(png)), "RGBA")


def test_a_webp_that_would_look_different_is_refused_once(tmp_path, monkeypatch):
    png = tmp_path / "s.png"
    pygame.image.save(pictures()["see-through"], str(png))
    monkeypatch.setattr(webp_sprites, "looks", lambda path: path.suffix)  # every WebP "differs"
    assert webp_sprites.webp_for(png, tmp_path / "cache") is None
    encoded = []
    monkeypatch.setattr(webp_sprites, "encode", lambda *a: encoded.append(a))
    assert webp_sprites.webp_for(png, tmp_path / "cache") is None and encoded == []  # remembered


def test_the_bundle_ships_the_real_sprites_as_webp_with_the_same_pixels(tmp_path):
    sprites = tmp_path / "sprites"
    for name in ("ui/icon.png", "ui/panel.png", "icons/lit.png"):
        (sprites / name).parent.mkdir(parents=True, exist_ok=True)
        (sprites / name).write_bytes((ROOT / "assets" / "sprites" / name).read_bytes())
    made = webp_sprites.bundle_sprites(sprites, tmp_path / "cache")
    assert set(made) == {"ui/panel.png", "icons/lit.png"}  # the window icon stays PNG
    for name, webp in made.items():
        assert webp_sprites.looks(webp) == webp_sprites.looks(sprites / name)
        assert webp.stat().st_size < (sprites / name).stat().st_size


def test_the_client_reads_a_sprite_stored_as_webp_by_its_png_name(tmp_path):
    png = tmp_path / "s.png"
    pygame.image.save(pictures()["see-through"], str(png))
    root = tmp_path / "assets"
    (root / "sprites" / "game").mkdir(parents=True)
    webp_sprites.encode(png, root / "sprites" / "game" / "card.webp")
    pygame.image.save(pictures()["opaque"], str(root / "sprites" / "game" / "board.png"))
    assets = Assets(root)
    assert assets.has_image("game/card.png") and not assets.has_image("game/none.png")
    assert assets.sprite_names("game") == ["game/board.png", "game/card.png"]
    assert pygame.image.tobytes(assets.image("game/card.png"), "RGBA") == \
        pygame.image.tobytes(pygame.image.load(str(png)), "RGBA")
    assets.prefetch(["game/card.png"])
    assert assets.image("game/card.png").get_size() == (48, 40)
