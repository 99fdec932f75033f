"""Die of the Dead: Ofrenda Variant: the data, each section's scoring, the round, the tokens, the
steps and their bonuses, solo and five players, the setup's secrecy, refusals, and seeded games.

Positions are built by hand from a game past its setup: dice are taken from wherever they lie and
put where a test wants them (so every die stays counted), then the rules are driven through
``apply`` as a table would.
"""
from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest
import yaml

from game import registry
from game.datafiles import DataError
from game.protocol import SeatSetup, Setup
from game.rules.base import IllegalAction
from game.rules.dotd import words
from game.rules.dotd.actions import (
    ACTION_TYPES, Ascend, CashTokens, CityDie, Discard, Draft, FinishScoring, KeepFace, Land, Move, Open, Pass, Pay,
    Place, Retune, ScoreSection, SetFace, Skull, Swap, TakeToken,
)
from game.rules.dotd.components import ITEMS, PREP, SKULL, load
from game.rules.dotd.game import components
from game.rules.dotd.scoring import section_score, section_urns
from game.rules.dotd.state import ACT, DISCARD, EMPTY, FACE_BONUS, LAND, OPEN, OVER, PAY, PLACE, RETUNE, SCORE, \
    SKULL_BONUS


def said_refusal(state, *args):
    """A refusal (a message) as it reads in English, or None."""
    from game.text import say
    reason = state.why_illegal(*args)
    return None if reason is None else say(reason, "en")


GAME = registry.get("dotd")
DATA = GAME.load_data()
R, B, G, Y, P = range(5)  # colours
CANDLE, MARIGOLD, BREAD, INCENSE = range(4)
COLOURS = DATA.colours
NAMES = ("Rosa", "Diego", "Lupita", "Mateo", "Carmen")


# ------------------------------------------------------------------------------ helpers
def new(n: int = 2, seed: int = 1):
    mode = "solo" if n == 1 else "multi"
    return GAME.new_state(DATA, seed, Setup(mode, tuple(SeatSetup("human", NAMES[i]) for i in range(n))))


def started(n: int = 2, seed: int = 1):
    """A game past its setup: every seat placed with its first legal choice."""
    st = new(n, seed)
    while st.phase == PLACE:
        for s in sorted(st.to_move()):
            st.apply(s, st.legal_actions(s)[0])
    return st


def take(st, die: int) -> int:
    """Lift ``die`` from wherever it lies (it must be put somewhere at once)."""
    for pool in [st.city, st.removed] + st.supply + st.caskets + st.lids:
        if die in pool:
            pool.remove(die)
            return die
    for boards in (st.prep, st.ofrenda):
        for row in boards:
            if die in row:
                row[row.index(die)] = EMPTY
                return die
    raise AssertionError(f"die {die} is nowhere to lift")


def spare(st, colour: int, power: bool = False) -> int:
    """A die of ``colour`` and kind that lies in a pool (not on a board, not a scoring die)."""
    for pool in [st.removed, st.city] + st.supply + st.lids + st.caskets:
        for x in pool:
            if x // 15 == colour and st.is_power(x) == power:
                return x
    raise AssertionError("no spare die")


def put_cell(st, seat: int, cell: int, colour: int, face: int, power: bool = False) -> int:
    die = take(st, spare(st, colour, power))
    st.ofrenda[seat][cell] = die
    st.faces[die] = face
    st._legal = None
    return die


def put_prep(st, seat: int, space: int, colour: int, face: int, power: bool = False) -> int:
    die = take(st, spare(st, colour, power))
    st.prep[seat][space] = die
    st.faces[die] = face
    st._legal = None
    return die


def fill_section(st, seat: int, item: int, dice, skip: int | None = None) -> None:
    """Put ``dice`` ((colour, face) or (colour, face, power)) in ``item``'s cells in order along the
    side, leaving the cell at position ``skip`` empty."""
    for pos, spec in enumerate(dice):
        if pos != skip:
            put_cell(st, seat, DATA.sections[item][pos], *spec)


def open_with(st, casket: int, dice) -> list[int]:
    """The Round Starter opens ``casket`` holding exactly ``dice`` ((colour, face[, power])): the
    casket is emptied first, the roll replaced by the faces asked for."""
    assert st.phase == OPEN
    for x in st.caskets[casket] + st.lids[casket]:
        take(st, x)
        st.removed.append(x)
    ids = []
    for spec in dice:
        colour, face, *power = spec
        x = take(st, spare(st, colour, bool(power and power[0])))
        st.caskets[casket].append(x)
        ids.append((x, face))
    st._legal = None
    st.apply(st.rs, Open(casket))
    for x, face in ids:
        st.faces[x] = face
    st._legal = None
    return [x for x, _ in ids]


def act_as(st, seat: int) -> None:
    """Make ``seat`` the one to act now (skipping the seats before it this round)."""
    assert st.phase == ACT
    st.turn = (seat - st.rs) % st.n
    st.current = seat
    st._legal = None


def refusal(st, seat: int, action) -> str:
    reason = said_refusal(st, seat, action)
    assert reason, f"{action} should be refused"
    assert action not in st.legal_actions(seat)
    with pytest.raises(IllegalAction):
        st.clone().apply(seat, action)
    return reason


def score_of(item: int, dice, board: int = 1) -> int:
    return section_score(DATA, item, dice, section_urns(DATA, board, item)).steps


def random_game(n: int, seed: int, check: int = 0):
    """A whole game of random moves; with ``check``, every ``check``-th position checks that the
    legal moves are exactly the candidates with no refusal."""
    st = new(n, seed)
    rng = random.Random(seed)
    start = components(st)
    steps = 0
    while not st.is_over:
        seat = sorted(st.to_move())[0]
        legal = st.legal_actions(seat)
        if check and steps % check == 0:
            assert_legal_matches_refusals(st, seat, legal)
        st.apply(seat, rng.choice(legal))
        steps += 1
        assert steps < 5000
    assert components(st) == start
    return st


def candidates(st, seat: int):
    """A superset of the moves that could be legal now (every field over its plausible values)."""
    out = []
    cols = list(COLOURS)
    for k in range(4):
        out += [Place(k, c) for c in cols] + [Open(k)]
        out += [Swap(k, j) for j in range(4) if j != k]
        for src, colour, power, spot in ([("city", c, p, -1) for c in cols for p in (False, True)]
                                         + [("supply", c, p, -1) for c in cols for p in (False, True)]
                                         + [("prep", "", False, i) for i in range(3)]
                                         + [("ofrenda", "", False, i) for i in range(12)]):
            out.append(Pay(k, src, colour, power, spot))
    faces = {st.faces[x] for row in st.caskets for x in row} | {0}
    for c in cols:
        for p in (False, True):
            for f in faces:
                out += [Draft(c, p, f, cell) for cell in range(-1, 12)]
        out.append(CityDie(c))
    for s in range(3):
        out += [Move(s, c, m) for c in range(12) for m in (False, True)]
        out += [SetFace(s, f) for f in range(1, 7)]
        out.append(Skull("prep", s))
    out += [Skull("ofrenda", c) for c in range(12)]
    for t in ITEMS:
        out += [Retune(t, f) for f in range(1, 7)] + [Discard(t), ScoreSection(t)]
    out += [CashTokens(combo) for combo in (ITEMS[:3], ITEMS[1:], ITEMS, (ITEMS[0], ITEMS[2], ITEMS[3]),
                                            (ITEMS[0], ITEMS[1], ITEMS[3]))]
    out += [KeepFace(), TakeToken(), Ascend(), Pass(), FinishScoring()] + [Land(i) for i in range(4)]
    return out


