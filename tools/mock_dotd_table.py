#!/usr/bin/env python3
"""A static mock of the Die of the Dead table at 1280x720, drawn from the generated sprites.

Not a scene: a picture of where the pieces go, for the table's designer (the rects are in
/work/notes/dotd_layout.md). Run tools/make_assets.py --only dotd first.

    python tools/mock_dotd_table.py                  # /tmp/dotd_mock.png (4 players) and /tmp/dotd_mock_5p.png
    python tools/mock_dotd_table.py --players 5 --cb --out /tmp/x.png
    python tools/mock_dotd_table.py --enlarge 1 --out /tmp/x.png   # an opponent's boards shown whole
    python tools/mock_dotd_table.py --players 1 --out /tmp/x.png   # solo
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

import pygame  # noqa: E402
import yaml  # noqa: E402

# the sprites' own geometry: squares, cells, spots, lids
from art.dotd import caskets as caskets_art  # noqa: E402
from art.dotd import city as city_art  # noqa: E402
from art.dotd import dice as dice_art  # noqa: E402
from art.dotd import ofrenda as ofrenda_art  # noqa: E402
from art.dotd import steps as steps_art  # noqa: E402
from scenes.assets import PALETTE, Assets  # noqa: E402
from scenes.widgets import paint  # noqa: E402
from scenes.widgets import text as T  # noqa: E402
from scenes.widgets.button import Button  # noqa: E402
from scenes.widgets.dice import die_face  # noqa: E402
from scenes.widgets.log_panel import LogPanel  # noqa: E402

R = pygame.Rect
# ---------------------------------------------------------------------------------------- the layout
STEPS = R(12, 54, 196, 604)
CASKET = (148, 168)
CASKET_X0, CASKET_Y, CASKET_STEP = 216, 54, 156
TOKEN_BOARD_Y = 226
CITY = R(848, 54, 196, 218)
OFRENDA = R(216, 280, 440, 378)
PREP = R(664, 280, 250, 96)
SUPPLY = R(922, 280, 122, 96)
HAND = R(664, 384, 380, 92)
ACTIONS = R(664, 484, 380, 174)
PROMPT = R(12, 664, 1032, 44)
RIGHT = R(1052, 48, 216, 664)
OTHER_H, OTHER_STEP = 98, 104
SHEET = R(20, 56, 1016, 600)
ITEMS = dice_art.DOTD_ITEMS
COLOURS = list(dice_art.DOTD_COLOURS)


def casket_rect(pos: int) -> pygame.Rect:
    return R(CASKET_X0 + pos * CASKET_STEP, CASKET_Y, *CASKET)


def token_board_rect(pos: int) -> pygame.Rect:
    return R(CASKET_X0 + pos * CASKET_STEP, TOKEN_BOARD_Y, caskets_art.TOKEN_BOARD_W, caskets_art.TOKEN_BOARD_H)


def sub(rect, local, scale=1.0) -> pygame.Rect:
    """A rect given in a sprite's display units, placed in ``rect`` (scaled)."""
    x, y, w, h = local
    return R(round(rect.x + x * scale), round(rect.y + y * scale), round(w * scale), round(h * scale))


def ofrenda_cell(board: pygame.Rect, row: int, col: int) -> pygame.Rect:
    s = board.w / ofrenda_art.OFR_W
    return sub(board, (ofrenda_art.OFR_X0 + col * ofrenda_art.OFR_CELL + 3, ofrenda_art.OFR_Y0 + row * ofrenda_art.OFR_CELL + 3,
                       ofrenda_art.OFR_CELL - 6, ofrenda_art.OFR_CELL - 6), s)


# ---------------------------------------------------------------------------------------- a game
CELLS = [(r, c) for r, c, _ in ofrenda_art.dotd_ofrenda_cells()]  # clockwise from the top-left, as data/dotd


