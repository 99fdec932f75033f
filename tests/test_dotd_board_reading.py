"""Die of the Dead's board read by a new player at 1280x720 (issue 32): a casket's tooltip never lies
over the other caskets, a drop let go where nothing takes it says why, the tokens panel's help line
is at a readable size, the City of the Dead's title stays clear of its skyline, and the sections'
colour patterns are named in words with a picture of coloured dice."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.rules.dotd.actions import Draft, KeepFace
from conftest import frame
from table_hands import button, drag, open_table, setup
from test_dotd_scene import GAME, at_my_action, progress_move


def refusal(state, *args):
    """A refusal (a message) as it reads in English, or None."""
    from game.text import say
    reason = state.why_illegal(*args)
    return None if reason is None else say(reason, "en")


def test_a_caskets_tooltip_never_covers_another_casket(table):  # noqa: F811
    from scenes.dotd.layout import CITY, casket_rect

    for phase in ("act", "pay"):
        session = at_my_action(players=2, starter=True)
        st = session.state
        if phase == "pay":
            session.apply(0, next(a for a in st.legal_actions(0) if isinstance(a, Draft)))
            if st.phase == "retune":
                session.apply(0, KeepFace())
        scene = open_table(table, session)
        spots = [h for h in scene.hotspots if h.key[0] in ("casket", "cdie", "board") and h.tooltip is not None]
        assert {h.key for h in spots} >= {("casket", pos) for pos in range(4)}
        for h in spots:
            frame(table, [pygame.event.Event(pygame.MOUSEMOTION, pos=h.rect.center, rel=(0, 0), buttons=(0, 0, 0))])
            scene.tooltip.show_now()
            r = scene.tooltip.rect()
            assert r is not None and not r.colliderect(CITY), (h.key, r)
            for pos in range(4):
                assert not r.colliderect(casket_rect(pos).inflate(-8, -8)), (phase, h.key, pos, r)


def test_a_die_let_go_where_nothing_takes_it_goes_home_saying_why(table):  # noqa: F811
    from game.rules.dotd import board_words as BW
    from scenes.dotd.layout import OFRENDA

    session = at_my_action()
    st = session.state
    scene = open_table(table, session)
    s = next(h for h in scene.hotspots if h.key[0] == "cdie" and h.drag)
    before = st.digest()
    altar = OFRENDA.center  # the altar in the middle of the ofrenda: no die goes there
    assert not any(t.rect.collidepoint(altar) for t in scene.drop_targets(s.drag))
    drag(table, s.rect.center, altar)
    assert st.digest() == before
    assert scene.drag.message is not None and scene.drag.message.text == BW.drop_nowhere("draft", False)
    assert not scene.drag.dragging and not scene.drag.hides(s.key), "the die is back home"
    # let go where it was picked up: no words (the player changed their mind)
    scene.drag.message = None
    drag(table, s.rect.center, (s.rect.x + 2, s.rect.y + 2))
    assert scene.drag.message is None


@pytest.mark.parametrize("phase", ["act", "score"])
def test_the_tokens_help_line_is_drawn_at_a_readable_size_beside_its_caption(table, phase):  # noqa: F811
    from game.rules.dotd import board_words as BW
    from scenes.dotd.layout import HAND
    from scenes.kit import fit

    session = at_my_action()
    scene = open_table(table, session)
    part = scene.table.parts.part("hand")
    surface = pygame.Surface((1280, 720))
    me = scene.table.me()
    with fit.recording() as boxes:
        part.draw(surface, scene.view, me, phase)
    helps = [b for b in boxes if b.text in (BW.tokens_help, BW.tokens_help_ready)]
    assert len(helps) == 1, [b.text for b in boxes]
    (help_,) = helps
    assert help_.size >= 12 and not help_.spills and help_.drawn[1] >= 14, help_
    if phase == "score":
        assert help_.text == BW.tokens_help
    assert help_.box[0] <= HAND.w - 40


def _art():
    import sys
    from pathlib import Path

    pygame.font.init()
    tools = str(Path(__file__).resolve().parents[1] / "tools")
    if tools not in sys.path:
        sys.path.insert(0, tools)


def _rows_differing(a: pygame.Surface, b: pygame.Surface) -> list[int]:
    w, h = a.get_size()
    da, db = pygame.image.tobytes(a, "RGBA"), pygame.image.tobytes(b, "RGBA")
    return [y for y in range(h) if da[y * w * 4:(y + 1) * w * 4] != db[y * w * 4:(y + 1) * w * 4]]


def _lettered(name: str, picture: pygame.Surface, lang: str = "en"):
    """``picture`` with the words of sprite ``name`` lettered over it in ``lang``, and the boxes noted."""
    from game import text
    from game.rules.dotd.lettering import SHEETS
    from scenes import lettering
    from scenes.assets import Assets
    from scenes.widgets import fit

    before = text.language()
    text.set_language(lang)
    try:
        with fit.recording() as boxes:
            out = lettering.lettered(Assets(Path(__file__).resolve().parents[1] / "assets"), picture, SHEETS[name])
    finally:
        text.set_language(before)
    return out, boxes


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_city_of_the_deads_title_stays_clear_of_its_skyline(lang):
    """The title over the cemetery town, in either language: the chapel's dome, its glow and the
    crosses stand below it."""
    _art()
    from art.dotd.city import render_dotd_city

    untitled = render_dotd_city()
    bare = render_dotd_city(skyline=False)
    whole, _ = _lettered("dotd/city.png", untitled, lang)
    title_rows = _rows_differing(whole, untitled)
    skyline_rows = _rows_differing(untitled, bare)
    assert title_rows and skyline_rows
    assert max(title_rows) + 4 <= min(skyline_rows), (max(title_rows), min(skyline_rows))


def test_the_sections_colour_patterns_are_named_in_words_under_a_picture_of_dice(monkeypatch):
    """The board's captions: no letter codes (ABAB, AAAA), each colour pattern named in words, every
    word at least 11.5 px on the board as the table shows it (1280x720), four dice drawn for each."""
    import re

    _art()
    from art.dotd import ofrenda, pieces

    dice = []
    real_die = pieces.mini_die

    def mini_die(p, x, y, size, colour, face, *args, **kwargs):
        dice.append((colour, face, size))
        return real_die(p, x, y, size, colour, face, *args, **kwargs)

    monkeypatch.setattr(pieces, "mini_die", mini_die)
    board = ofrenda.render_dotd_ofrenda(k=1)
    _, boxes = _lettered("dotd/ofrenda.png", board)
    finals = {b.text: b.size for b in boxes}  # (the size it was set at, in the board's display pixels)
    words = {t: s for t, s in finals.items() if re.search("[a-z]", t)}
    assert not [t for t in finals if re.fullmatch(r"[A-D]{4}|[A-D]", t)], "no letter codes"
    for name in ("One colour", "Four colours", "Colours alternate"):
        assert name in words, (name, sorted(words))
    small = {t: s for t, s in words.items() if s < 11}  # ("Colours alternate" is set at 11.5)
    assert not small, small
    assert not [b for b in boxes if b.spills or b.below_floor]
    assert len(dice) == 4 * 4 and min(size for _, _, size in dice) >= 11, dice


@pytest.mark.parametrize("lang", ["es", "qps"])
def test_the_boards_words_fit_their_room_in_every_language(lang):
    """Every word lettered on Die of the Dead's pictures fits its room at a readable size, in Spanish
    and in the pseudo-language (40 % longer), and none of it is English."""
    from game.rules.dotd.lettering import SHEETS

    pygame.font.init()
    for name in SHEETS:
        picture = pygame.image.load(str(Path(__file__).resolve().parents[1] / "assets" / "sprites" / name))
        _, boxes = _lettered(name, picture, lang)
        assert boxes and not [b for b in boxes if b.spills or b.below_floor], (name, boxes)
        if lang == "es":
            assert not {b.text for b in boxes} & {"City of the Dead", "Preparation", "Ofrenda Variant", "start"}


def test_a_refused_space_is_named_with_its_article():
    """The reason a drop on a space of another section is refused reads right: "an incense space"."""
    from game.rules.dotd.components import ITEMS

    session = at_my_action()
    st = session.state
    draft = next(a for a in st.legal_actions(0) if isinstance(a, Draft))
    incense = ITEMS.index("incense")
    assert st.open_casket != incense  # (the position's open casket is another item's)
    cells = [c for c in range(12) if st.data.cell_items[c] == (incense,) or list(st.data.cell_items[c]) == [incense]]
    assert cells
    reason = refusal(st, 0, Draft(draft.colour, draft.power, draft.face, cells[0]))
    assert reason is not None and reason.startswith("That is an incense space"), reason


def _cash_position():
    """Seat 0 scoring, with tokens of three kinds to cash in."""
    import random

    from game.rules.dotd.actions import CashTokens
    from game.session import Session

    for seed in range(1, 200):
        session = Session(GAME, setup(2, 1), seed)
        st = session.state
        rng = random.Random(seed)
        for _ in range(1500):
            if st.is_over:
                break
            if st.to_move() == {0} and st.phase == "score" and any(
                    isinstance(a, CashTokens) for a in st.legal_actions(0)):
                return session
            (seat,) = sorted(st.to_move())[:1]
            legal = st.legal_actions(seat)
            session.apply(seat, progress_move(legal, rng) if seat == 0 else rng.choice(legal))
    raise AssertionError("no position with tokens to cash in")


def test_the_cash_in_button_of_the_scoring_tokens_panel_is_drawn(table):  # noqa: F811
    """Scoring, the tokens panel's Cash in button lies above the action panel: it is drawn there
    (it was clickable but never painted)."""

    scene = open_table(table, _cash_position())
    frame(table)
    cash = button(scene, "cash")
    shown = pygame.image.tobytes(table.canvas.subsurface(cash.rect).copy(), "RGB")
    cash.visible = False
    table.dirty = True
    frame(table)
    hidden = pygame.image.tobytes(table.canvas.subsurface(cash.rect).copy(), "RGB")
    assert shown != hidden, "the Cash in button shows on the table"