def assert_legal_matches_refusals(st, seat: int, legal) -> None:
    accepted = {a for a in candidates(st, seat) if st.why_illegal(seat, a) is None}
    assert accepted == set(legal), (st.phase, accepted ^ set(legal))


# ------------------------------------------------------------------------------ data
def test_the_components_are_as_the_rulings_list_them():
    assert DATA.colours == ("red", "blue", "green", "yellow", "purple")
    assert DATA.dice == 75 and DATA.power_faces == (1, 2, SKULL, SKULL, 5, 6)
    assert [len(DATA.power_dice(c)) for c in range(5)] == [3] * 5
    assert [len(DATA.normal_dice(c)) for c in range(5)] == [12] * 5
    assert DATA.items == ITEMS == ("candle", "marigold", "bread", "incense")
    assert DATA.tokens_per_kind == 5 and DATA.solo_tokens_per_kind == 1 and DATA.hand_limit == 4
    assert DATA.cash == ((3, 1), (4, 2)) and DATA.prep_spaces == 3
    assert DATA.extra_dice == {4: 3, 3: 8, 2: 18}
    assert [m.steps for m in DATA.marks] == [12, 18]
    # sides: top marigold, right incense, bottom candle, left bread; corners shared
    cells = DATA.cells
    assert {cells[c][0] for c in DATA.sections[MARIGOLD]} == {0}
    assert {cells[c][1] for c in DATA.sections[INCENSE]} == {3}
    assert {cells[c][0] for c in DATA.sections[CANDLE]} == {3}
    assert {cells[c][1] for c in DATA.sections[BREAD]} == {0}
    corners = [c for c in range(12) if len(DATA.cell_items[c]) == 2]
    assert sorted(cells[c] for c in corners) == [(0, 0), (0, 3), (3, 0), (3, 3)]
    assert all(len(DATA.sections[i]) == 4 for i in range(4))
    urns = {b + 1: [(u.cell, COLOURS[u.colour], u.value) for u in DATA.boards[b]] for b in range(5)}
    own_incense = DATA.sections[INCENSE][1:3]
    assert all(u[0] in own_incense for us in urns.values() for u in us)
    assert [[(c, v) for _, c, v in urns[b]] for b in range(1, 6)] == [
        [("blue", 2), ("red", 5)], [("green", 3), ("yellow", 6)], [("purple", 1), ("blue", 4)],
        [("red", 6), ("green", 1)], [("yellow", 4), ("purple", 2)]]


def test_the_steps_follow_the_rulings_formula():
    t = ITEMS
    for k in range(1, 10):
        squares = DATA.steps[k - 1]
        assert squares == (t[k % 4], t[(k + 2) % 4], "skull" if k % 2 else "face", "blank"), k
    assert DATA.landing(0) == (1, 0) and DATA.landing(9) == (1, 9) and DATA.landing(10) == (2, 1)
    assert DATA.landing(18) == (2, 9) and DATA.landing(20) == (3, 2)


@pytest.fixture
def folder(tmp_path):
    shutil.copytree(Path(__file__).resolve().parents[1] / "data" / "dotd", tmp_path / "dotd")
    return tmp_path / "dotd"


def _edit(path: Path, change) -> None:
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    change(doc)
    path.write_text(yaml.safe_dump(doc, sort_keys=False), encoding="utf-8")


@pytest.mark.parametrize("file,change,key", [
    ("components.yaml", lambda d: d["dice"].update(power_faces=[1, 2, 3, 4, 5, 6]), "dice.power_faces"),
    ("components.yaml", lambda d: d["items"].reverse(), "items"),
    ("components.yaml", lambda d: d["multi"]["extra_dice"].update({3: 7}), "multi.extra_dice.3"),
    ("components.yaml", lambda d: d.update(surprise=1), "surprise"),
    ("ofrenda.yaml", lambda d: d["sections"]["bread"].update(cells=[0, 11, 9, 10]), "sections.bread.cells"),
    ("ofrenda.yaml", lambda d: d["boards"][2]["urns"][0].update(colour="pink"), "boards[2].urns[0].colour"),
    ("ofrenda.yaml", lambda d: d["boards"][0]["urns"][1].update(cell=3), "boards[0].urns[1].cell"),
    ("steps.yaml", lambda d: d["steps"][4].__setitem__(1, "marigold"), "steps[4]"),
    ("steps.yaml", lambda d: d["steps"].pop(), "steps"),
    ("scoring.yaml", lambda d: d["sections"]["candle"][1].update(id="three_of_a_kind"), "sections.candle[1].id"),
    ("scoring.yaml", lambda d: d["sections"]["bread"][0].update(steps=9), "sections.bread[0] (id same_colour_over_10).steps"),
])
def test_a_bad_data_file_stops_with_its_file_key_and_reason(folder, file, change, key):
    _edit(folder / file, change)
    with pytest.raises(DataError) as err:
        load(folder)
    assert err.value.path.endswith(file) and err.value.key == key and err.value.reason


def test_a_missing_file_is_named(folder):
    (folder / "steps.yaml").unlink()
    with pytest.raises(DataError, match="steps.yaml"):
        load(folder)


# ------------------------------------------------------------------------------ scoring
def test_the_rulebook_example_scores_bread_2_candles_1_incense_4_marigolds_3():
    st = started(2)
    seat = 0  # board 1: urns blue 2 and red 5
    fill_section(st, seat, BREAD, [(G, 2), (G, 3), (G, 3), (G, 3)])  # corner, middle, middle, corner
    fill_section(st, seat, MARIGOLD, [(G, 2), (Y, 3), (G, 4), (Y, 1)], skip=0)  # cell 0 is bread's corner
    fill_section(st, seat, INCENSE, [(Y, 1), (B, 2), (R, 5), (P, 6)], skip=0)  # cell 3 is marigold's
    fill_section(st, seat, CANDLE, [(G, 3), (R, 6), (P, 6), (P, 6)], skip=0)  # candle cells 9 8 7 6
    st.faces[st.ofrenda[seat][6]] = 6
    st.faces[st.ofrenda[seat][9]] = 3
    result = {ITEMS[i]: st.section_result(seat, i) for i in range(4)}
    assert {k: r.steps for k, r in result.items()} == {"bread": 2, "candle": 1, "incense": 4, "marigold": 3}
    assert [m.requirement.id for m in result["bread"].met] == ["same_colour_over_10"]
    assert [m.requirement.id for m in result["candle"].met] == ["three_alike"]
    assert [(m.requirement.id, m.times) for m in result["incense"].met] == [("all_different", 1), ("urn", 2)]
    assert [m.requirement.id for m in result["marigold"].met] == ["alternating_pair", "run_of_3"]
    lines = words.breakdown_lines(words.Plain(DATA), result["incense"])
    assert lines == ["Four colours, four values: +2", "An urn matched in colour and value \u00d72: +2"]


def test_bread():
    assert score_of(BREAD, [(R, 3), (R, 3), (R, 3), (R, 2)]) == 2  # one colour, above 10
    assert score_of(BREAD, [(R, 3), (R, 3), (R, 2), (R, 2)]) == 0  # one colour, exactly 10
    assert score_of(BREAD, [(R, 6), (B, 6), (G, 6), (Y, 1)]) == 1  # above 16
    assert score_of(BREAD, [(R, 6), (B, 6), (G, 3), (Y, 1)]) == 2  # exactly 16
    assert score_of(BREAD, [(R, 6), (R, 6), (R, 3), (R, 1)]) == 4  # one colour and exactly 16
    assert score_of(BREAD, [(R, 6), (R, 6), (R, 6), (R, 6)]) == 3  # one colour and above 16


