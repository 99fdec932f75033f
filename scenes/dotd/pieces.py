"""How Die of the Dead's pieces look: the dice and their colours, a whole ofrenda drawn still with
its scoring badges.
"""
from __future__ import annotations

import pygame

from game.rules.dotd import words as W
from game.rules.dotd.components import SKULL
from scenes.dotd.layout import BADGES, OFR_W, R, ofrenda_cell, urn_rect
from scenes.widgets import paint

DIE_SCALE = 1.3  # a die's sprite (with its margins) is this much larger than the well it sits in
RESTING_POWER = (1, 2, 5, 6)  # the faces a power die is shown with while its face does not count
TEXT_COLOURS = {"red": "#ff8a80", "blue": "#8cbcff", "green": "#7fdc9c", "yellow": "#f6d264",
                "purple": "#caa4ff"}
RGB = {"red": (212, 56, 60), "blue": (46, 108, 204), "green": (40, 152, 88), "yellow": (242, 192, 44),
       "purple": (130, 76, 196)}
ROSE = (214, 160, 170)  # a reason why not
OK_GREEN = (160, 230, 180)


def die_sprite(colour: str, power: bool, face: int, cb: bool = False) -> str:
    """The sprite of a die: ``dice/dotd_<colour>[_power]_<face>[_cb].png``; face 0 is a power die's skull."""
    tail = "_cb" if cb else ""
    if face == SKULL:
        return f"dice/dotd_{colour}_power_skull{tail}.png"
    if power and face in (3, 4):  # a power die never shows 3 or 4 (those are its skulls)
        face = 2 if face == 3 else 5
    return f"dice/dotd_{colour}{'_power' if power else ''}_{max(1, min(6, face))}{tail}.png"


def resting_face(die) -> int:
    """The face a die is drawn with where its face does not count (supply, City, lids, a closed
    casket): it is rolled before it is ever used, so the table shows a steady face of its own."""
    return RESTING_POWER[die.id % 4] if die.power else die.id % 6 + 1


def sprite_rect(well: pygame.Rect, scale: float = DIE_SCALE) -> pygame.Rect:
    size = round(well.w * scale)
    return R(well.centerx - size // 2, well.centery - size // 2, size, size)


def paint_die(surface, assets, well: pygame.Rect, colour: str, power: bool, face: int, cb: bool = False,
              scale: float = DIE_SCALE, shadow: bool = True, alpha: int | None = None) -> None:
    """A die sitting in ``well``: its sprite a little larger than the well (the sprite has margins),
    nudged so its body sits in the well's middle, with a soft shadow."""
    r = sprite_rect(well, scale)
    if shadow:
        paint.draw_shadow(surface, r.inflate(-r.w // 3, -r.h // 3), max(3, r.w // 8), max(2, r.w // 12), 90,
                          (1, max(1, r.w // 16)))
    img = assets.sprite(die_sprite(colour, power, face, cb), r.size)
    if alpha is not None and alpha < 255:
        img = img.copy()
        img.set_alpha(alpha)
    surface.blit(img, img.get_rect(center=(r.centerx + r.w // 32, r.centery + r.h // 24)))


def die_image(assets, colour: str, power: bool, face: int, well: int, cb: bool = False) -> pygame.Surface:
    """A die as a picture the size of its sprite for a ``well``-pixel well (what a drag carries)."""
    size = round(well * DIE_SCALE)
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    paint_die(surf, assets, R(round((size - well) / 2), round((size - well) / 2), well, well), colour, power, face,
              cb, shadow=False)
    return surf


def draw_casket(surface, assets, c, rect: pygame.Rect, is_open: bool, angle: float = 0.0, lift: int = 0) -> None:
    """A casket ``c`` (open or closed) at ``rect``, turned by ``angle`` and lifted (shaking, going round)."""
    name = f"dotd/casket_{c.number + 1}{'_open' if is_open else ''}.png"
    img = assets.sprite(name, rect.size)
    if angle:
        img = pygame.transform.rotozoom(img, angle, 1.0)
    surface.blit(img, img.get_rect(center=(rect.centerx, rect.centery - lift)))


def draw_ofrenda(surface, assets, rect: pygame.Rect, data, player, cb: bool = False, hidden=(), real_faces=True,
                 marks: dict | None = None) -> None:
    """A player's ofrenda board at ``rect`` (any size: the sprite's 440x378 scaled): the board, its
    frame in the player's colour, its two urns and the dice on it (``hidden``: cells not drawn, a die
    in flight or in the hand). ``marks``: cell -> a small label drawn under the die (a skull's value)."""
    s = rect.w / OFR_W
    surface.blit(assets.sprite("dotd/ofrenda.png", rect.size), rect)
    surface.blit(assets.sprite(f"dotd/ofrenda_frame_{player.colour}.png", rect.size), rect)
    for cell, colour, value in player.urns:
        i = 0 if cell == min(c for c, _, _ in player.urns) else 1
        ur = urn_rect(rect, i)
        surface.blit(assets.sprite(f"dotd/urn_{colour}_{value}.png", ur.size), ur)
    for cell, die in enumerate(player.ofrenda):
        if die is None or cell in hidden:
            continue
        row, col = data.cells[cell]
        well = ofrenda_cell(rect, row, col)
        paint_die(surface, assets, well, die.colour, die.power, die.face if real_faces else resting_face(die), cb,
                  scale=1.2, shadow=s > 0.6)
        label = (marks or {}).get(cell)
        if label:
            pill = paint.pill(assets, label, max(9, round(11 * max(s, 0.8))), fg=(40, 24, 10),
                              bg=(255, 214, 110, 250), border=(120, 70, 20))
            surface.blit(pill, pill.get_rect(midtop=(well.centerx, well.bottom - pill.get_height() // 2)))


def scored_badges(surface, assets, rect: pygame.Rect, player) -> None:
    """Each scored section's steps beside its badge; a section completed this round, "to score"."""
    s = rect.w / OFR_W
    for section in player.sections:
        cx, cy = BADGES[section.item]
        centre = (round(rect.x + (cx + 22) * s), round(rect.y + (cy - 10) * s))
        if section.steps is not None:
            pill = paint.pill(assets, f"+{section.steps}", max(10, round(12 * s)), fg=(40, 24, 10),
                              bg=(255, 214, 110, 250), border=(120, 70, 20), icon="dotd/icon_step.png")
        elif section.pending:
            pill = paint.pill(assets, W.s("dotd-t-to-score"), max(10, round(11 * s)), fg=(20, 40, 28), bg=(170, 240, 190, 250),
                              border=(40, 120, 70))
        else:
            continue
        surface.blit(pill, pill.get_rect(center=centre))
