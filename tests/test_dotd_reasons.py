"""Die of the Dead's bot reasons in the log: each under the heading of its own round (never after
the next round's heading), and the setup's reasons naming the casket and colour chosen (seen only
by those who see the placement)."""
from __future__ import annotations

from bot_checks import reasons_checked
from game import registry
from game.ai import make_bot
from game.protocol import SeatSetup, Setup
from game.rules.dotd.actions import Place
from game.session import Session, default_setup
from game.text import say

GAME = registry.get("dotd")


def played(players: int, steps: int, human: bool = False) -> Session:
    setup = default_setup(GAME, "multi" if players > 1 else "solo", players, "hard")
    seats = tuple(SeatSetup("human" if human and i == 0 else "bot", s.name, None if human and i == 0 else "hard")
                  for i, s in enumerate(setup.seats))
    session = Session(GAME, Setup(setup.mode, seats, setup.options), 3)
    bots = {i: make_bot(GAME, "hard", i, 3) for i in range(players)}
    session.advance(bots, max_steps=steps, humans=True)
    return session


def test_a_reason_stays_under_its_rounds_heading():
    session = played(2, 30)  # five rounds' headings (three players to 70 steps cost 16 s for the same check)
    lines = session.log_lines(0)
    headings = [i for i, line in enumerate(lines) if line[0] == "event" and line[1].kind == "round"]
    assert len(headings) >= 3
    for i in headings:
        assert lines[i + 1][0] != "note", lines[i - 2:i + 2]  # the reason came before, with its move


def test_setup_reasons_name_the_die_and_casket():
    session = played(1, 12)
    places = [e for e in session.log if isinstance(e.action, Place)]
    assert len(places) >= 8
    notes = [say(e.note, "en") for e in places]
    assert len(set(notes)) >= len(notes) - 2  # not one sentence for every die
    for e in places:
        note = say(e.note, "en")
        assert e.action.colour in note and f"the {session.data.items[e.action.casket]} casket" in note


def test_a_hidden_placements_reason_is_not_shown_to_the_others():
    session = played(3, 8, human=True)
    placed = [e for e in session.log if isinstance(e.action, Place) and e.seat != 0]
    assert placed and all(e.note for e in placed)
    shown = {line[2] for line in session.log_lines(0) if line[0] == "note"}
    assert not shown & {e.note for e in placed}
    mine = {line[2] for line in session.log_lines(placed[0].seat) if line[0] == "note"}
    assert placed[0].note in mine


# ------------------------------------------------------------------ every reason true to its position
import re  # noqa: E402

import pytest  # noqa: E402

from game.rules.dotd.actions import Ascend, Draft, Move, Pass, TakeToken  # noqa: E402
from game.rules.dotd.components import PREP  # noqa: E402
from game.rules.dotd.words import Plain  # noqa: E402
from game.rules.wording import num  # noqa: E402

DATA = GAME.load_data()
FMT = Plain(DATA)


def _n(word: str) -> int:
    return int(word) if word.isdigit() else next(n for n in range(40) if num(n) == word)


def _item(name: str) -> int:
    return DATA.items.index(name)


def check(before, seat: int, legal: list, choice, after) -> None:
    """Every claim of ``choice.reason`` holds, ``before`` and ``after`` its move."""
    note, action = say(choice.reason, "en"), choice.action
    if note == "nothing else can be done now":
        assert len(legal) == 1, note
    if isinstance(action, Place):
        # what the seat knows is in the casket: the dice shown, and its own hidden placements
        held = [DATA.colour_of(d) for d in before.caskets[action.casket] + before.lids[action.casket]]
        held += [c for k, c in before.placed[seat] if k == action.casket]
        mine = DATA.colour_index(action.colour)
        colours = held + [mine]
        if "has no die yet" in note:
            assert not held, note
        m = re.search(r"it will hold (\w+) colours?", note)
        if m:
            assert mine not in held, note
            assert _n(m.group(1)) == len(set(colours)), (note, colours)
        m = re.search(r"will hold (\w+) \w+ dice", note)
        if m:
            assert _n(m.group(1)) == colours.count(mine), (note, colours)
    if "the ofrenda" in note and "promise" not in note:
        # a move that puts nothing on the ofrenda gives it nothing
        assert isinstance(action, (Draft, Move)) and action.cell != PREP, note
    if "preparation board" in note:
        assert isinstance(action, (Draft, Move)) and action.cell == PREP, note
    m = re.match(r"it completes the (.*?): (\w+) steps? when scored$", note)
    if m:
        items = [_item(x.replace(" section", "")) for x in re.split(r", | and ", m.group(1))]
        for i in items:
            assert after.complete[seat] >> i & 1 and not before.complete[seat] >> i & 1, note
        assert _n(m.group(2)) == sum(after.section_result(seat, i).steps for i in items), note
    for item, k, n in re.findall(r"the (\w+) section then holds (\d+) of its (\d+) dice", note):
        cells = DATA.sections[_item(item)]
        filled = sum(1 for c in cells if after.ofrenda[seat][c] != rules_empty())
        assert (filled, len(cells)) == (int(k), int(n)), note
        assert action.cell in cells and not after.complete[seat] >> _item(item) & 1, note
    m = re.match(r"(\w+) (\w+) tokens? in hand then$", note)
    if m:
        assert isinstance(action, TakeToken) and after.hands[seat][_item(m.group(2))] == _n(m.group(1)), note
    m = re.match(r"it climbs (\w+) steps? at once$", note)
    if m:
        assert isinstance(action, Ascend) and after.score[seat] - before.score[seat] == _n(m.group(1)), note
    if note == "it climbs the most":  # of the moves it had, none climbs more at once
        gains = []
        for other in legal:
            probe = before.clone()
            probe.apply(seat, other)
            gains.append(probe.score[seat] - before.score[seat])
        assert after.score[seat] - before.score[seat] == max(gains), (note, gains)
    m = re.match(r"it climbs (\w+) steps? now$", note)
    if m:
        assert after.score[seat] - before.score[seat] == _n(m.group(1)), note
    if note.startswith("no step now"):
        assert after.score[seat] == before.score[seat], note
    if note.startswith("it takes nothing"):
        assert isinstance(action, Pass), note


def rules_empty():
    from game.rules.dotd.state import EMPTY
    return EMPTY


def play(mode: str, players: int, bot: str, seed: int, steps: int) -> int:
    """``steps`` decisions of a seeded game of ``bot`` AIs, every reason checked; how many were."""
    return reasons_checked(GAME, mode, players, bot, seed, steps, check)


@pytest.mark.parametrize("mode, players, bot, seed", [
    ("solo", 1, "hard", 1),
    *[pytest.param(*case, marks=pytest.mark.slow) for case in [  # the other seeds: soaks
        ("multi", 3, "hard", 2),
        ("multi", 2, "easy", 3),
        ("solo", 1, "easy", 4)]]])
def test_every_reason_holds_in_its_position(mode, players, bot, seed):
    assert play(mode, players, bot, seed, 160) > 40