def test_candles():
    assert score_of(CANDLE, [(R, 2), (B, 2), (G, 5), (Y, 6)]) == 2  # four colours, a pair
    assert score_of(CANDLE, [(R, 2), (R, 3), (G, 5), (Y, 6)]) == 0
    assert score_of(CANDLE, [(R, 2), (R, 2), (G, 2), (Y, 6)]) == 1  # three alike
    assert score_of(CANDLE, [(R, 2), (B, 2), (G, 2), (Y, 6)]) == 3  # four colours, three alike
    assert score_of(CANDLE, [(R, 4), (R, 4), (R, 4), (R, 4)]) == 2  # three and four alike
    assert score_of(CANDLE, [(R, 4), (B, 4), (G, 4), (Y, 4)]) == 4


def test_marigolds():
    assert score_of(MARIGOLD, [(R, 2), (B, 3), (R, 4), (B, 5)]) == 4  # ABAB, pair, run of 3, run of 4
    assert score_of(MARIGOLD, [(R, 5), (R, 4), (R, 3), (R, 2)]) == 2  # falling run of 4, not alternating
    assert score_of(MARIGOLD, [(R, 1), (B, 6), (R, 1), (B, 6)]) == 0  # 6 and 1 are not consecutive
    assert score_of(MARIGOLD, [(R, 2), (B, 3), (R, 2), (B, 3)]) == 2  # no run: it goes back
    assert score_of(MARIGOLD, [(R, 6), (B, 1), (R, 2), (B, 3)]) == 3  # 1 2 3 runs; 6 1 does not
    assert score_of(MARIGOLD, [(R, 2), (R, 3), (B, 2), (B, 3)]) == 0  # AABB is not alternating
    assert score_of(MARIGOLD, [(R, 2), (R, 3), (R, 2), (R, 3)]) == 0  # A = B is not alternating either
    assert score_of(MARIGOLD, [(R, 2), (B, 5), (R, 3), (B, 4)]) == 2  # 5 4 adjacent at the end: pair only


def test_incense():
    urns = section_urns(DATA, 1, INCENSE)
    assert urns == ((1, B, 2), (2, R, 5))
    assert score_of(INCENSE, [(Y, 1), (G, 2), (P, 5), (R, 6)]) == 2  # all different, no urn
    assert score_of(INCENSE, [(Y, 1), (B, 2), (P, 3), (R, 6)]) == 3  # one urn
    assert score_of(INCENSE, [(B, 1), (B, 2), (R, 5), (R, 6)]) == 2  # urns only, colours repeat
    assert score_of(INCENSE, [(Y, 1), (B, 2), (R, 5), (P, 6)], board=2) == 2  # another board's urns


def test_a_skull_is_wild_with_the_best_value_for_its_owner():
    best = section_score(DATA, BREAD, [(R, 5), (R, 5), (R, 5), (R, SKULL)])
    assert best.steps == 4 and best.values == (5, 5, 5, 1) and best.wild == (3,)  # 16 beats 21
    assert section_score(DATA, MARIGOLD, [(R, 2), (B, SKULL), (R, 4), (B, SKULL)]).steps == 4  # 2 3 4 5
    assert section_score(DATA, CANDLE, [(R, SKULL), (B, SKULL), (G, SKULL), (Y, SKULL)]).steps == 4
    urns = section_urns(DATA, 1, INCENSE)
    wild = section_score(DATA, INCENSE, [(Y, 1), (B, SKULL), (R, SKULL), (P, 6)], urns)
    assert wild.steps == 4 and wild.values == (1, 2, 5, 6)
    lines = words.breakdown_lines(words.Plain(DATA), best)
    assert "The skull counts as 1" in lines


def test_the_section_cap_is_four_steps():
    result = section_score(DATA, BREAD, [(R, 6), (R, 6), (R, 3), (R, 1)])
    assert result.raw == 4 and result.steps == 4
    assert DATA.cap == 4
    # a requirement list whose sum passes the cap is cut to it
    for item in range(4):
        assert sum(r.steps * (2 if r.per_urn else 1) for r in DATA.requirements[item]) >= 4


# ------------------------------------------------------------------------------ the round
def to_draft(st, seat: int, casket: int, dice, draft_pos: int = 0):
    """Open ``casket`` with ``dice`` and skip to ``seat``'s action."""
    ids = open_with(st, casket, dice)
    if seat != st.rs:
        act_as(st, seat)
    return ids


def test_a_round_draft_and_pay_then_the_others_clockwise():
    st = started(3, seed=2)
    rs = st.rs
    assert st.phase == OPEN and st.to_move() == {rs}
    ids = open_with(st, BREAD, [(R, 5), (B, 2), (G, 4)])
    assert st.revealed and st.phase == ACT and st.current == rs
    legal = st.legal_actions(rs)
    assert not any(isinstance(a, (TakeToken, Ascend, Move)) for a in legal), "the RS must draft"
    cell = DATA.sections[BREAD][1]
    st.apply(rs, Draft("red", False, 5, cell))
    assert st.ofrenda[rs][cell] == ids[0] and st.phase == PAY
    pays = st.legal_actions(rs)
    assert {a.source for a in pays} == {"city"} and {a.casket for a in pays} == {CANDLE, MARIGOLD, INCENSE}
    assert {a.colour for a in pays} == set(COLOURS) and all(a.power for a in pays)
    city = len(st.city)
    st.apply(rs, Pay(INCENSE, "city", "blue", True, -1))
    assert len(st.city) == city - 1 and len(st.lids[INCENSE]) == 1
    nxt = (rs + 1) % 3
    assert st.phase == ACT and st.to_move() == {nxt}
    assert TakeToken() in st.legal_actions(nxt)
    st.apply(nxt, TakeToken())
    assert st.hands[nxt][BREAD] == 1 and st.board_tokens[BREAD] == 4
    last = (rs + 2) % 3
    assert st.to_move() == {last}
    st.apply(last, Draft("blue", False, 2, PREP))
    pays = st.legal_actions(last)
    assert {a.source for a in pays} == {"supply"}
    st.apply(last, pays[0])
    # nobody completed anything: no scoring, no rotation; the marker passes clockwise
    assert st.round == 2 and st.rs == nxt and st.phase == OPEN
    assert not any(e.kind == "rotate" for e in st.events)


def test_payment_falls_back_from_supply_to_the_preparation_board():
    st = started(2, seed=3)
    other = 1 - st.rs
    for x in list(st.supply[other]):
        take(st, x)
        st.removed.append(x)
    held = put_prep(st, other, 0, G, 3)
    to_draft(st, other, BREAD, [(R, 5), (B, 2)])
    st.apply(other, Draft("red", False, 5, PREP))
    pays = st.legal_actions(other)
    assert {(a.source, a.spot) for a in pays} == {("prep", 0)}, "the drafted die cannot pay for itself"
    assert "cannot pay for itself" in refusal(st, other, Pay(CANDLE, "prep", "", False, 1))
    assert "supply is empty" in refusal(st, other, Pay(CANDLE, "supply", "red", False, -1))
    st.apply(other, Pay(CANDLE, "prep", "", False, 0))
    assert held in st.lids[CANDLE]


def test_the_round_starter_pays_from_supply_once_the_city_is_empty():
    st = started(2, seed=4)
    for x in list(st.city):
        take(st, x)
        st.removed.append(x)
    to_draft(st, st.rs, MARIGOLD, [(R, 5)])
    st.apply(st.rs, Draft("red", False, 5, PREP))
    assert {a.source for a in st.legal_actions(st.rs)} == {"supply"}
    assert "City of the Dead is empty" in refusal(st, st.rs, Pay(CANDLE, "city", "red", True, -1))