def steps_squares() -> list[list[str]]:
    path = ROOT / "data" / "dotd" / "steps.yaml"
    try:
        return yaml.safe_load(path.read_text(encoding="utf-8"))["steps"]
    except (OSError, KeyError, TypeError):  # the rulings' formula
        sp = {1: "skull", 0: "face"}
        return [[ITEMS[k % 4], ITEMS[(k + 2) % 4], sp[k % 2], "blank"] for k in range(1, 10)]


def sample_game(players: int) -> dict:
    """A plausible middle of a game (round 6): who sits where, what lies on every board."""
    names = ["You", "Lupita", "Diego", "Rosa", "Teo"][:max(1, players)]
    seats = []
    boards = [1, 3, 2, 5, 4]
    ofrendas = [
        {0: ("yellow", 4, False), 1: ("red", 5, False), 11: ("blue", 3, False), 10: ("red", 6, True),
         9: ("blue", 1, False), 4: ("blue", 2, False), 7: ("purple", 0, True), 5: ("green", 6, False)},
        {1: ("blue", 3, False), 2: ("red", 4, False), 4: ("purple", 1, False), 5: ("blue", 4, False),
         8: ("yellow", 6, False)},
        {0: ("green", 2, False), 11: ("green", 5, False), 10: ("green", 6, True), 9: ("green", 1, False),
         6: ("red", 3, False)},
        {3: ("purple", 5, False), 4: ("yellow", 4, False), 7: ("red", 2, False), 8: ("blue", 2, False)},
        {1: ("yellow", 6, False), 2: ("purple", 2, False), 10: ("red", 3, False)},
    ]
    preps = [[("red", 3, False), None, ("green", 5, False)], [("blue", 6, False), ("yellow", 1, True), None],
             [None, None, ("purple", 4, False)], [("red", 1, False), None, None], [None, ("green", 3, False), None]]
    tokens = [["candle", "bread"], ["marigold"], ["incense", "incense", "bread"], [], ["candle"]]
    steps = [(5, 2, 1), (7, 0, 1), (3, 3, 1), (9, 1, 1), (0, 0, 1)]  # (step, square, scoring die's face); step 0: start
    supply = [9, 7, 10, 8, 11]
    for i, name in enumerate(names):
        seats.append({"name": name, "colour": COLOURS[i], "board": boards[i], "ofrenda": ofrendas[i],
                      "prep": preps[i], "tokens": tokens[i], "step": steps[i], "supply": supply[i]})
    if players == 1:
        seats[0]["step"] = (4, 0, 2)  # 13 steps: 9 x (2 - 1) + 4
    return {
        "seats": seats,
        "starter": 1 % len(seats),
        "caskets": [2, 0, 3, 1],  # the casket standing at each position (they move)
        "open": 1,  # the position whose casket is open (before the marigold board)
        "lids": {0: [("blue", 2, False), ("red", 5, True)], 2: [("green", 4, False), ("yellow", 1, False),
                                                              ("purple", 6, False)], 3: [("red", 2, False)]},
        "inside": [("yellow", 3, False), ("blue", 6, False), ("green", 0, True), ("red", 4, False),
                   ("purple", 2, False), ("blue", 5, False), ("green", 1, False)],
        "token_boards": {"candle": 3, "marigold": 4, "bread": 2, "incense": 5} if players > 1 else
                        {"candle": 1, "marigold": 0, "bread": 1, "incense": 1},
        "city": ([(c, 0 if i % 4 == 3 else (1, 2, 5, 6)[i % 4], True) for i, c in enumerate(
            ["red", "blue", "blue", "green", "yellow", "yellow", "purple", "red", "purple", "green", "blue"])]
            if players > 1 else [(c, (1, 3, 5, 2, 6, 4)[i % 6], False) for i, c in enumerate(
                ["red", "red", "blue", "green", "green", "yellow", "purple", "purple", "blue"])]),
    }


