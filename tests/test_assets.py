"""The generated sprites (tools/make_assets.py) exist, load and have the agreed sizes."""
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402
import yaml  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
SPRITES = ROOT / "assets" / "sprites"
FONTS = ROOT / "assets" / "fonts"
DATA = ROOT / "data" / "ofrenda"


def _yaml(name):
    return yaml.safe_load((DATA / name).read_text(encoding="utf-8"))


PORTRAITS = _yaml("portraits.yaml")
CANDLES = _yaml("candles.yaml")

FIXED = {
    "ofrenda/portrait_back.png": (200, 280),
    "ofrenda/marigold.png": (96, 96),
    "ofrenda/marigold_small.png": (48, 48),
    "ofrenda/slot_empty.png": (200, 280),
    "ofrenda/slot_golden.png": (200, 280),
    "ofrenda/slot_gain.png": (200, 280),
    "ofrenda/slot_cost.png": (200, 280),
    "ofrenda/slot_candle.png": (96, 96),
    "ofrenda/slot_marigold.png": (96, 96),
    "ofrenda/board.png": (1040, 840),
    "ofrenda/family_board.png": (1000, 400),
    "ofrenda/abuela.png": (240, 240),
    "ofrenda/cover.png": (560, 320),
    "muertos/cover.png": (560, 320),
    "dice/d6_blank.png": (128, 128),
    "icons/marigold.png": (48, 48),
    "icons/hourglass.png": (48, 48),
    "icons/candle.png": (48, 48),
    "icons/lit.png": (48, 48),
    "icons/seed.png": (48, 48),
    "icons/undo.png": (48, 48),
    "icons/redo.png": (48, 48),
    "icons/save.png": (48, 48),
    "icons/hint.png": (48, 48),
    "icons/menu.png": (48, 48),
    "icons/rules.png": (48, 48),
    "ui/background.png": (1280, 720),
    "ui/table.png": (1280, 720),
    "ui/papel_picado.png": (1280, 90),
    "ui/panel.png": (256, 256),
    "ui/icon.png": (256, 256),
}
FIXED.update({f"dice/d6_{n}.png": (128, 128) for n in range(1, 7)})
FIXED.update({f"dice/oaxaca_{n}.png": (128, 128) for n in range(1, 7)})
FIXED.update({f"oaxaca/{kind}.png": (64, 64) for kind in ("wild", "pottery", "jewelry", "textile", "woodcarving",
                                                          "tin")})
FIXED.update({f"oaxaca/meeple_{n}.png": (64, 64) for n in range(1, 5)})
FIXED.update({f"oaxaca/use_{kind}.png": (48, 48) for kind in ("gather", "craft", "passive", "any")})
FIXED.update({"oaxaca/cover.png": (560, 320), "oaxaca/token.png": (48, 48)})
FIXED.update({f"icons/branch_{b['id']}.png": (64, 64) for b in PORTRAITS["branches"]})
FIXED.update({f"icons/offering_{o['id']}.png": (64, 64) for o in PORTRAITS["offerings"]})
# Die of the Dead: dice of every colour in data/dotd (normal faces 1-6; power dice 1, 2, skull, 5, 6;
# each also in the colour-blind look), the urns every board of data/dotd prints, the steps' squares
DOTD = ROOT / "data" / "dotd"
DOTD_COMPONENTS = yaml.safe_load((DOTD / "components.yaml").read_text(encoding="utf-8"))
DOTD_OFRENDA = yaml.safe_load((DOTD / "ofrenda.yaml").read_text(encoding="utf-8"))
DOTD_STEPS = yaml.safe_load((DOTD / "steps.yaml").read_text(encoding="utf-8"))
for _colour in (c["id"] for c in DOTD_COMPONENTS["colours"]):
    for _tail in ("", "_cb"):
        FIXED.update({f"dice/dotd_{_colour}_{n}{_tail}.png": (112, 112) for n in range(1, 7)})
        FIXED.update({f"dice/dotd_{_colour}_power_{n}{_tail}.png": (112, 112) for n in (1, 2, "skull", 5, 6)})
    FIXED[f"dotd/symbol_{_colour}.png"] = (32, 32)
    FIXED[f"dotd/ofrenda_frame_{_colour}.png"] = (880, 756)
for _board in DOTD_OFRENDA["boards"]:
    FIXED.update({f"dotd/urn_{u['colour']}_{u['value']}.png": (316, 124) for u in _board["urns"]})
for _item in (i["id"] for i in DOTD_COMPONENTS["items"]):
    FIXED.update({f"dotd/token_{_item}.png": (96, 96), f"dotd/icon_{_item}.png": (48, 48),
                  f"dotd/token_board_{_item}.png": (296, 92)})
FIXED.update({f"dotd/square_{kind}.png": (72, 72) for step in DOTD_STEPS["steps"] for kind in step})
FIXED.update({f"dotd/casket_{n}{tail}.png": (296, 336) for n in range(1, 5) for tail in ("", "_open")})
FIXED.update({
    "dotd/cover.png": (560, 320), "dotd/ofrenda.png": (880, 756), "dotd/steps.png": (392, 1208),
    "dotd/casket_glow.png": (180, 200), "dotd/city.png": (392, 436), "dotd/preparation.png": (500, 192),
    "dotd/round_starter.png": (112, 112), "dotd/icon_skull.png": (48, 48), "dotd/icon_face.png": (48, 48),
    "dotd/icon_step.png": (48, 48),
})
for _card in PORTRAITS["portraits"]:
    FIXED[f"ofrenda/portrait/{_card['id']}.png"] = (200, 280)
    FIXED[f"ofrenda/portrait/{_card['id']}_lit.png"] = (200, 280)
for _candle in CANDLES["candles"]:
    FIXED[f"ofrenda/candle/{_candle['id']}.png"] = (120, 160)
    FIXED[f"ofrenda/candle/{_candle['id']}_lit.png"] = (120, 160)


def test_every_portrait_has_both_sides():
    assert len(PORTRAITS["portraits"]) == 65
    for card in PORTRAITS["portraits"]:
        assert (SPRITES / "ofrenda" / "portrait" / f"{card['id']}.png").is_file(), card["id"]
        assert (SPRITES / "ofrenda" / "portrait" / f"{card['id']}_lit.png").is_file(), card["id"]


def test_every_candle_has_both_sides():
    assert len(CANDLES["candles"]) == 35
    for candle in CANDLES["candles"]:
        assert (SPRITES / "ofrenda" / "candle" / f"{candle['id']}.png").is_file(), candle["id"]
        assert (SPRITES / "ofrenda" / "candle" / f"{candle['id']}_lit.png").is_file(), candle["id"]


@pytest.mark.parametrize("rel,size", sorted(FIXED.items()))
def test_sprite_loads_with_expected_size(rel, size):
    path = SPRITES / rel
    assert path.is_file(), rel
    surf = pygame.image.load(str(path))
    assert surf.get_size() == size, rel


@pytest.mark.parametrize("name", [
    "Lobster.otf", "Lato-Regular.ttf", "Lato-Bold.ttf", "Lato-Italic.ttf",
    "DejaVuSans.ttf", "DejaVuSans-Bold.ttf",
    "LICENSE-Lobster.txt", "LICENSE-Lato.txt", "LICENSE-DejaVu.txt",
])
def test_fonts_and_licences_present(name):
    assert (FONTS / name).is_file(), name


def test_assets_stay_small():
    total = sum(p.stat().st_size for p in (ROOT / "assets").rglob("*") if p.is_file())
    assert total < 15 * 1024 * 1024