def test_moving_a_die_and_ascending_with_nothing_to_take():
    st = started(2, seed=5)
    other = 1 - st.rs
    die = put_prep(st, other, 1, Y, 4)
    to_draft(st, other, INCENSE, [(R, 5)])
    # the RS drafted the only die, and no incense token is left
    st.board_tokens[INCENSE] = 0
    st.token_box[INCENSE] += 5
    act_as(st, st.rs)
    st.apply(st.rs, Draft("red", False, 5, PREP))
    st.apply(st.rs, st.legal_actions(st.rs)[0])
    assert st.current == other and not st.caskets[INCENSE]
    legal = st.legal_actions(other)
    assert Ascend() in legal and not any(isinstance(a, (Draft, TakeToken)) for a in legal)
    assert Move(1, DATA.sections[INCENSE][1], False) in legal
    assert "not one of" in refusal(st, other, Move(1, DATA.sections[BREAD][1], False)) or \
        "incense spaces" in said_refusal(st, other, Move(1, DATA.sections[BREAD][1], False))
    clone = st.clone()
    clone.apply(other, Move(1, DATA.sections[INCENSE][1], False))
    assert clone.ofrenda[other][DATA.sections[INCENSE][1]] == die and clone.prep[other][1] == EMPTY
    st.apply(other, Ascend())
    assert st.score[other] == 1 and st.earned[other][5] == 1


def test_ascending_needs_an_empty_casket_and_no_token():
    st = started(2, seed=6)
    other = 1 - st.rs
    to_draft(st, other, CANDLE, [(R, 2), (B, 3)])
    assert "no die and no token left" in refusal(st, other, Ascend())
    act_as(st, st.rs)
    assert "Round Starter cannot" in refusal(st, st.rs, Ascend())
    assert "Round Starter cannot take a token" in refusal(st, st.rs, TakeToken())


def test_a_full_hand_discards_before_taking():
    st = started(2, seed=7)
    other = 1 - st.rs
    st.hands[other] = [2, 1, 1, 0]
    for i, k in enumerate(st.hands[other]):
        st.board_tokens[i] -= k
    to_draft(st, other, INCENSE, [(R, 2)])
    st.apply(other, TakeToken())
    assert st.phase == DISCARD and st.current == other
    assert st.legal_actions(other) == [Discard("candle"), Discard("marigold"), Discard("bread")]
    assert "hold no incense" in refusal(st, other, Discard("incense"))
    assert "hand is full" in refusal(st, other, TakeToken())
    st.apply(other, Discard("candle"))
    assert st.hands[other] == [1, 1, 1, 1] and st.board_tokens[CANDLE] == 4 and st.board_tokens[INCENSE] == 4


def test_no_token_left_is_refused():
    st = started(2, seed=8)
    other = 1 - st.rs
    st.board_tokens[BREAD] = 0
    st.token_box[BREAD] = 5
    to_draft(st, other, BREAD, [(R, 2), (R, 3)])
    assert "No bread token is left" in refusal(st, other, TakeToken())


def test_refusals_name_the_reason():
    st = started(2, seed=9)
    rs = st.rs
    assert "Open a casket first" in refusal(st, rs, Draft("red", False, 1, PREP))
    other = 1 - rs
    assert "Wait" in refusal(st, other, Open(0))
    to_draft(st, rs, BREAD, [(R, 2), (B, 6)])
    taken = put_cell(st, rs, DATA.sections[BREAD][1], G, 4)
    assert "candle" in refusal(st, rs, Draft("red", False, 2, DATA.sections[CANDLE][1]))  # the wrong item
    assert "taken" in refusal(st, rs, Draft("red", False, 2, DATA.sections[BREAD][1]))
    assert "no such die" in refusal(st, rs, Draft("red", False, 3, PREP))
    assert st.ofrenda[rs][DATA.sections[BREAD][1]] == taken
    for i in range(3):
        put_prep(st, rs, i, Y, 1)
    assert "preparation board is full" in refusal(st, rs, Draft("red", False, 2, PREP))
    st.apply(rs, Draft("blue", False, 6, DATA.sections[BREAD][2]))
    assert "closed casket" in refusal(st, rs, Pay(BREAD, "city", "red", True, -1))
    assert "City of the Dead" in refusal(st, rs, Pay(CANDLE, "supply", "red", False, -1))
    assert "stay where they are" in refusal(st, rs, Pay(CANDLE, "ofrenda", "", False, 1))


# ------------------------------------------------------------------------------ scoring and the steps
def complete_by_draft(st, seat: int, item: int, dice, last) -> None:
    """Fill ``item``'s section but its last cell, then draft ``last`` there as the RS of a new round."""
    for pos, spec in enumerate(dice[:3]):
        put_cell(st, seat, DATA.sections[item][pos], *spec)
    open_with(st, item, [last])
    if seat != st.rs:
        act_as(st, seat)
    st.apply(seat, Draft(COLOURS[last[0]], False, last[1], DATA.sections[item][3]))
    if st.phase == RETUNE:
        st.apply(seat, KeepFace())
    pays = st.legal_actions(seat)
    st.apply(seat, pays[0])


def finish_round(st) -> None:
    """Everyone still to act this round passes the time by taking a token or drafting at random."""
    rng = random.Random(0)
    start = st.round
    while st.round == start and st.phase in (ACT, PAY, RETUNE, DISCARD) and st.current != -1:
        seat = st.current
        legal = [a for a in st.legal_actions(seat) if isinstance(a, TakeToken)] or st.legal_actions(seat)
        st.apply(seat, rng.choice(legal))


def test_a_completed_section_scores_climbs_and_lands_then_the_caskets_rotate():
    st = started(2, seed=10)
    rs = st.rs
    before = [list(c) for c in st.caskets]
    complete_by_draft(st, rs, BREAD, [(R, 3), (R, 3), (R, 3)], (R, 2))  # one colour, 11: 2 steps
    assert st.pending[rs] == [BREAD]
    finish_round(st)
    # scoring: one section, no cash: scored at once; step 2's squares: bread, candle, face, blank
    assert st.phase == LAND and st.current == rs and st.score[rs] == 2
    legal = st.legal_actions(rs)
    assert Land(0) in legal and Land(1) in legal and Land(3) in legal
    bread = st.hands[rs][BREAD]
    st.apply(rs, Land(0))
    assert st.hands[rs][BREAD] == bread + 1 and st.square[rs] == 0
    assert st.scored[rs][BREAD] == 2 and st.earned[rs][BREAD] == 2
    kinds = [e.kind for e in st.events[-12:]]
    assert "rotate" in kinds
    assert st.caskets[1:] == [c for c in before[:3]][1:] or st.casket_ids[0] == 3


def test_caskets_rotate_one_place_with_their_lid_dice():
    st = started(2, seed=11)
    lids = [list(lid) for lid in st.lids]
    inside = [list(c) for c in st.caskets]
    ids = list(st.casket_ids)
    st.scored_round = True
    st._end_round()
    assert st.casket_ids == [ids[3]] + ids[:3]
    assert st.lids == [lids[3]] + lids[:3] and st.caskets == [inside[3]] + inside[:3]


def test_no_rotation_when_nothing_was_scored():
    st = started(2, seed=12)
    ids = list(st.casket_ids)
    open_with(st, CANDLE, [(R, 1), (B, 2)])
    finish_round(st)
    assert st.round == 2 and st.casket_ids == ids