# ---------------------------------------------------------------------------------------- drawing
class Mock:
    def __init__(self, players: int, cb: bool = False, enlarge: int | None = None):
        self.assets = Assets(ROOT / "assets")
        self.assets.colour_blind = cb
        self.players = players
        self.cb = cb
        self.enlarge = enlarge
        self.game = sample_game(players)

    # dice ------------------------------------------------------------------------------
    def die(self, surface, rect, colour, face, power=False, shadow=True):
        """A die centred in ``rect``, drawn at the rect's size (the sprite's margins included)."""
        tail = "_cb" if self.cb else ""
        pattern = f"dice/dotd_{colour}{'_power' if power else ''}_{{face}}{tail}.png"
        skull = f"dice/dotd_{colour}_power_skull{tail}.png"
        if shadow:
            paint.draw_shadow(surface, rect.inflate(-rect.w // 3, -rect.h // 3), 6, 4, 90, (1, 3))
        img = die_face(self.assets, face, rect.w, pattern, skull)
        surface.blit(img, img.get_rect(center=(rect.centerx + rect.w // 32, rect.centery + rect.h // 24)))

    def die_in(self, surface, cell: pygame.Rect, d, scale=1.3, shadow=True):
        """A die sitting in a cell or square: the sprite a little larger than the cell (its margins)."""
        if d is None:
            return
        size = round(cell.w * scale)
        self.die(surface, R(0, 0, size, size).move(cell.centerx - size // 2, cell.centery - size // 2), *d,
                 shadow=shadow)

    def grid_dice(self, surface, area: pygame.Rect, dice, size: int, cols: int):
        step_x = (area.w - size) / max(1, cols - 1)
        rows = max(1, (len(dice) + cols - 1) // cols)
        step_y = min(size, (area.h - size) / max(1, rows - 1)) if rows > 1 else 0
        for i, d in enumerate(dice):
            r, c = divmod(i, cols)
            x = area.x + c * step_x
            y = area.y + r * step_y + (area.h - size - (rows - 1) * step_y) / 2
            self.die_in(surface, R(round(x), round(y), size, size), d, scale=1.33)

    # the whole table ---------------------------------------------------------------------
    def draw(self) -> pygame.Surface:
        a = self.assets
        surface = pygame.Surface((1280, 720))
        surface.blit(a.sprite("ui/table.png", (1280, 720)), (0, 0))
        surface.blit(paint.rrect_surface((1280, 720), (12, 6, 24, 120), 0), (0, 0))
        self.topbar(surface)
        self.steps(surface)
        self.caskets(surface)
        self.city(surface)
        if self.enlarge is None:
            me = self.game["seats"][0]
            self.ofrenda(surface, OFRENDA, me, own=True)
            self.prep(surface, PREP, me)
            self.supply(surface, me)
            self.hand(surface, me)
            self.actions(surface)
        self.right(surface)
        if self.enlarge is not None:
            self.sheet(surface, self.game["seats"][self.enlarge])
        self.prompt(surface)
        return surface

    def topbar(self, surface):
        a = self.assets
        title = T.text(a, "Die of the Dead", "display", 28, PALETTE["marigold"])
        surface.blit(title, (14, 6))
        x = 14 + title.get_width() + 16
        starter = self.game["seats"][self.game["starter"]]["name"]
        me = self.game["seats"][0]
        steps = 9 * (me["step"][2] - 1) + me["step"][0]
        pills = ["Round 6", f"{starter} starts" if self.players > 1 else "Solo · City 9 dice left", "Your turn"]
        for text in pills:
            pill = paint.pill(a, text, 14)
            surface.blit(pill, (x, 12))
            x += pill.get_width() + 8
        pill = paint.pill(a, f"You: {steps} steps", 14, icon="dotd/icon_step.png")
        surface.blit(pill, (x, 12))
        specs = [("icons/menu.png", ""), ("icons/rules.png", ""), ("icons/save.png", ""), ("icons/redo.png", ""),
                 ("icons/undo.png", ""), ("icons/hint.png", "Suggest")]
        x = 1268
        for icon, label in specs:
            w = 40 if not label else 112
            x -= w
            Button((x, 6, w, 36), label, icon, size=15).draw(surface, a)
            x -= 6

    def steps(self, surface):
        a = self.assets
        surface.blit(a.sprite("dotd/steps.png", STEPS.size), STEPS)
        squares = steps_squares()
        for k in range(1, 10):
            for i, kind in enumerate(squares[k - 1]):
                r = sub(STEPS, steps_art.dotd_step_square(k, i))
                surface.blit(a.sprite(f"dotd/square_{kind}.png", r.size), r)
        # the scoring dice (a die showing the laps climbed, 1 on the first lap)
        taken: dict = {}
        start = sub(STEPS, steps_art.dotd_steps_start())
        for seat in self.game["seats"]:
            step, sq, face = seat["step"]
            if step == 0:  # not climbed yet: at the foot, one place per seat
                i = self.game["seats"].index(seat)
                r = R(start.x + 6 + i * 31, start.y + 5, 30, 30)
                self.die_in(surface, r, (seat["colour"], face, False), scale=1.33)
                continue
            r = sub(STEPS, steps_art.dotd_step_square(step, sq))
            n = taken.get((step, sq), 0)
            taken[(step, sq)] = n + 1
            r = r.move(n * 7, -n * 6)
            self.die_in(surface, r.inflate(-6, -6), (seat["colour"], face, False), scale=1.33)
        # a square a climb could end on: the owner chooses (glow the choices)
        if self.players > 1:
            for i in (0, 2):
                r = sub(STEPS, steps_art.dotd_step_square(8, i))
                paint.draw_glow(surface, r, PALETTE["marigold_light"], 10, 220)

    def caskets(self, surface):
        a = self.assets
        g = self.game
        paying = self.enlarge is None
        for pos in range(4):
            r = casket_rect(pos)
            casket = g["caskets"][pos]
            is_open = pos == g["open"]
            if paying and not is_open:
                glow = a.sprite("dotd/casket_glow.png", (r.w + 32, r.h + 32))
                surface.blit(glow, (r.x - 16, r.y - 16))
            name = f"dotd/casket_{casket + 1}{'_open' if is_open else ''}.png"
            surface.blit(a.sprite(name, r.size), r)
            if is_open:
                self.grid_dice(surface, sub(r, caskets_art.casket_inside_rect()), g["inside"], 26, 4)
            else:
                self.grid_dice(surface, sub(r, caskets_art.casket_lid_rect()), g["lids"].get(pos, []), 26, 3)
            tb = token_board_rect(pos)
            item = ITEMS[pos]
            surface.blit(a.sprite(f"dotd/token_board_{item}.png", tb.size), tb)
            n = g["token_boards"][item]
            centre = (tb.right - 24, tb.y + 21)
            for k in range(min(n, 3)):
                img = a.sprite(f"dotd/token_{item}.png", (30, 30))
                surface.blit(img, img.get_rect(center=(centre[0], centre[1] - k * 3)))
            if n:
                pill = paint.pill(a, f"\u00d7{n}", 11)
                surface.blit(pill, pill.get_rect(center=(centre[0] + 14, tb.bottom - 8)))

    def city(self, surface):
        a = self.assets
        surface.blit(a.sprite("dotd/city.png", CITY.size), CITY)
        for i, d in enumerate(self.game["city"]):
            r = sub(CITY, city_art.dotd_city_spot(i))
            self.die_in(surface, r.inflate(-2, -2), d, scale=1.33)

    def ofrenda(self, surface, rect, seat, own=False):
        a = self.assets
        scale = rect.w / ofrenda_art.OFR_W
        surface.blit(a.sprite("dotd/ofrenda.png", rect.size), rect)
        surface.blit(a.sprite(f"dotd/ofrenda_frame_{seat['colour']}.png", rect.size), rect)
        urns = ofrenda_art.dotd_urns()[seat["board"]]
        for i, (colour, value) in enumerate(urns):
            ur = sub(rect, ofrenda_art.dotd_urn_rect(i), scale)
            surface.blit(a.sprite(f"dotd/urn_{colour}_{value}.png", ur.size), ur)
        for idx, d in seat["ofrenda"].items():
            r, c = CELLS[idx]
            self.die_in(surface, ofrenda_cell(rect, r, c), d, scale=1.2)
        if own:  # the open casket is the marigold one: its empty spaces are the targets
            for idx in (2, 3):
                if idx not in seat["ofrenda"]:
                    r, c = CELLS[idx]
                    paint.draw_glow(surface, ofrenda_cell(rect, r, c), PALETTE["marigold_light"], 12, 230)

    def prep(self, surface, rect, seat):
        a = self.assets
        surface.blit(a.sprite("dotd/preparation.png", rect.size), rect)
        scale = rect.w / city_art.PREP_W
        for i, d in enumerate(seat["prep"]):
            cell = sub(rect, city_art.dotd_prep_space(i), scale)
            if d is None and rect == PREP:
                paint.draw_glow(surface, cell, PALETTE["marigold_light"], 12, 230)
            self.die_in(surface, cell.inflate(-8, -8), d, scale=1.33)

    def supply(self, surface, seat):
        a = self.assets
        paint.draw_panel(surface, a, SUPPLY, 225)
        cap = T.text(a, "Your supply", "bold", 13, PALETTE["marigold_light"])
        surface.blit(cap, cap.get_rect(midtop=(SUPPLY.centerx, SUPPLY.y + 10)))
        for k in range(3):
            self.die(surface, R(SUPPLY.x + 14 + k * 9, SUPPLY.y + 40 - k * 5, 46, 46), seat["colour"], 6 - k)
        n = T.text(a, f"\u00d7{seat['supply']}", "bold", 20)
        surface.blit(n, (SUPPLY.x + 72, SUPPLY.y + 46))

    def hand(self, surface, seat):
        a = self.assets
        paint.draw_panel(surface, a, HAND, 225)
        cap = T.text(a, f"Your tokens \u00b7 {len(seat['tokens'])} of 4", "bold", 13, PALETTE["marigold_light"])
        surface.blit(cap, (HAND.x + 14, HAND.y + 9))
        for i in range(4):
            r = R(HAND.x + 14 + i * 60, HAND.y + 32, 52, 52)
            if i < len(seat["tokens"]):
                paint.draw_shadow(surface, r.inflate(-8, -8), 20, 5, 100, (1, 3))
                surface.blit(a.sprite(f"dotd/token_{seat['tokens'][i]}.png", r.size), r)
            else:
                paint.outline(surface, r.inflate(-6, -6), (110, 90, 140), 2, 22, dashed=True)
        b = Button((HAND.x + 262, HAND.y + 34, 106, 30), "Cash in", "dotd/icon_step.png", size=13, style="ghost")
        b.enabled = len(set(seat["tokens"])) >= 3
        b.draw(surface, a)
        note = T.text(a, "3 kinds: +1 step", "italic", 11, PALETTE["muted"])
        surface.blit(note, note.get_rect(midtop=(HAND.x + 315, HAND.y + 68)))

    def actions(self, surface):
        a = self.assets
        paint.draw_panel(surface, a, ACTIONS, 225)
        cap = T.text(a, "Marigold casket \u00b7 your action", "bold", 13, PALETTE["marigold_light"])
        surface.blit(cap, (ACTIONS.x + 14, ACTIONS.y + 9))
        if self.game["starter"] == 0:  # the Round Starter marker lies by the actions it changes
            surface.blit(a.sprite("dotd/round_starter.png", (44, 44)), (ACTIONS.right - 54, ACTIONS.y + 8))
        # drafting and moving are drags: a line says so; the other actions are buttons
        self.die(surface, R(ACTIONS.x + 14, ACTIONS.y + 32, 34, 34), "yellow", 3)
        t = T.text(a, "Draft: drag a die from the casket", "body", 13)
        surface.blit(t, (ACTIONS.x + 54, ACTIONS.y + 34))
        t = T.text(a, "to a Marigold space or your preparation board", "italic", 12, PALETTE["muted"])
        surface.blit(t, (ACTIONS.x + 54, ACTIONS.y + 52))
        rows = [("Take a marigold token", "4 left on its board", "dotd/icon_marigold.png", True),
                ("Ascend one step", "not while dice or tokens remain", "dotd/icon_step.png", False)]
        for i, (label, why, icon, on) in enumerate(rows):
            y = ACTIONS.y + 80 + i * 44
            b = Button((ACTIONS.x + 14, y, 190, 36), label, icon, size=13)
            b.enabled = on
            b.draw(surface, a)
            t = T.text(a, why, "italic", 12, PALETTE["muted"] if on else (214, 160, 170))
            surface.blit(t, (ACTIONS.x + 214, y + 10))

    def right(self, surface):
        a = self.assets
        seats = self.game["seats"]
        if self.players == 1:
            r = R(RIGHT.x, RIGHT.y + 4, RIGHT.w, 150)
            paint.draw_panel(surface, a, r, 235)
            surface.blit(T.text(a, "Solo \u00b7 13 steps", "bold", 15, PALETTE["marigold_light"]), (r.x + 14, r.y + 10))
            for i, (label, need) in enumerate((("Good", 12), ("Perfect", 18))):
                y = r.y + 44 + i * 30
                got = 13 >= need
                pill = paint.pill(a, f"{label} \u00b7 {need}", 13, fg=(40, 24, 10) if got else PALETTE["bone"],
                                  bg=(236, 186, 76, 250) if got else (20, 10, 36, 230))
                surface.blit(pill, (r.x + 14, y))
            surface.blit(T.text(a, "City of the Dead: 9 dice left", "italic", 12, PALETTE["muted"]), (r.x + 14, r.y + 112))
            top = r.bottom + 6
        else:
            for i, seat in enumerate(seats[1:]):
                self.other(surface, seat, R(RIGHT.x, RIGHT.y + 4 + i * OTHER_STEP, RIGHT.w, OTHER_H), i + 1)
            top = RIGHT.y + 4 + (len(seats) - 1) * OTHER_STEP
        log = LogPanel(a, R(RIGHT.x, top, RIGHT.w, RIGHT.bottom - top))
        log.fresh = 5.0
        log.set_entries([
            "[b]Round 6.[/b] Lupita opens the [b]Marigold[/b] casket: 7 dice.",
            "Lupita drafts a [c=#f2c02c]yellow 1[/c] (power) to her preparation board and pays a "
            "[c=#2e6ccc]blue[/c] power die onto the Candle casket.",
            "Diego takes a marigold token.",
            "Rosa moves a [c=#d4383c]red 2[/c] to her candle section.",
            "Your turn.",
        ])
        log.fresh = 5.0
        log.draw(surface)

    def other(self, surface, seat, r, index):
        a = self.assets
        paint.draw_panel(surface, a, r, 235)
        if index == 1:  # the seat acting just before us: still drawing attention to itself
            pygame.draw.rect(surface, PALETTE["marigold_light"], r.inflate(-6, -6), 2, border_radius=12)
        surface.blit(a.sprite(f"dotd/symbol_{seat['colour']}.png", (18, 18)), (r.x + 10, r.y + 9))
        name = T.text(a, seat["name"], "bold", 14, PALETTE["marigold_light"])
        surface.blit(name, (r.x + 33, r.y + 8))
        steps = 9 * (seat["step"][2] - 1) + seat["step"][0]
        pill = paint.pill(a, str(steps), 12, icon="dotd/icon_step.png")
        surface.blit(pill, pill.get_rect(topright=(r.right - 10, r.y + 7)))
        if self.game["starter"] == index:
            surface.blit(a.sprite("dotd/round_starter.png", (22, 22)), (r.right - pill.get_width() - 36, r.y + 6))
        # the ofrenda in miniature: 12 cells, a die's colour and face in each
        cell, gap = 14, 1
        ox, oy = r.x + 10, r.y + 30
        for idx, (row, col) in enumerate(CELLS):
            cr = R(ox + col * (cell + gap), oy + row * (cell + gap), cell, cell)
            d = seat["ofrenda"].get(idx)
            if d is None:
                paint.rrect(surface, cr, (60, 40, 80), 3)
            else:
                self.die_in(surface, cr, d, scale=1.35, shadow=False)
        # preparation, tokens, supply
        px = r.x + 82
        for i, d in enumerate(seat["prep"]):
            cr = R(px + i * 24, r.y + 32, 22, 22)
            paint.rrect(surface, cr, (90, 30, 70), 5)
            self.die_in(surface, cr.inflate(-2, -2), d, scale=1.35, shadow=False)
        for i, t in enumerate(seat["tokens"]):
            surface.blit(a.sprite(f"dotd/token_{t}.png", (20, 20)), (px + i * 21, r.y + 62))
        sup = T.text(a, f"supply {seat['supply']}", "body", 11, PALETTE["muted"])
        surface.blit(sup, sup.get_rect(topright=(r.right - 10, r.y + 66)))

    def sheet(self, surface, seat):
        a = self.assets
        paint.draw_panel(surface, a, SHEET, 245)
        cap = T.text(a, f"{seat['name']}'s ofrenda \u00b7 board {seat['board']}", "bold", 16, PALETTE["marigold_light"])
        surface.blit(cap, (SHEET.x + 18, SHEET.y + 12))
        board = R(SHEET.x + 40, SHEET.y + 60, 560, 481)
        self.ofrenda(surface, board, seat)
        pr = R(board.right + 40, board.y, 300, 115)
        self.prep(surface, pr, seat)
        y = pr.bottom + 20
        surface.blit(T.text(a, "Tokens", "bold", 14, PALETTE["marigold_light"]), (pr.x, y))
        for i, t in enumerate(seat["tokens"]):
            surface.blit(a.sprite(f"dotd/token_{t}.png", (48, 48)), (pr.x + i * 54, y + 24))
        y += 90
        surface.blit(T.text(a, f"Supply: {seat['supply']} dice", "body", 14), (pr.x, y))
        steps = 9 * (seat["step"][2] - 1) + seat["step"][0]
        surface.blit(T.text(a, f"Steps climbed: {steps}", "body", 14), (pr.x, y + 24))
        hint = paint.pill(a, "click or Esc to close", 12, fg=PALETTE["muted"])
        surface.blit(hint, hint.get_rect(bottomright=(SHEET.right - 16, SHEET.bottom - 12)))

    def prompt(self, surface):
        a = self.assets
        paint.draw_panel(surface, a, PROMPT, 235)
        text = ("Pay for your die: drag a die from your supply onto a closed casket."
                if self.enlarge is None else "Lupita's boards, enlarged.")
        img = T.text(a, text, "bold", 16)
        surface.blit(img, (PROMPT.x + 16, PROMPT.centery - img.get_height() // 2))


def render(players: int, out: str, cb: bool = False, enlarge: int | None = None) -> str:
    pygame.init()
    pygame.display.set_mode((1280, 720))
    surf = Mock(players, cb, enlarge).draw()
    pygame.image.save(surf, out)
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=None)
    ap.add_argument("--out", default=None)
    ap.add_argument("--cb", action="store_true", help="colour-blind dice")
    ap.add_argument("--enlarge", type=int, default=None, help="show this opponent's boards whole")
    args = ap.parse_args(argv)
    if args.players is None and args.out is None:
        for players, out in ((4, "/tmp/dotd_mock.png"), (5, "/tmp/dotd_mock_5p.png")):
            print(render(players, out, args.cb, args.enlarge))
        return 0
    print(render(args.players or 4, args.out or "/tmp/dotd_mock.png", args.cb, args.enlarge))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
