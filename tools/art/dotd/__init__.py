"""Die of the Dead's sprites (the Ofrenda Variant): dice of five colours, the caskets, token boards
and tokens, the marigold steps, the ofrenda boards with their incense urns, the preparation board,
the City of the Dead, the Round Starter and the menu cover."""
from __future__ import annotations

import yaml

from art.common import ROOT
from art.dotd.caskets import render_dotd_casket, render_dotd_casket_glow, render_dotd_token_board
from art.dotd.city import render_dotd_city, render_dotd_cover, render_dotd_prep, render_dotd_round_starter
from art.dotd.dice import DOTD_COLOURS, DOTD_DIE_PX, DOTD_ITEMS, DOTD_POWER_FACES, render_dotd_die, render_dotd_symbol
from art.dotd.items import render_dotd_bonus, render_dotd_icon, render_dotd_step_icon, render_dotd_token
from art.dotd.ofrenda import dotd_urns, render_dotd_ofrenda, render_dotd_ofrenda_frame, render_dotd_urn
from art.dotd.steps import DOTD_SQUARES, render_dotd_square, render_dotd_steps


def sprites():
    """(surface, path) of every Die of the Dead sprite."""
    yield render_dotd_cover(), "dotd/cover.png"
    for colour in DOTD_COLOURS:
        for cb in (False, True):
            tail = "_cb" if cb else ""
            for face in range(1, 7):
                yield render_dotd_die(colour, face, False, cb), f"dice/dotd_{colour}_{face}{tail}.png"
            for face in DOTD_POWER_FACES:
                name = "skull" if face == 0 else face
                yield render_dotd_die(colour, face, True, cb), f"dice/dotd_{colour}_power_{name}{tail}.png"
        yield render_dotd_symbol(colour), f"dotd/symbol_{colour}.png"
        yield render_dotd_ofrenda_frame(colour), f"dotd/ofrenda_frame_{colour}.png"
    yield render_dotd_ofrenda(), "dotd/ofrenda.png"
    urns = sorted({u for pair in dotd_urns().values() for u in pair})
    for colour, value in urns:
        yield render_dotd_urn(colour, value), f"dotd/urn_{colour}_{value}.png"
    for item in DOTD_ITEMS:
        yield render_dotd_token(item), f"dotd/token_{item}.png"
        yield render_dotd_icon(item), f"dotd/icon_{item}.png"
        yield render_dotd_token_board(item), f"dotd/token_board_{item}.png"
    for kind in ("skull", "face"):
        yield render_dotd_bonus(kind, 48), f"dotd/icon_{kind}.png"
    yield render_dotd_step_icon(), "dotd/icon_step.png"
    for kind in DOTD_SQUARES:
        yield render_dotd_square(kind), f"dotd/square_{kind}.png"
    yield render_dotd_steps(), "dotd/steps.png"
    for i in range(4):
        yield render_dotd_casket(i), f"dotd/casket_{i + 1}.png"
        yield render_dotd_casket(i, open_=True), f"dotd/casket_{i + 1}_open.png"
    yield render_dotd_casket_glow(), "dotd/casket_glow.png"
    yield render_dotd_city(), "dotd/city.png"
    yield render_dotd_prep(), "dotd/preparation.png"
    yield render_dotd_round_starter(), "dotd/round_starter.png"


def sizes() -> dict[str, tuple[int, int]]:
    """The pixel size of every Die of the Dead sprite, by path: the dice of every colour of data/dotd (normal
    faces 1-6; power dice 1, 2, skull, 5, 6; each also in the colour-blind look), the urns every board of
    data/dotd prints, the items' tokens, the steps' squares."""
    data = ROOT / "data" / "dotd"
    components = yaml.safe_load((data / "components.yaml").read_text(encoding="utf-8"))
    boards = yaml.safe_load((data / "ofrenda.yaml").read_text(encoding="utf-8"))["boards"]
    steps = yaml.safe_load((data / "steps.yaml").read_text(encoding="utf-8"))["steps"]
    px = (DOTD_DIE_PX, DOTD_DIE_PX)
    out = {}
    for colour in (c["id"] for c in components["colours"]):
        for tail in ("", "_cb"):
            out.update({f"dice/dotd_{colour}_{n}{tail}.png": px for n in range(1, 7)})
            out.update({f"dice/dotd_{colour}_power_{n}{tail}.png": px for n in (1, 2, "skull", 5, 6)})
        out[f"dotd/symbol_{colour}.png"] = (32, 32)
        out[f"dotd/ofrenda_frame_{colour}.png"] = (880, 756)
    out.update({f"dotd/urn_{u['colour']}_{u['value']}.png": (316, 124) for board in boards for u in board["urns"]})
    for item in (i["id"] for i in components["items"]):
        out.update({f"dotd/token_{item}.png": (96, 96), f"dotd/icon_{item}.png": (48, 48),
                    f"dotd/token_board_{item}.png": (296, 92)})
    out.update({f"dotd/square_{kind}.png": (72, 72) for step in steps for kind in step})
    out.update({f"dotd/casket_{n}{tail}.png": (296, 336) for n in range(1, 5) for tail in ("", "_open")})
    out.update({
        "dotd/cover.png": (560, 320), "dotd/ofrenda.png": (880, 756), "dotd/steps.png": (392, 1208),
        "dotd/casket_glow.png": (180, 200), "dotd/city.png": (392, 436), "dotd/preparation.png": (500, 192),
        "dotd/round_starter.png": (112, 112), "dotd/icon_skull.png": (48, 48), "dotd/icon_face.png": (48, 48),
        "dotd/icon_step.png": (48, 48),
    })
    return out