def test_a_corner_die_completing_two_sections_gives_two_climbs():
    st = started(2, seed=13)
    rs = st.rs
    corner = DATA.sections[MARIGOLD][0]  # shared with bread
    assert DATA.sections[BREAD][0] == corner
    for pos in (1, 2, 3):
        put_cell(st, rs, DATA.sections[MARIGOLD][pos], B, pos + 1)  # 2 3 4 after a 1: run of 4
        put_cell(st, rs, DATA.sections[BREAD][pos], G, 6)  # green 6 6 6 + 1 -> one colour, 19
    open_with(st, MARIGOLD, [(G, 1)])
    st.apply(rs, Draft("green", False, 1, corner))
    st.apply(rs, st.legal_actions(rs)[0])
    assert sorted(st.pending[rs]) == [MARIGOLD, BREAD]
    finish_round(st)
    # two sections: the owner chooses the order
    assert st.phase == SCORE and st.current == rs
    assert st.legal_actions(rs) == [ScoreSection("marigold"), ScoreSection("bread")]
    assert "already" not in (said_refusal(st, rs, ScoreSection("bread")) or "")
    st.apply(rs, ScoreSection("bread"))  # one colour above 10 and above 16: 3 steps
    climbs = [e for e in st.events if e.kind == "climb"]
    assert climbs[-1].data[1] == 3
    while st.phase in (LAND, SKULL_BONUS, FACE_BONUS, DISCARD):
        st.apply(rs, st.legal_actions(rs)[-1])
    # the marigold section is the only one left (and no tokens to cash): it is scored at once;
    # 1 2 3 4 is a run of three and of four, the colours do not alternate (green, then blues)
    climbs = [e for e in st.events if e.kind == "climb" and e.data[0] == rs]
    assert [c.data[1] for c in climbs] == [3, 2]
    lands = [e for e in st.events if e.kind == "land" and e.data[0] == rs]
    assert [e.data[1] for e in lands] == [3, 5], "each climb landed on its own step, with its bonus"
    assert st.scored[rs][BREAD] == 3 and st.scored[rs][MARIGOLD] == 2 and st.score[rs] == 5


def test_passing_the_top_step_adds_a_pip():
    st = started(2, seed=14)
    rs = st.rs
    st.score[rs] = 8
    complete_by_draft(st, rs, CANDLE, [(R, 4), (B, 4), (G, 4)], (Y, 4))  # four colours, four alike: 4
    finish_round(st)
    assert st.score[rs] == 12
    assert DATA.landing(12) == (2, 3)
    climb = [e for e in st.events if e.kind == "climb"][-1]
    text = GAME.event_text(climb, rs, NAMES[:2])
    assert "past the top" in text and "turns to 2" in text
    view = GAME.view(st, rs)
    assert view.player(rs).face == 2 and view.player(rs).step == 3


def score_climb_to(st, seat: int, landing_score: int):
    """Put ``seat`` in a scoring phase with a climb landing at ``landing_score``."""
    st.score[seat] = landing_score - 1
    st.scorers = [seat]
    st.current = seat
    st.cash_ok = False
    st.phase = SCORE
    st._legal = None
    st._climb(seat, 1, land=True)


def test_the_skull_bonus_turns_a_power_die_and_the_face_bonus_sets_a_normal_die():
    st = started(2, seed=15)
    seat = st.rs
    p1 = put_prep(st, seat, 0, R, 5, power=True)
    p2 = put_cell(st, seat, DATA.sections[CANDLE][1], B, 2, power=True)
    n1 = put_prep(st, seat, 1, G, 2)
    score_climb_to(st, seat, 1)  # step 1: marigold, incense, skull, blank
    assert st.phase == LAND
    assert st.legal_actions(seat) == [Land(0), Land(1), Land(2), Land(3)]
    st.apply(seat, Land(2))
    assert st.phase == SKULL_BONUS
    assert set(st.legal_actions(seat)) == {Skull("prep", 0), Skull("ofrenda", DATA.sections[CANDLE][1])}
    assert "normal die" in refusal(st, seat, Skull("prep", 1))
    st.apply(seat, Skull("ofrenda", DATA.sections[CANDLE][1]))
    assert st.faces[p2] == SKULL and st.faces[p1] == 5
    # one power die left: the bonus turns it at once
    score_climb_to(st, seat, 3)
    st.apply(seat, Land(2))
    assert st.faces[p1] == SKULL and st.phase != SKULL_BONUS
    # no power die left unturned: the skull square is not offered (it would give nothing)
    score_climb_to(st, seat, 5)
    assert Land(2) not in st.legal_actions(seat)
    assert "no power die" in refusal(st, seat, Land(2))
    st.apply(seat, Land(3))
    # step 2: bread, candle, face, blank
    score_climb_to(st, seat, 2)
    st.apply(seat, Land(2))
    assert st.phase == FACE_BONUS
    assert st.legal_actions(seat) == [SetFace(1, f) for f in (1, 3, 4, 5, 6)]
    assert "already shows 2" in refusal(st, seat, SetFace(1, 2))
    assert "power die" in refusal(st, seat, SetFace(0, 3))
    st.apply(seat, SetFace(1, 6))
    assert st.faces[n1] == 6


def test_the_token_squares_give_a_token_if_one_is_left():
    st = started(2, seed=16)
    seat = st.rs
    st.board_tokens[MARIGOLD] = 0
    st.token_box[MARIGOLD] = 5
    score_climb_to(st, seat, 1)  # marigold (none left), incense, skull (no power die), blank
    assert st.legal_actions(seat) == [Land(1), Land(3)]
    assert "No marigold token" in refusal(st, seat, Land(0))
    st.apply(seat, Land(1))
    assert st.hands[seat][INCENSE] == 1
    # a full hand discards first
    st.hands[seat] = [1, 1, 1, 1]
    for i in range(4):
        st.board_tokens[i] -= 1
    st.hands[seat][INCENSE] = 1
    score_climb_to(st, seat, 2)  # bread, candle, face, blank
    st.apply(seat, Land(0))
    assert st.phase == DISCARD
    st.apply(seat, Discard("candle"))
    assert st.hands[seat] == [0, 1, 2, 1]


def test_cashing_three_or_four_different_tokens():
    st = started(2, seed=17)
    seat = st.rs
    st.hands[seat] = [1, 1, 1, 1]
    for i in range(4):
        st.board_tokens[i] -= 1
    open_with(st, CANDLE, [(R, 1)])
    finish_round(st)
    # nothing completed, but four different tokens: the seat may cash in
    assert st.phase == SCORE and st.current == seat
    legal = st.legal_actions(seat)
    assert FinishScoring() in legal and CashTokens(ITEMS) in legal
    assert CashTokens(("incense", "candle", "bread")) in legal  # the order does not matter
    assert "different kinds" in refusal(st, seat, CashTokens(("candle", "candle", "bread")))
    boards = list(st.board_tokens)
    st.apply(seat, CashTokens(ITEMS))
    assert st.hands[seat] == [0, 0, 0, 0] and st.score[seat] == 2 and st.earned[seat][4] == 2
    assert st.board_tokens == [k + 1 for k in boards], "back on their boards"


# ------------------------------------------------------------------------------ tokens
def test_the_candle_token_swaps_two_caskets_with_their_lids_at_the_start_of_a_turn():
    st = started(2, seed=18)
    rs = st.rs
    st.hands[rs][CANDLE] = 1
    st.board_tokens[CANDLE] -= 1
    lid = put_cell(st, rs, 0, R, 1)
    take(st, lid)
    st.lids[BREAD].append(lid)
    inside = list(st.caskets[BREAD])
    st._legal = None
    assert Swap(BREAD, INCENSE) in st.legal_actions(rs) and Swap(3, 2) == Swap(2, 3)
    st.apply(rs, Swap(INCENSE, BREAD))
    assert st.caskets[INCENSE] == inside and lid in st.lids[INCENSE]
    assert st.hands[rs][CANDLE] == 0 and st.board_tokens[CANDLE] == 5
    assert "no candle token" in refusal(st, rs, Swap(0, 1))
    # another player, at the start of their turn, may move the open casket to another item
    other = 1 - rs
    st.hands[other][CANDLE] = 1
    st.board_tokens[CANDLE] -= 1
    open_with(st, INCENSE, [(R, 2), (B, 3)])
    act_as(st, rs)
    assert "start of your turn" in refusal(st, rs, Swap(0, 1))
    act_as(st, other)
    st.apply(other, Swap(INCENSE, MARIGOLD))
    assert st.open_casket == MARIGOLD
    assert any(isinstance(a, Draft) and a.cell in DATA.sections[MARIGOLD] for a in st.legal_actions(other))


def test_the_marigold_token_lets_the_round_starter_move_and_take_a_city_die():
    st = started(2, seed=19)
    rs = st.rs
    put_prep(st, rs, 0, B, 3)
    open_with(st, BREAD, [(R, 2)])
    cell = DATA.sections[BREAD][1]
    assert "Round Starter must draft" in refusal(st, rs, Move(0, cell, False))
    assert "no marigold token" in refusal(st, rs, Move(0, cell, True))
    st.hands[rs][MARIGOLD] = 1
    st.board_tokens[MARIGOLD] -= 1
    st._legal = None
    assert Move(0, cell, True) in st.legal_actions(rs)
    supply = len(st.supply[rs])
    st.apply(rs, Move(0, cell, True))
    assert st.phase == "city" and st.current == rs
    assert st.legal_actions(rs) == [CityDie(c) for c in COLOURS]
    st.apply(rs, CityDie("purple"))
    assert len(st.supply[rs]) == supply + 1 and any(st.is_power(x) and x // 15 == P for x in st.supply[rs])
    assert st.current == 1 - rs and st.phase == ACT
    other = 1 - rs
    st.hands[other][MARIGOLD] = 1
    st._legal = None
    assert "Round Starter" in refusal(st, other, Move(0, cell, True))


def test_the_bread_token_sets_the_drafted_die_to_a_value_shown_in_the_casket():
    st = started(2, seed=20)
    rs = st.rs
    st.hands[rs][BREAD] = 1
    st.board_tokens[BREAD] -= 1
    ids = open_with(st, CANDLE, [(R, 2), (B, 5), (G, 5), (Y, SKULL, True), (P, 6, True)])
    st.apply(rs, Draft("red", False, 2, PREP))
    assert st.phase == RETUNE
    assert st.legal_actions(rs) == [Retune("bread", 5), Retune("bread", 6), KeepFace()]
    assert "No other die" in refusal(st, rs, Retune("bread", 3))
    assert "no incense token" in refusal(st, rs, Retune("incense", 3))
    st.apply(rs, Retune("bread", 6))
    assert st.faces[ids[0]] == 6 and st.phase == PAY and st.hands[rs][BREAD] == 0
    # a power die cannot be retuned: no question is asked
    st2 = started(2, seed=20)
    st2.hands[st2.rs][BREAD] = 1
    open_with(st2, CANDLE, [(R, 2, True), (B, 5)])
    st2.apply(st2.rs, Draft("red", True, 2, PREP))
    assert st2.phase == PAY


def test_the_incense_token_turns_the_drafted_die_one_up_or_down_without_wrapping():
    st = started(2, seed=21)
    rs = st.rs
    st.hands[rs][INCENSE] = 1
    st.board_tokens[INCENSE] -= 1
    ids = open_with(st, CANDLE, [(R, 1), (B, 6)])
    st.apply(rs, Draft("red", False, 1, PREP))
    assert st.legal_actions(rs) == [Retune("incense", 2), KeepFace()]
    assert "1 cannot become 6" in refusal(st, rs, Retune("incense", 6))
    st.apply(rs, Retune("incense", 2))
    assert st.faces[ids[0]] == 2


# ------------------------------------------------------------------------------ solo
def test_the_solo_setup():
    st = new(1, seed=22)
    assert st.to_move() == {0} and st.phase == PLACE
    assert len(st.city) == 15 and all(not st.is_power(x) for x in st.city)
    assert sorted(x // 15 for x in st.city) == sorted(list(range(5)) * 3)
    assert st.board_tokens == [1, 1, 1, 1] and st.token_box == [4, 4, 4, 4]
    assert all(st.is_power(x) for x in st.removed) and len(st.removed) == 15
    st.apply(0, Place(BREAD, "red"))
    assert "already holds a red die" in refusal(st, 0, Place(BREAD, "red"))
    st.apply(0, Place(BREAD, "blue"))
    st.apply(0, Place(BREAD, "green"))
    assert "already holds its 3 dice" in refusal(st, 0, Place(BREAD, "yellow"))
    while st.phase == PLACE:
        st.apply(0, st.legal_actions(0)[0])
    assert [len(c) for c in st.caskets] == [3, 3, 3, 3]
    assert all(len({x // 15 for x in c}) == 3 for c in st.caskets)
    assert st.supply[0] == [] and len(st.removed) == 75 - 15 - 12 - 1
    assert st.phase == OPEN and st.rs == 0


def solo_started(seed: int = 23):
    return started(1, seed)


def test_solo_the_round_starter_may_move_or_take_a_token_and_has_no_ascend():
    st = solo_started()
    put_prep(st, 0, 0, B, 3)
    open_with(st, BREAD, [(R, 2)])
    legal = st.legal_actions(0)
    cell = DATA.sections[BREAD][1]
    assert TakeToken() in legal and Move(0, cell, False) in legal and Ascend() not in legal
    assert "no ascending" in refusal(st, 0, Ascend())
    city = len(st.city)
    clone = st.clone()
    clone.apply(0, TakeToken())  # free
    assert len(clone.city) == city and clone.hands[0][BREAD] == 1
    st.apply(0, Move(0, cell, False))  # a move costs a City die: which colour is the player's
    assert st.phase == "city"
    st.apply(0, CityDie("green"))
    assert len(st.city) == city - 1 and sum(1 for x in st.city if x // 15 == G) == 2
    assert any(e.kind == "city_spend" for e in st.events)


def test_solo_the_marigold_token_makes_a_move_free_and_used_tokens_leave_the_game():
    st = solo_started(24)
    put_prep(st, 0, 0, B, 3)
    st.hands[0][MARIGOLD] = 1
    st.board_tokens[MARIGOLD] = 0
    open_with(st, BREAD, [(R, 2)])
    city = len(st.city)
    st.apply(0, Move(0, DATA.sections[BREAD][1], True))
    assert len(st.city) == city, "the marigold token's move costs no City die"
    assert st.board_tokens[MARIGOLD] == 0 and st.token_box[MARIGOLD] == 5, "used: out of the game"


def empty_casket(st, casket: int) -> None:
    """Take every die out of ``casket`` and off its lid (out of the game)."""
    for x in st.caskets[casket] + st.lids[casket]:
        take(st, x)
        st.removed.append(x)
    st._legal = None


def test_solo_an_empty_casket_opens_for_a_move_or_its_token_but_never_a_draft():
    """The rulebook lets the solo player move a die or take a token instead of drafting: an empty
    casket is no casket to draft from, but it opens for those (docs/rulings/dotd.md)."""
    st = solo_started(28)
    empty_casket(st, MARIGOLD)
    die = put_prep(st, 0, 0, B, 3)
    assert st.board_tokens[MARIGOLD] == 1
    assert Open(MARIGOLD) in st.legal_actions(0) and st.why_illegal(0, Open(MARIGOLD)) is None
    st.apply(0, Open(MARIGOLD))
    legal = st.legal_actions(0)
    cells = [c for c in DATA.sections[MARIGOLD] if st.ofrenda[0][c] == EMPTY]
    assert TakeToken() in legal and Move(0, cells[0], False) in legal
    assert not any(isinstance(a, Draft) for a in legal) and Pass() not in legal
    clone = st.clone()
    clone.apply(0, TakeToken())
    assert clone.hands[0][MARIGOLD] == 1 and clone.board_tokens[MARIGOLD] == 0
    city = len(st.city)
    st.apply(0, Move(0, cells[0], False))
    if st.phase == "city":
        st.apply(0, st.legal_actions(0)[0])
    assert st.ofrenda[0][cells[0]] == die and len(st.city) == city - 1


def test_solo_an_empty_casket_with_nothing_to_do_there_stays_shut():
    st = solo_started(28)
    empty_casket(st, MARIGOLD)
    st.board_tokens[MARIGOLD] = 0
    st.token_box[MARIGOLD] += 1
    st._legal = None
    assert st.prep[0] == [EMPTY] * 3
    reason = refusal(st, 0, Open(MARIGOLD))
    assert reason == ("The marigold casket is empty: you could only move a die to your marigold section or take "
                      "its token, but your preparation board has no die and no marigold token is left.")
    put_prep(st, 0, 0, B, 3)
    for cell in DATA.sections[MARIGOLD]:
        if st.ofrenda[0][cell] == EMPTY:
            put_cell(st, 0, cell, R, 2)
    assert "your marigold section is full" in refusal(st, 0, Open(MARIGOLD))
    st.board_tokens[MARIGOLD] = 1  # its token is back: it opens to take it
    st._legal = None
    assert Open(MARIGOLD) in st.legal_actions(0)


def test_with_players_an_empty_casket_opens_only_for_a_marigold_move():
    st = started(2, seed=29)
    rs = st.rs
    empty_casket(st, BREAD)
    put_prep(st, rs, 0, B, 3)
    assert "empty" in refusal(st, rs, Open(BREAD)), "the Round Starter drafts, and nothing is in it"
    st.hands[rs][MARIGOLD] = 1
    st.board_tokens[MARIGOLD] -= 1
    st._legal = None
    assert Open(BREAD) in st.legal_actions(rs)
    st.apply(rs, Open(BREAD))
    assert [a for a in st.legal_actions(rs) if not isinstance(a, Swap)] == \
        [Move(0, c, True) for c in DATA.sections[BREAD] if st.ofrenda[rs][c] == EMPTY]


def test_solo_the_game_ends_when_the_city_is_emptied_and_the_last_round_is_scored():
    st = solo_started(25)
    for x in st.city[1:]:
        take(st, x)
        st.removed.append(x)
    st.city[:] = st.city[:1]
    for pos in range(3):
        put_cell(st, 0, DATA.sections[CANDLE][pos], [R, B, G][pos], 4)
    open_with(st, CANDLE, [(Y, 4)])
    st.apply(0, Draft("yellow", False, 4, DATA.sections[CANDLE][3]))
    st.apply(0, st.legal_actions(0)[0])  # the last City die
    # the round is still scored: four colours and four alike
    while not st.is_over:
        st.apply(0, st.legal_actions(0)[-1])
    assert st.score[0] == 4 and not st.city
    assert st.events[-1].kind == "game_over" and st.events[-1].data[0] == "city"
    out = st.outcome()
    assert out.contest is False and out.winners == frozenset() and out.tier is None
    sheet = st.score_sheet()
    assert [t.low for t in sheet.tiers] == [0, 12, 18] and sheet.tiers[0].reached


def test_solo_the_skull_square_does_nothing_and_the_tiers():
    st = solo_started(26)
    score_climb_to(st, 0, 1)
    assert Land(2) not in st.legal_actions(0)
    st.score[0] = 18
    st.phase = OVER
    assert st.outcome().tier == "Perfect"
    st.score[0] = 12
    assert st.outcome().tier == "Good"
    sheet = st.score_sheet()
    assert [t.reached for t in sheet.tiers] == [False, True, False]


def test_solo_the_game_ends_with_a_full_ofrenda():
    st = solo_started(27)
    for cell in range(12):
        if cell != DATA.sections[BREAD][1]:
            put_cell(st, 0, cell, R, 1)
    st.complete[0] = 0b1011  # every section but bread was completed (and scored) before
    open_with(st, BREAD, [(B, 1)])
    st.apply(0, Draft("blue", False, 1, DATA.sections[BREAD][1]))
    st.apply(0, st.legal_actions(0)[0])
    while not st.is_over:
        st.apply(0, st.legal_actions(0)[-1])
    assert st.events[-1].data[0] == "ofrenda" and st.city


# ------------------------------------------------------------------------------ five players
def test_five_players_place_their_own_colour_in_each_casket_without_being_asked():
    st = new(5, seed=28)
    assert st.phase == OPEN and st.revealed
    for k in range(4):
        assert sorted(x // 15 for x in st.caskets[k]) == [0, 1, 2, 3, 4]
    assert [len(s) for s in st.supply] == [7] * 5 and len(st.city) == 15


def test_five_players_may_pay_with_a_die_from_an_incomplete_section():
    st = started(5, seed=29)
    seat = (st.rs + 1) % 5
    mid = DATA.sections[BREAD][1]
    loose = put_cell(st, seat, mid, R, 3)
    for pos in range(4):
        put_cell(st, seat, DATA.sections[CANDLE][pos], B, pos + 1)  # a complete candle section
    st.complete[seat] |= 1 << CANDLE
    to_draft(st, seat, MARIGOLD, [(G, 2), (Y, 5)])
    act_as(st, st.rs)
    st.apply(st.rs, Draft("yellow", False, 5, PREP))
    st.apply(st.rs, st.legal_actions(st.rs)[0])
    assert st.current == seat
    st.apply(seat, Draft("green", False, 2, DATA.sections[MARIGOLD][1]))
    pays = st.legal_actions(seat)
    spots = {a.spot for a in pays if a.source == "ofrenda"}
    assert mid in spots, "a die of an incomplete section may pay"
    assert not spots & set(DATA.sections[CANDLE]), "not one of a completed section (nor its corners)"
    assert DATA.sections[MARIGOLD][1] not in spots, "nor the die just drafted"
    assert "completed section" in refusal(st, seat, Pay(CANDLE, "ofrenda", "", False, DATA.sections[CANDLE][1]))
    st.apply(seat, Pay(CANDLE, "ofrenda", "", False, mid))
    assert st.ofrenda[seat][mid] == EMPTY and loose in st.lids[CANDLE]


def test_five_players_end_after_three_sections():
    st = started(5, seed=30)
    seat = st.rs
    st.complete[seat] = (1 << MARIGOLD) | (1 << INCENSE)
    complete_by_draft(st, seat, BREAD, [(R, 1), (B, 2), (G, 3)], (Y, 6))
    while not st.is_over:
        s = st.current
        legal = st.legal_actions(s)
        st.apply(s, next((a for a in legal if isinstance(a, TakeToken)), legal[-1]))
    assert st.events[-1].data[0] == "sections" and st.round == 1


# ------------------------------------------------------------------------------ results
def test_the_most_steps_win_then_the_most_tokens_then_a_shared_win():
    st = started(3, seed=31)
    st.phase = OVER
    st.score = [10, 12, 12]
    st.hands = [[2, 2, 0, 0], [1, 0, 0, 0], [1, 1, 0, 0]]
    out = st.outcome()
    assert out.winners == {2} and out.tiebreak == "most tokens"
    st.hands[1] = [0, 0, 1, 1]
    out = st.outcome()
    assert out.winners == {1, 2} and out.tiebreak == "shared"
    st.score = [13, 12, 12]
    assert st.outcome().winners == {0} and st.outcome().tiebreak == ""
    sheet = st.score_sheet()
    assert sheet.rows[-1].tiebreak and sheet.rows[-1].values == (4, 2, 2)
    assert [r.label for r in sheet.rows if r.total] == ["Steps climbed"]


# ------------------------------------------------------------------------------ the setup's secrecy
def test_each_seats_placements_stay_hidden_until_every_seat_has_placed():
    st = new(3, seed=32)
    assert st.to_move() == {0, 1, 2}
    st.apply(1, Place(BREAD, "blue"))
    st.apply(1, Place(CANDLE, "purple"))
    assert st.to_move() == {0, 1, 2}
    v0, v1, spectator = GAME.view(st, 0), GAME.view(st, 1), GAME.view(st, None)
    assert v1.player(1).placed == (("bread", "blue"), ("candle", "purple"))
    assert v0.player(1).placed is None and v0.player(1).placed_count == 2 and spectator.player(1).placed is None
    assert len(v1.player(1).supply) == len(v0.player(1).supply) - 2
    assert all(not c.inside for c in v0.caskets)
    # events: the placing seat sees where; the others only that a die went into a casket
    placed = [e for e in st.events if e.kind == "place"]
    assert placed and all(e.visible_to == {1} for e in placed)
    hidden = [e for e in st.events if e.kind == "place_hidden"]
    assert all(e.visible_to == {0, 2} for e in hidden)
    assert not any(e.kind == "place" for e in v0.events) and any(e.kind == "place_hidden" for e in v0.events)
    text = GAME.event_text(hidden[0], 0, NAMES[:3])
    assert text == "Diego places a die in a casket (1 of 4)." and "bread" not in text
    # a state where seat 1 placed elsewhere looks the same to seat 0
    other = new(3, seed=32)
    other.apply(1, Place(INCENSE, "yellow"))
    other.apply(1, Place(MARIGOLD, "blue"))
    assert GAME.view(other, 0) == v0
    guess = GAME.determinize(v0, random.Random(5))
    assert GAME.view(guess, 0) == v0 and len(guess.placed[1]) == 2
    for seat in (0, 2, 1):
        while st.phase == PLACE and seat in st.to_move():
            st.apply(seat, st.legal_actions(seat)[0])
    reveal = next(e for e in st.events if e.kind == "reveal")
    assert reveal.visible_to is None and reveal.data[1][:2] == ((BREAD, B), (CANDLE, P))
    assert st.revealed and st.phase == OPEN
    assert any(e.kind == "start_roll" for e in st.events)
    assert sum(len(c) for c in st.caskets) == 12


def test_the_start_player_rolls_highest_and_ties_roll_again():
    for seed in range(40):
        st = started(4, seed)
        rolls = [e.data for e in st.events if e.kind == "start_roll"]
        last = rolls[-1][1]
        best = max(a + b for _, a, b in last)
        assert [s for s, a, b in last if a + b == best] == [st.start_player] == [st.rs]
        for attempt, (_, roll) in enumerate(rolls[:-1]):
            top = max(a + b for _, a, b in roll)
            assert sorted(s for s, _, _ in rolls[attempt + 1][1]) == sorted(s for s, a, b in roll if a + b == top)


# ------------------------------------------------------------------------------ stuck players and seeded games
def test_a_round_starter_who_can_do_nothing_passes_and_the_caskets_move_on():
    st = started(2, seed=33)
    rs = st.rs
    for i in range(3):
        put_prep(st, rs, i, R, 1)
    for item in range(4):
        for cell in DATA.sections[item]:
            if st.ofrenda[rs][cell] == EMPTY and item != MARIGOLD:
                put_cell(st, rs, cell, B, 2)
    # only the marigold section has room, and the marigold casket is empty
    for x in st.caskets[MARIGOLD] + st.lids[MARIGOLD]:
        take(st, x)
        st.removed.append(x)
    st._legal = None
    opens = [a for a in st.legal_actions(rs) if isinstance(a, Open)]
    assert opens == [Open(CANDLE), Open(BREAD), Open(INCENSE)]
    ids = list(st.casket_ids)
    st.apply(rs, Open(CANDLE))
    assert st.legal_actions(rs) == [Pass()]
    st.apply(rs, Pass())
    finish_round(st)
    assert st.casket_ids == [ids[3]] + ids[:3], "a stalled round moves the caskets"


def test_legal_actions_are_exactly_the_moves_without_a_refusal():
    for n, seed in ((1, 40), (2, 41), (5, 42)):
        random_game(n, seed, check=7)


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_seeded_random_games_end_keep_every_component_and_replay(n):
    for seed in range(3):
        st = random_game(n, 100 + seed)
        assert st.is_over and st.to_move() == frozenset()
        again = random_game(n, 100 + seed)
        assert again.digest() == st.digest()
        assert st.summary()["over"] and GAME.event_text(st.events[-1], 0, NAMES[:n]).endswith("over.")


def test_clones_are_independent():
    st = random_game(3, 50)
    st2 = started(3, 51)
    copy = st2.clone()
    rng = random.Random(1)
    while not copy.is_over:
        s = sorted(copy.to_move())[0]
        copy.apply(s, rng.choice(copy.legal_actions(s)))
    assert st2.round == 1 and st2.phase == OPEN and copy.is_over and st.is_over


def test_every_action_reads_in_words_and_round_trips_the_codec():
    seen = {}
    for n, seed in ((1, 60), (2, 61), (4, 62), (5, 63)):
        st = new(n, seed)
        rng = random.Random(seed)
        while not st.is_over:
            seat = sorted(st.to_move())[0]
            view = GAME.view(st, seat)
            for a in st.legal_actions(seat):
                seen.setdefault(type(a), a)
                assert GAME.describe_action(a, view) and str(a)
            st.apply(seat, rng.choice(st.legal_actions(seat)))
        for e in st.events:
            for viewer in (None, 0):
                if e.visible(viewer):
                    text = GAME.event_text(e, viewer, NAMES[:n])
                    assert text and text != e.kind and "{" not in text
    for a in seen.values():
        assert GAME.codec.decode(GAME.codec.encode(a)) == a
    assert len(seen) >= len(ACTION_TYPES) - 4


def test_the_tables_sentences_come_whole_from_the_words_module():
    """The table's words (scenes/dotd) are the words module's: "You" and a name agree with their verb,
    counts with their noun, and a possessive opens a title."""
    from game.rules.dotd import words as W
    from game.rules.dotd.actions import CITY, SUPPLY

    assert W.open_telling("Rosa", False, 2, "bread") == "Rosa tips two lid dice into the bread casket\u2026"
    assert W.open_telling("Rosa", True, 0, "bread") == "You open the bread casket\u2026"
    assert W.whose("Inés", False) == "Inés'" and W.whose("Rosa", False) == "Rosa's" and W.whose("Rosa", True) == "Your"
    assert W.your_steps(1) == "You: 1 step" and W.city_pill(2) == "City: 2 dice left"
    assert W.starts("Rosa", False) == "Rosa starts" and W.starts("Rosa", True) == "You start"
    assert W.take_token_label("incense") == "Take an incense token"
    assert W.pay_prompt({SUPPLY, CITY}) == ("Pay for your die: drag a die from the City of the Dead from your supply "
                                           "onto a closed casket.")
    assert W.scored_sections([("bread", 3)], full_stop=True) == "Scored: bread +3."
    assert W.scored_sections([]) == "No section scored yet"
    assert W.waiting_for("Rosa", "act", "bread") == "Rosa is acting on the bread casket\u2026"
