"""Portents' rules on hand-built positions: the data, setup, the push as small decisions (one side,
1-3 shifts, Burnt Offerings never pushed off, the hand rule), the Scrying (collection, one Burnt
Offering per new Portent, snuffing), the Kitty (steal, long and wide pushes, blocked pushes,
prowling and laps, its scrying decided by the player), the end of the game (duel Fortunes, the
four-offerings rule, the duel's draws, every difficulty's target, the Kitty's wins), each
challenge, and every worked example of the rulebook."""
from __future__ import annotations

import random

import pytest

from game import registry
from game.datafiles import DataError
from game.protocol import AUTOMATON, SeatSetup, Setup
from game.rules.base import IllegalAction
from game.rules.portents.game import RULES as G
from game.rules.portents.actions import Burn, KittyTurn, Pass, Place, Sacrifice, Shift, Snuff
from game.rules.portents.altar import GAP, load
from game.rules.portents.phases import KITTY, Phase
from game.rules.portents.tiles import attribute_counts
from game.session import Session
from game.text import say

DATA = G.load_data()
NAMES = DATA.tile_names


def T(name: str) -> int:
    return DATA.tile_index[name]


def mask(*names: str) -> int:
    out = 0
    for n in names:
        out |= 1 << T(n)
    return out


def duel(seed: int = 1):
    return G.new_state(DATA, seed, Setup("duel", (SeatSetup("human", "Ana"), SeatSetup("human", "Beto"))))


def solo(seed: int = 1, difficulty: str = "standard", **challenges):
    opts = {"difficulty": difficulty, **challenges}
    return G.new_state(DATA, seed, Setup("solo", (SeatSetup("human", "You"),), tuple(opts.items())))


def slot(name: str) -> int:
    return next(i for i, s in enumerate(DATA.slots) if s.id == name)


def arrange(st, altar, hands, lit=(), slots=None, seat=0, bag=None, token=None):
    """Put the named tiles where a test wants them (the rest to the other hand, the token and the
    bag), the named Omens in their slots (the rest in the other slots), and start ``seat``'s turn."""
    st.altar = [T(n) if n else GAP for n in altar]
    st.hands = [[T(n) for n in h] for h in hands]
    used = {t for t in st.altar if t != GAP} | {t for h in st.hands for t in h}
    if bag is not None:
        st.bag = [T(n) for n in bag]
        used |= set(st.bag)
    rest = [t for t in range(16) if t not in used]
    if not st.solo and len(st.hands) == 1:
        st.hands.append(rest[:3])
        rest = rest[3:]
    if token is not None:
        st.token = T(token) if token else GAP
        rest = [t for t in rest if t != st.token]
    elif "chaotic_cat" not in st.challenges:
        st.token, rest = rest[0], rest[1:]
    else:
        st.token = GAP
    if bag is None:
        st.bag = rest if st.solo else []
    else:
        assert not rest, "every tile has a place"
    st.lit = mask(*lit)
    placed = {slot(k): T(v) for k, v in (slots or {}).items()}
    others = [o for o in range(16) if o not in placed.values()]
    st.slots = [placed[i] if i in placed else others.pop(0) for i in range(16)]
    st.collected = [[] for _ in st.collected]
    st.kitty_omens = []
    st._start_turn(seat)
    return st


def quiet_altar(rng_seed: int = 0) -> list[str]:
    """Nine tiles with no line sharing a colour or a shape, even with nothing lit."""
    st = duel()
    rng = random.Random(rng_seed)
    tiles = list(range(16))
    while True:
        rng.shuffle(tiles)
        if not st._portents_on(tiles[:9], 0):
            return [NAMES[t] for t in tiles[:9]]


def names_of(tiles) -> list[str]:
    return [NAMES[t] for t in tiles]


# ------------------------------------------------------------------ data


def test_the_component_file_holds_16_tiles_16_omens_and_the_altar():
    assert len(DATA.tile_names) == 16 and len(set(DATA.tile_names)) == 16
    assert {DATA.tile_title(t) for t in range(16)} >= {"Red Claw", "White Skull", "Blue Wishbone", "Yellow Wing"}
    assert [c[2] for c in DATA.colours] == ["sun", "mars", "venus", "moon"]
    assert len(DATA.lines) == 8 and len(DATA.slots) == 16
    assert all(len(ends) == 2 for ends in DATA.line_slots)
    assert sum(1 for s in DATA.slots if s.corner) == 4
    assert DATA.slots[0].id == "corner-top-left" and DATA.slots[DATA.kitty_start].id == "bottom-middle"
    assert [d.name for d in DATA.difficulties.values()] == [
        "Cute Clairvoyant", "Middling Medium", "Standard Seer", "Expert Evocator", "Omniscient Oracle"]
    assert list(DATA.challenges) == ["chaotic_cat", "feed_the_cat", "felis_pyromanias", "dont_disturb"]


def test_a_bad_component_file_names_its_key_and_reason(tmp_path):
    text = (load.__globals__["data_dir"]() / "altar.yaml").read_text()
    cases = [
        (text.replace("white-wing]\n\nomens", "white-skull]\n\nomens", 1), r"tiles.*'white-skull' is listed twice"),
        (text.replace("row-middle: [3, 4, 5]", "row-middle: [3, 4, 6]"), r"altar\.lines\.row-middle"),
        (text.replace("kitty: {side: top, lanes: [1]}", "kitty: {side: top, lanes: [0]}", 1),
         r"altar\.slots\[2\].*own lane"),
        (text.replace("fours: 3, threes: 4", "fours: 3, threes: 4, omens: 3"), r"difficulties\[3\]"),
        (text.replace("kitty_start: bottom-middle", "kitty_start: under-the-table"), r"solo\.kitty_start"),
        (text.replace("hand_size: 3", "hand_size: four"), r"hand_size"),
    ]
    for broken, pattern in cases:
        (tmp_path / "altar.yaml").write_text(broken)
        with pytest.raises(DataError, match=pattern):
            load(tmp_path)


def test_the_game_is_registered_on_the_menu():
    game = registry.get("portents")
    assert not game.landing and game.order == 4
    assert "portents" in registry.all_games() and "portents" in registry.games()
    solo_mode = game.mode("solo")
    assert solo_mode.automaton and solo_mode.option("difficulty").choices == tuple(DATA.difficulties)
    assert {o.key for o in solo_mode.options} == {"difficulty", *DATA.challenges}
    assert game.mode("duel").players == (2, 2)


# ------------------------------------------------------------------ setup


def test_the_duel_deals_a_quiet_altar_legal_hands_and_the_second_player_lights_a_tile():
    for seed in range(30):
        st = duel(seed)
        assert not st.new_portents() and st.lit == 0
        assert all(len(h) == 3 and not st._portents_on(h + [GAP] * 6, 0) for h in st.hands)
        assert st.token != GAP and not st.bag
        assert sorted(st.altar + st.hands[0] + st.hands[1] + [st.token]) == list(range(16))
        assert sorted(st.slots) == list(range(16))
        assert st.phase is Phase.OPENING and st.to_move() == {1 - st.first}
        assert len(st.legal_actions(1 - st.first)) == 9
    st = duel(3)
    second = 1 - st.first
    tile = NAMES[st.altar[4]]
    st.apply(second, Burn(tile))
    assert st.lit == mask(tile) and st.phase is Phase.PUSH and st.to_move() == {st.first}


def test_a_hand_never_starts_with_three_tiles_sharing_an_attribute():
    for seed in range(200):
        st = duel(seed)
        for h in st.hands:
            a, b, c = h
            assert not (a >> 2 == b >> 2 == c >> 2 or a & 3 == b & 3 == c & 3)


def test_solo_sets_up_without_an_opening_offering_and_with_the_kitty_at_the_start():
    st = solo(5)
    assert st.lit == 0 and st.phase is Phase.PUSH and st.to_move() == {0}
    assert st.kitty_slot == DATA.kitty_start and st.laps == 0
    assert len(st.hands) == 1 and len(st.bag) == 3 and st.token != GAP
    chaotic = solo(5, chaotic_cat=True)
    assert chaotic.token == GAP and len(chaotic.bag) == 4


# ------------------------------------------------------------------ the push


def start_position(seat=0):
    """A quiet altar, an open hand and nothing lit, at the start of ``seat``'s duel turn."""
    st = duel()
    altar = ["red-claw", "yellow-claw", "yellow-wing",
             "red-wishbone", "blue-claw", "white-claw",
             "white-skull", "blue-wishbone", "yellow-wishbone"]
    return arrange(st, altar, [["yellow-skull", "red-wing", "blue-skull"]], seat=seat)


def test_the_first_shift_chooses_the_side_and_every_shift_slides_a_lane_one_step():
    st = start_position()
    first = st.legal_actions(0)
    assert all(isinstance(a, Shift) for a in first) and len(first) == 12
    st.apply(0, Shift("top", 0))  # the left column slides down: the White Skull falls off
    assert st.altar[0] == GAP and names_of([st.altar[3], st.altar[6]]) == ["red-claw", "red-wishbone"]
    assert st.pushed == [T("white-skull")] and st.side == "top"
    assert "one side" in say(st.why_illegal(0, Shift("left", 0)), "en")
    legal = st.legal_actions(0)
    assert {a for a in legal if isinstance(a, Shift)} == {Shift("top", 0), Shift("top", 1), Shift("top", 2)}
    # keeping the Yellow and the Blue Skull with the White Skull palmed would make three Skulls
    assert {a for a in legal if isinstance(a, Place)} == {Place(n, 0) for n in ("yellow-skull", "blue-skull")}
    st.apply(0, Shift("top", 0))  # twice in one lane: two gaps by the side
    st.apply(0, Shift("top", 2))
    assert "most a turn allows" in say(st.why_illegal(0, Shift("top", 1)), "en")
    assert [st.altar[c] for c in (0, 3, 2)] == [GAP, GAP, GAP]
    assert all(isinstance(a, Place) for a in st.legal_actions(0))


def test_placing_is_free_and_the_pushed_tiles_are_palmed_at_the_end():
    st = start_position()
    st.apply(0, Shift("right", 1))  # the middle row slides left: the Red Wishbone falls off
    assert st.altar[5] == GAP and names_of(st.pushed) == ["red-wishbone"]
    assert "gap" in say(st.why_illegal(0, Place("red-wing", 4)), "en")
    assert "not in your hand" in say(st.why_illegal(0, Place("white-wing", 5)), "en")
    events = st.apply(0, Place("red-wing", 5))
    assert sorted(names_of(st.hands[0])) == ["blue-skull", "red-wishbone", "yellow-skull"]
    assert [e.kind for e in events][:2] == ["place", "palm"]
    assert st.active == 1 or st.phase is not Phase.PUSH  # the turn went on to the Scrying


def test_a_placement_starts_the_filling_and_ends_the_shifting():
    st = start_position()
    st.apply(0, Shift("bottom", 0))
    st.apply(0, Shift("bottom", 1))
    st.apply(0, Place("yellow-skull", 6))
    assert "begun filling" in say(st.why_illegal(0, Shift("bottom", 2)), "en")
    assert all(isinstance(a, Place) for a in st.legal_actions(0))


def test_a_burnt_offering_may_reach_the_edge_but_never_be_pushed_off():
    st = start_position()
    st.lit = mask("white-skull")  # bottom-left corner
    st._start_turn(0)
    reason = say(st.why_illegal(0, Shift("top", 0)), "en")
    assert "White Skull is a Burnt Offering" in reason and "never be pushed off" in reason
    assert Shift("top", 0) not in st.legal_actions(0) and Shift("right", 2) not in st.legal_actions(0)
    assert st.why_illegal(0, Shift("left", 2)) is None  # pushed from the left it slides away from its edge


def test_a_burnt_offering_slides_to_the_edge_and_then_blocks_its_lane():
    st = start_position()
    st.lit = mask("blue-claw")  # the centre
    st._start_turn(0)
    assert st.why_illegal(0, Shift("left", 1)) is None  # the White Claw falls off, the Blue Claw slides right
    st.apply(0, Shift("left", 1))
    assert st.altar[5] == T("blue-claw")
    assert "Blue Claw is a Burnt Offering" in say(st.why_illegal(0, Shift("left", 1)), "en")


def test_the_hand_may_never_end_with_three_tiles_sharing_an_attribute():
    st = duel()
    altar = ["red-claw", "yellow-claw", "yellow-wing",
             "red-wishbone", "blue-claw", "white-claw",
             "white-skull", "blue-wishbone", "yellow-wishbone"]
    # a hand of two Skulls: pushing the White Skull in while keeping both Skulls is illegal
    arrange(st, altar, [["yellow-skull", "red-skull", "blue-wing"]])
    st.apply(0, Shift("top", 0))  # the White Skull falls off
    assert "three tiles sharing" in say(st.why_illegal(0, Place("blue-wing", 0)), "en")
    assert Place("blue-wing", 0) not in st.legal_actions(0)
    assert st.why_illegal(0, Place("yellow-skull", 0)) is None
    st.apply(0, Place("red-skull", 0))
    assert sorted(names_of(st.hands[0])) == ["blue-wing", "white-skull", "yellow-skull"]
    # a push that no placement can save is refused at its first shift: with three Skulls in hand,
    # pushing in a fourth Skull alone leaves two Skulls and it
    st2 = duel()
    arrange(st2, ["white-skull", "red-claw", "yellow-claw",
                  "red-wishbone", "blue-claw", "white-claw",
                  "yellow-wing", "blue-wishbone", "yellow-wishbone"],
            [["red-skull", "yellow-skull", "blue-skull"]])
    assert (1, 0, 0) not in st2.good["right"] and (1, 0, 0) not in st2.good["bottom"]
    assert st2.why_illegal(0, Shift("right", 0)) is None, "legal: it may go on to push more"
    st2.apply(0, Shift("right", 0))  # the White Skull falls off
    assert all(isinstance(a, Shift) for a in st2.legal_actions(0)), "stopping here is not possible"
    assert "three tiles sharing" in say(st2.why_illegal(0, Place("red-skull", 2)), "en")


def test_with_no_legal_push_the_only_move_is_to_pass_and_a_push_must_be_made_when_one_exists():
    st = start_position()
    assert "must push" in say(st.why_illegal(0, Pass()), "en")
    quiet = quiet_altar()
    st = duel()
    lit = [n for i, n in enumerate(quiet) if i != 4]  # every edge tile lit: nothing can fall off
    arrange(st, quiet, [[n for n in NAMES if n not in quiet][:3]], lit=lit)
    assert st.legal_actions(0) == [Pass()]
    assert "pass" in say(st.why_illegal(0, Shift("top", 1)), "en")
    st.apply(0, Pass())
    assert not st.made_portent and st.passes == 1


# ------------------------------------------------------------------ the Scrying: the rulebook's examples


def three_portents():
    """The rulebook's three-Portent example, reached by a real push: one shift of the left column
    from the top and the Yellow Skull placed in the gap make a Yellow row, a Claw row and a
    Wishbone row."""
    st = duel()
    altar = ["red-claw", "yellow-claw", "yellow-wing",
             "red-wishbone", "blue-claw", "white-claw",
             "white-skull", "blue-wishbone", "yellow-wishbone"]
    slots = {"left-top": "red-skull", "right-top": "blue-claw",  # Yellow row: nothing
             "left-middle": "yellow-wishbone", "right-middle": "red-claw",  # Claw row: the Red Claw
             "left-bottom": "red-wishbone", "right-bottom": "blue-wishbone"}  # Wishbone row: both
    arrange(st, altar, [["yellow-skull", "red-wing", "blue-skull"]], slots=slots)
    assert not st.new_portents()
    st.apply(0, Shift("top", 0))
    events = st.apply(0, Place("yellow-skull", 0))
    return st, events


def test_the_three_portent_example_collects_nothing_the_red_claw_and_two_wishbones():
    st, events = three_portents()
    portents = [e.data for e in events if e.kind == "portent"]
    assert [(DATA.line_names[li], DATA.attribute_name(attr)) for _, li, attr in portents] == [
        ("row-top", "Yellow"), ("row-middle", "Claw"), ("row-bottom", "Wishbone")]
    assert sorted(names_of(st.collected[0])) == ["blue-wishbone", "red-claw", "red-wishbone"]
    assert [e.data[3] for e in events if e.kind == "collect"] == [1, 2, 2]  # by line: none from the top row
    assert st.slots[slot("left-top")] == T("red-skull") and st.slots[slot("right-top")] == T("blue-claw")
    assert st.slots[slot("left-middle")] == T("yellow-wishbone")
    # each Portent needs its own Burnt Offering: the choice is the player's, one tile per row
    assert st.phase is Phase.BURN and st.to_move() == {0} and len(st.legal_actions(0)) == 9
    st.apply(0, Burn("yellow-claw"))
    assert {a.tile for a in st.legal_actions(0)} == {"red-claw", "blue-claw", "white-claw",
                                                     "red-wishbone", "blue-wishbone", "yellow-wishbone"}
    assert "own" in say(st.why_illegal(0, Burn("yellow-wing")), "en")
    st.apply(0, Burn("blue-claw"))
    st.apply(0, Burn("blue-wishbone"))
    assert st.lit == mask("yellow-claw", "blue-claw", "blue-wishbone")
    assert st.active == 1 and st.phase is Phase.PUSH


def white_skull_position(solo_game: bool = False):
    st = solo() if solo_game else duel()
    altar = ["yellow-claw", "blue-skull", "red-wing",
             "white-claw", "white-skull", "white-wing",
             "yellow-wishbone", "red-skull", "red-wishbone"]
    arrange(st, altar, [["yellow-skull", "blue-wing", "white-wishbone"]])
    return st


def test_two_portents_sharing_the_white_skull_need_a_second_burnt_offering():
    st = white_skull_position()
    found = st.new_portents()
    assert sorted((DATA.line_names[li], DATA.attribute_name(a)) for li, a in found) == [
        ("column-middle", "Skull"), ("row-middle", "White")]
    st._scry()
    assert st.phase is Phase.BURN
    st.apply(0, Burn("white-skull"))
    assert st.phase is Phase.BURN, "the White Skull serves only one of the two Portents"
    assert {a.tile for a in st.legal_actions(0)} == {"blue-skull", "red-skull", "white-claw", "white-wing"}
    st.apply(0, Burn("blue-skull"))
    assert st.lit == mask("white-skull", "blue-skull") and st.phase is Phase.PUSH and st.active == 1


def test_a_tile_outside_every_new_portent_cannot_burn():
    st = white_skull_position()
    st._scry()
    assert "new Portent's line" in say(st.why_illegal(0, Burn("yellow-claw")), "en")
    assert "for each new Portent" in say(st.why_illegal(0, Snuff("yellow-claw")), "en")


def test_the_snuffing_example_snuffs_the_blue_wing_and_the_yellow_wishbone_stays_lit():
    st = duel()
    # after the push: the Blue Wing blocks nothing any more; the Yellow Wishbone blocks a Wishbone row
    altar = ["yellow-claw", "blue-wing", "red-skull",
             "white-claw", "blue-skull", "red-wing",
             "yellow-wishbone", "red-wishbone", "white-wishbone"]
    arrange(st, altar, [["yellow-skull", "white-skull", "blue-claw"]], lit=("blue-wing", "yellow-wishbone"))
    assert not st.new_portents()
    start = len(st.events)
    st._scry()
    events = st.events[start:]
    assert st.lit == mask("yellow-wishbone")
    assert [names_of([e.data[1]]) for e in events if e.kind == "snuff"] == [["blue-wing"]]
    assert [names_of([e.data[1]]) for e in events if e.kind == "stays_lit"] == [["yellow-wishbone"]]


def test_only_offerings_lit_before_the_turn_are_snuffed():
    st = white_skull_position()
    st._scry()
    st.apply(0, Burn("white-skull"))
    st.apply(0, Burn("white-wing"))  # the White row burns its own tile: both stay lit this turn
    assert st.lit == mask("white-skull", "white-wing")


def test_when_the_order_of_snuffing_matters_the_active_player_chooses_it():
    st = duel()
    altar = ["red-skull", "red-claw", "red-wing",
             "blue-wishbone", "white-skull", "yellow-claw",
             "white-wing", "yellow-wishbone", "blue-claw"]
    arrange(st, altar, [["yellow-skull", "white-claw", "blue-wing"]], lit=("red-skull", "red-claw"))
    assert not st.new_portents()
    st._scry()
    assert st.phase is Phase.SNUFF and st.to_move() == {0}
    assert set(st.legal_actions(0)) == {Snuff("red-skull"), Snuff("red-claw")}
    assert "not a Burnt Offering" in say(st.why_illegal(0, Snuff("red-wing")), "en")
    st.apply(0, Snuff("red-claw"))
    assert st.lit == mask("red-skull"), "snuffing both would make a Red Portent: the Red Skull stays lit"
    assert st.active == 1


def test_one_portent_collects_the_matching_omens_at_both_ends_and_an_omen_is_collected_once():
    st = duel()
    altar = ["yellow-claw", "blue-skull", "red-wing",
             "white-claw", "white-skull", "white-wing",
             "yellow-wishbone", "red-skull", "red-wishbone"]
    slots = {"top-middle": "white-claw", "bottom-middle": "red-skull",  # the Skull column's ends
             "left-middle": "white-wing", "right-middle": "blue-wing"}  # the White row's ends
    arrange(st, altar, [["yellow-skull", "blue-wing", "white-wishbone"]], slots=slots)
    st._scry()
    assert sorted(names_of(st.collected[0])) == ["red-skull", "white-wing"]


# ------------------------------------------------------------------ the Kitty


def kitty_position(at: str, altar, lit=(), bag=None, token="blue-wing", **challenges):
    st = solo(**challenges)
    hand = ["yellow-skull", "red-claw", "white-wishbone"]
    arrange(st, altar, [hand], lit=lit, seat=KITTY, bag=bag, token=token)
    st.kitty_slot = slot(at)
    st.steal = False
    return st


QUIET = ["yellow-claw", "blue-skull", "red-wing",
         "white-claw", "yellow-wing", "blue-wishbone",
         "red-wishbone", "white-skull", "blue-claw"]


def test_the_kitty_pushes_long_from_a_side_slot_its_token_tile_ending_farthest():
    bag = ["white-wing", "red-skull", "yellow-wishbone"]
    st = kitty_position("bottom-middle", QUIET, bag=bag)
    assert st.to_move() == {AUTOMATON} and st.legal_actions(AUTOMATON) == [KittyTurn()]
    events = st.apply(AUTOMATON, KittyTurn())
    # the middle column from the bottom: near->far cells 7, 4, 1; three shifts
    assert names_of([st.altar[1], st.altar[4], st.altar[7]]) == ["blue-wing", "yellow-wishbone", "red-skull"]
    push = next(e for e in events if e.kind == "kitty_push")
    assert sorted(names_of(push.data[2])) == ["blue-skull", "white-skull", "yellow-wing"]
    assert NAMES[st.token] == "white-wing" and sorted(names_of(st.bag)) == sorted(names_of(push.data[2]))
    assert st.revealed


def test_the_kitty_pushes_wide_from_a_corner_first_tile_in_the_farthest_lane():
    bag = ["white-wing", "red-skull", "yellow-wishbone"]
    st = kitty_position("corner-top-left", QUIET, bag=bag)
    st.apply(AUTOMATON, KittyTurn())
    # from the top-left corner: the side counter-clockwise is the left; the bottom row is farthest
    assert NAMES[st.altar[6]] == "blue-wing", "the token's tile enters the bottom row"
    assert names_of([st.altar[3], st.altar[0]]) == ["yellow-wishbone", "red-skull"]
    assert names_of([st.altar[7], st.altar[8]]) == ["red-wishbone", "white-skull"]  # slid one step right
    assert NAMES[st.token] == "white-wing"
    # from the bottom-right corner: the right side, the top row farthest
    st = kitty_position("corner-bottom-right", QUIET, bag=bag)
    st.apply(AUTOMATON, KittyTurn())
    assert NAMES[st.altar[2]] == "blue-wing"
    assert [e.data for e in st.events if e.kind == "kitty_push"][0][1][0] == (0, T("blue-wing"))


def test_a_burnt_offering_blocks_the_kittys_long_push_at_the_edge():
    bag = ["white-wing", "red-skull", "yellow-wishbone"]
    st = kitty_position("bottom-middle", QUIET, lit=("yellow-wing",), bag=bag)  # the centre is lit
    st.apply(AUTOMATON, KittyTurn())
    # one shift only: the Blue Skull falls off, the lit Yellow Wing slides to the far edge and stops
    assert names_of([st.altar[1], st.altar[4], st.altar[7]]) == ["yellow-wing", "white-skull", "blue-wing"]
    assert NAMES[st.token] == "yellow-wishbone" and sorted(names_of(st.bag)) == ["blue-skull", "red-skull",
                                                                                 "white-wing"]


def test_a_burnt_offering_at_the_far_edge_stops_the_kitty_which_swaps_its_token_tile():
    bag = ["white-wing", "red-skull", "yellow-wishbone"]
    st = kitty_position("bottom-middle", QUIET, lit=("blue-skull",), bag=bag)  # top-middle, the far edge
    before = list(st.altar)
    events = st.apply(AUTOMATON, KittyTurn())
    assert st.altar == before and any(e.kind == "kitty_blocked" for e in events)
    assert NAMES[st.token] == "yellow-wishbone" and "blue-wing" in names_of(st.bag) and len(st.bag) == 3
    # Chaotic Cat: no token, nothing moves at all
    st = kitty_position("bottom-middle", QUIET, lit=("blue-skull",), bag=bag + ["blue-wing"], token="",
                        chaotic_cat=True)
    st.apply(AUTOMATON, KittyTurn())
    assert st.altar == before and st.token == GAP and len(st.bag) == 4


def test_in_a_wide_push_each_lane_is_blocked_on_its_own():
    bag = ["white-wing", "red-skull", "yellow-wishbone"]
    st = kitty_position("corner-top-left", QUIET, lit=("blue-claw",), bag=bag)  # bottom-right: row 2's far end
    st.apply(AUTOMATON, KittyTurn())
    assert names_of(st.altar[6:9]) == ["red-wishbone", "white-skull", "blue-claw"], "the bottom row stays put"
    assert NAMES[st.altar[3]] == "blue-wing", "the first tile goes to the farthest lane that can move"
    assert NAMES[st.altar[0]] == "yellow-wishbone" and NAMES[st.token] == "red-skull"


def test_the_kitty_steals_when_the_player_made_no_portent_and_not_from_an_empty_slot():
    st = kitty_position("bottom-middle", QUIET, bag=["white-wing", "red-skull", "yellow-wishbone"])
    stolen = st.slots[slot("bottom-middle")]
    st.steal = True
    st.apply(AUTOMATON, KittyTurn())
    assert stolen in st.kitty_omens and st.slots[slot("bottom-middle")] == GAP
    st = kitty_position("bottom-middle", QUIET, bag=["white-wing", "red-skull", "yellow-wishbone"])
    st.steal = True
    st.slots[slot("bottom-middle")] = GAP
    st.collected[0].append(next(o for o in range(16) if o not in st.slots))
    events = st.apply(AUTOMATON, KittyTurn())
    assert st.kitty_omens == [] and any(e.kind == "steal" and e.data[1] == GAP for e in events)


def test_the_player_who_makes_a_portent_is_not_robbed():
    st = solo()
    arrange(st, ["red-claw", "yellow-claw", "yellow-wing",
                 "red-wishbone", "blue-claw", "white-claw",
                 "white-skull", "blue-wishbone", "yellow-wishbone"], [["yellow-skull", "red-wing", "blue-skull"]])
    st.apply(0, Shift("top", 0))
    st.apply(0, Place("yellow-skull", 0))
    while st.phase is Phase.BURN:
        st.apply(0, st.legal_actions(0)[0])
    assert not st.steal and st.phase is Phase.KITTY
    st2 = solo()
    arrange(st2, QUIET, [["yellow-skull", "red-claw", "white-wishbone"]])
    st2.apply(0, Shift("top", 1))
    st2.apply(0, st2.legal_actions(0)[-1])
    assert not st2.made_portent and st2.steal


def test_the_kitty_prowls_clockwise_to_the_next_omen_and_laps_at_the_start():
    st = kitty_position("bottom-middle", QUIET, bag=["white-wing", "red-skull", "yellow-wishbone"])
    for name in ("bottom-left", "corner-bottom-left"):
        st.collected[0].append(st.slots[slot(name)])
        st.slots[slot(name)] = GAP
    st.apply(AUTOMATON, KittyTurn())
    assert DATA.slots[st.kitty_slot].id == "left-bottom", "empty slots are skipped"
    assert st.laps == 0
    # from just before the start, skipping over the empty start slot completes a lap (the hat)
    st = kitty_position("bottom-right", QUIET, bag=["white-wing", "red-skull", "yellow-wishbone"])
    st.collected[0].append(st.slots[slot("bottom-middle")])
    st.slots[slot("bottom-middle")] = GAP
    events = st.apply(AUTOMATON, KittyTurn())
    assert DATA.slots[st.kitty_slot].id == "bottom-left" and st.laps == 1
    advance = next(e for e in events if e.kind == "kitty_advance")
    assert advance.data[2] and "hat" in G.event_text(DATA, advance, 0, ("You",))


def test_the_kitty_wins_at_the_end_of_its_second_lap():
    st = kitty_position("bottom-right", QUIET, bag=["white-wing", "red-skull", "yellow-wishbone"])
    st.laps = 1
    st.apply(AUTOMATON, KittyTurn())
    assert st.is_over and st.kitty_won and st.reason == "laps" and st.outcome().winners == frozenset()


def test_the_player_chooses_the_tile_a_kitty_portent_burns_then_the_kitty_goes_on():
    # the Kitty's long push from the bottom into the middle column is blocked after one shift (the lit
    # centre): its token's Red Claw lands between the Red Skull and the Red Wing, a Red row
    altar = ["yellow-claw", "blue-skull", "white-wing",
             "white-claw", "yellow-wing", "blue-wishbone",
             "red-skull", "white-skull", "red-wing"]
    bag = ["yellow-wishbone", "blue-claw", "red-wishbone"]
    st = solo()
    arrange(st, altar, [["yellow-skull", "white-wishbone", "blue-wing"]], lit=("yellow-wing",), seat=KITTY,
            bag=bag, token="red-claw", slots={"left-bottom": "red-skull", "right-bottom": "blue-wing"})
    st.kitty_slot = slot("bottom-middle")
    st.steal = False
    session_like = st.apply(AUTOMATON, KittyTurn())
    assert NAMES[st.altar[7]] == "red-claw"
    assert [names_of([e.data[1]]) for e in session_like if e.kind == "collect"] == [["red-skull"]]
    assert st.kitty_omens == [T("red-skull")]
    assert st.phase is Phase.BURN and st.active == KITTY and st.to_move() == {0}
    assert {a.tile for a in st.legal_actions(0)} == {"red-skull", "red-claw", "red-wing"}
    assert st.legal_actions(AUTOMATON) == []
    events = st.apply(0, Burn("red-claw"))
    burn = next(e for e in events if e.kind == "burn")
    assert burn.actor == 0 and "for the Kitty's Portent" in G.event_text(DATA, burn, 0, ("You",))
    assert st.lit & mask("red-claw") and st.phase is Phase.PUSH and st.active == 0


def test_a_session_hands_the_kittys_choice_to_the_human_seat():
    game = registry.get("portents")
    for seed in range(40):
        session = Session(game, Setup("solo", (SeatSetup("human", "You"),)), seed)
        rng = random.Random(seed)
        while not session.state.is_over:
            step = session.next_step()
            st = session.state
            if st.active == KITTY and st.phase in (Phase.BURN, Phase.SNUFF):
                assert step.kind == "human" and step.seat == 0
                assert session.can_undo(0) is False or session.log[-1].seat == 0
                return
            if step.kind == "automaton":
                session.apply_automaton()
            else:
                session.apply(step.seat, rng.choice(st.legal_actions(step.seat)))
    pytest.fail("no seed gave the Kitty a Portent with a choice")


# ------------------------------------------------------------------ the end of the game


def test_a_duel_is_won_by_a_fortune_of_four_or_two_fortunes_of_three_at_the_end_of_the_turn():
    st = start_position()
    st.collected[0] = [T(n) for n in ("red-skull", "red-claw", "red-wing")]
    st._end_turn()
    assert not st.is_over and st.active == 1
    st = start_position()
    st.collected[0] = [T(n) for n in ("red-skull", "red-claw", "red-wing", "red-wishbone")]
    st._end_turn()
    assert st.is_over and st.winners == {0} and st.reason == "fortune"
    st = start_position()
    st.collected[0] = [T(n) for n in ("red-skull", "red-claw", "red-wing", "blue-skull", "white-skull")]
    st._end_turn()  # Red three and Skull three, sharing the Red Skull
    assert st.is_over and st.winners == {0} and st.reason == "fortunes"
    assert st.returns()[0] == 25 and say(st.score_sheet().headline, "en") == "Ana wins!"
    st = start_position(seat=1)
    st.collected[0] = [T(n) for n in ("red-skull", "red-claw", "red-wing", "red-wishbone")]
    st._end_turn()
    assert not st.is_over, "only the active player's Fortunes end the turn"


def test_four_burnt_offerings_at_the_end_of_a_turn_win_the_duel_for_its_player():
    st = start_position(seat=1)
    st.lit = mask("red-claw", "yellow-claw", "blue-claw", "white-claw")
    st._end_turn()
    assert st.is_over and st.winners == {1} and st.reason == "burnt"
    assert any("four-offerings" in n for n in st.score_sheet().notes)


def test_in_solo_four_burnt_offerings_win_for_the_kitty_unless_the_target_was_met_that_turn():
    st = solo(difficulty="oracle")
    arrange(st, QUIET, [["yellow-skull", "red-claw", "white-wishbone"]])
    st.lit = mask("yellow-claw", "blue-skull", "red-wing", "white-claw")
    st._end_turn()
    assert st.is_over and st.kitty_won and st.reason == "burnt" and not st.winners
    st = solo(difficulty="oracle")
    arrange(st, QUIET, [["yellow-skull", "red-claw", "white-wishbone"]])
    st.lit = mask("yellow-claw", "blue-skull", "red-wing", "white-claw")
    st.collected[0] = list(range(15))
    st._end_turn()
    assert st.is_over and st.winners == {0} and not st.kitty_won and st.reason == "target"
    # the Kitty's own turn ending with four: the Kitty wins
    st = kitty_position("bottom-middle", QUIET, bag=["white-wing", "red-skull", "yellow-wishbone"])
    st.lit = mask("yellow-claw", "blue-skull", "red-wing", "white-claw")
    st._end_turn()
    assert st.is_over and st.kitty_won and st.reason == "burnt"


def test_both_players_passing_in_a_row_is_a_draw():
    quiet = quiet_altar()
    st = duel()
    lit = [n for i, n in enumerate(quiet) if i != 4]
    arrange(st, quiet, [[n for n in NAMES if n not in quiet][:3]], lit=lit, seat=1)
    st.passes = 1
    st.apply(1, Pass())
    assert st.lit == 0, "nothing blocks a Portent: every old offering is snuffed"
    assert st.is_over and st.draw and st.reason == "passes" and st.winners == {0, 1}
    assert st.score_sheet().headline == "A draw" and st.outcome().tiebreak == "a draw"


def test_fifty_turns_in_a_row_without_an_omen_is_a_draw():
    st = start_position()
    st.dry = DATA.dry_turns - 2
    st._end_turn()
    assert not st.is_over and st.dry == DATA.dry_turns - 1
    st._end_turn()
    assert st.is_over and st.draw and st.reason == "dry"
    st = start_position()
    st.dry = DATA.dry_turns - 1
    st.took_omen = True
    st._end_turn()
    assert not st.is_over and st.dry == 0


COLLECTIONS = {
    "cute": ["red-skull", "red-claw", "red-wishbone", "red-wing", "blue-skull", "white-skull", "blue-claw",
             "white-claw"],
}
COLLECTIONS["middling"] = COLLECTIONS["cute"] + ["blue-wishbone", "white-wishbone"]
COLLECTIONS["standard"] = COLLECTIONS["middling"] + ["blue-wing"]
COLLECTIONS["expert"] = COLLECTIONS["standard"] + ["white-wing"]


@pytest.mark.parametrize("level", ["cute", "middling", "standard", "expert"])
def test_every_difficultys_target_of_fortunes(level):
    st = solo(difficulty=level)
    omens = [T(n) for n in COLLECTIONS[level]]
    assert st.target_met(omens)
    if level == "cute":
        for i in range(len(omens)):  # one Omen fewer, whichever, misses it
            assert not st.target_met(omens[:i] + omens[i + 1:]), names_of(omens[:i] + omens[i + 1:])
    easier = list(DATA.difficulties)[:list(DATA.difficulties).index(level)]
    assert all(solo(difficulty=e).target_met(omens) for e in easier)
    harder = list(DATA.difficulties)[list(DATA.difficulties).index(level) + 1]
    if harder != "oracle":
        assert not solo(difficulty=harder).target_met(omens)


def test_the_fortunes_of_a_target_must_be_of_different_attributes():
    st = solo(difficulty="cute")  # a Fortune of 4 and two of 3
    reds = [T(n) for n in ("red-skull", "red-claw", "red-wishbone", "red-wing")]
    assert attribute_counts(reds)[1] == 4
    assert not st.target_met(reds + [T("blue-skull"), T("white-skull")])  # Red 4, Skull 3: one Fortune of 3
    assert st.target_met(reds + [T(n) for n in ("blue-skull", "white-skull", "blue-claw", "white-claw")])


def test_the_oracle_wants_fifteen_omens():
    st = solo(difficulty="oracle")
    assert st.target_met(list(range(15))) and not st.target_met(list(range(14)))


def test_reaching_the_target_at_the_end_of_the_turn_wins_solo():
    st = solo(difficulty="cute")
    arrange(st, QUIET, [["yellow-skull", "red-claw", "white-wishbone"]])
    st.collected[0] = [T(n) for n in COLLECTIONS["cute"]]
    st._end_turn()
    assert st.is_over and st.winners == {0} and st.outcome().tier == "Cute Clairvoyant"
    assert st.score_sheet().headline == "You beat the Kitty at Cute Clairvoyant!"


def test_the_kitty_wins_with_a_fortune_of_three_or_two_fortunes_of_two():
    for omens, reason in ((("red-skull", "red-claw", "red-wing"), "kitty_fortune"),
                          (("red-skull", "red-claw", "blue-skull"), "kitty_fortunes"),
                          (("red-skull", "blue-claw", "white-wing", "yellow-wishbone"), "")):
        st = kitty_position("bottom-middle", QUIET, bag=["white-wing", "red-skull", "yellow-wishbone"])
        st.kitty_omens = [T(n) for n in omens]
        for o in st.kitty_omens:
            st.slots[st.slots.index(o)] = GAP
        st._end_turn()
        assert st.kitty_fortune() == reason
        assert st.is_over == bool(reason) and (not reason or st.kitty_won)


# ------------------------------------------------------------------ challenges


def test_chaotic_cat_draws_every_tile_the_kitty_pushes_from_the_bag():
    bag = ["blue-wing", "white-wing", "red-skull", "yellow-wishbone"]
    st = kitty_position("bottom-middle", QUIET, bag=bag, token="", chaotic_cat=True)
    st.apply(AUTOMATON, KittyTurn())
    assert names_of([st.altar[1], st.altar[4], st.altar[7]]) == ["yellow-wishbone", "red-skull", "white-wing"]
    assert st.token == GAP and len(st.bag) == 4


def test_feed_the_cat_swaps_a_hand_tile_for_a_draw_at_the_end_of_the_turn():
    st = solo(feed_the_cat=True)
    arrange(st, QUIET, [["yellow-skull", "red-claw", "white-wishbone"]], bag=["white-wing", "red-skull",
                                                                              "yellow-wishbone"],
            token="blue-wing")
    st.apply(0, Shift("top", 1))
    st.apply(0, Place("white-wishbone", 1))
    while st.phase in (Phase.BURN, Phase.SNUFF):
        st.apply(0, st.legal_actions(0)[0])
    assert st.phase is Phase.SACRIFICE and st.to_move() == {0}
    hand = names_of(st.hands[0])
    assert {a.tile for a in st.legal_actions(0)} == set(hand)
    assert "from your hand" in say(st.why_illegal(0, Sacrifice("blue-wing")), "en")
    st.apply(0, Sacrifice("yellow-skull"))
    assert "yellow-skull" not in names_of(st.hands[0]) and "yellow-wishbone" in names_of(st.hands[0])
    assert "yellow-skull" in names_of(st.bag) and len(st.bag) == 3 and st.revealed
    assert st.phase is Phase.KITTY


def test_felis_pyromanias_sends_the_kitty_a_step_further_after_a_turn_with_fewer_than_two_offerings():
    st = solo(felis_pyromanias=True)
    arrange(st, QUIET, [["yellow-skull", "red-claw", "white-wishbone"]])
    st.lit = mask("yellow-claw")
    st._end_turn()
    assert st.extra_step
    start = st.kitty_slot
    st.apply(AUTOMATON, KittyTurn())
    assert st.kitty_slot == (start + 2) % 16
    st = solo(felis_pyromanias=True)
    arrange(st, QUIET, [["yellow-skull", "red-claw", "white-wishbone"]])
    st.lit = mask("yellow-claw", "blue-skull")
    st._end_turn()
    assert not st.extra_step
    st = solo()
    arrange(st, QUIET, [["yellow-skull", "red-claw", "white-wishbone"]])
    st._end_turn()
    assert not st.extra_step


def test_dont_disturb_the_cat_forbids_the_sides_the_kitty_touches():
    st = solo(dont_disturb=True)
    arrange(st, QUIET, [["yellow-skull", "red-claw", "white-wishbone"]])
    assert DATA.slots[st.kitty_slot].touches == ("bottom",)
    assert "Don't Disturb the Cat" in say(st.why_illegal(0, Shift("bottom", 1)), "en")
    assert {a.side for a in st.legal_actions(0)} == {"top", "left", "right"}
    st.kitty_slot = slot("corner-top-left")
    st._start_turn(0)
    assert {a.side for a in st.legal_actions(0)} == {"bottom", "right"}
    free = solo()
    arrange(free, QUIET, [["yellow-skull", "red-claw", "white-wishbone"]])
    assert {a.side for a in free.legal_actions(0)} == {"top", "left", "right", "bottom"}


# ------------------------------------------------------------------ protocol details


def test_apply_refuses_with_the_reason_and_changes_nothing():
    st = start_position()
    before = st.digest()
    with pytest.raises(IllegalAction, match="must push"):
        st.apply(0, Pass())
    with pytest.raises(IllegalAction, match="turn"):
        st.apply(1, Shift("top", 0))
    with pytest.raises(IllegalAction, match="Kitty"):
        st.apply(0, KittyTurn())
    assert st.digest() == before


def test_the_view_hides_the_bag_order_and_determinize_shuffles_it():
    st = solo(7)
    view = G.view(st, 0)
    assert view.bag == tuple(sorted(st.bag)) and view.hands == (tuple(st.hands[0]),)
    other = st.clone()
    other.bag = list(reversed(other.bag))
    other.rng.state ^= 12345
    assert G.view(other, 0) == view
    dets = {tuple(G.determinize(DATA, view, random.Random(k)).bag) for k in range(20)}
    assert len(dets) > 1 and all(sorted(b) == sorted(st.bag) for b in dets)


def test_components_count_every_tile_and_omen_wherever_they_are():
    st, _ = three_portents()
    counts = G.components(st)
    assert len(counts) == 32 and set(counts.values()) == {1}


def test_every_event_of_a_game_has_words_for_every_viewer():
    for mode, seats in (("duel", 2), ("solo", 1)):
        for seed in range(6):
            setup = Setup(mode, tuple(SeatSetup("human", f"P{i}") for i in range(seats)),
                          (("feed_the_cat", True), ("chaotic_cat", seed % 2 == 0)) if mode == "solo" else ())
            session = Session(registry.get("portents"), setup, seed)
            rng = random.Random(seed)
            while not session.state.is_over:
                step = session.next_step()
                legal = session.state.legal_actions(step.seat)
                action = rng.choice(legal)
                assert G.describe_action(DATA, action, None)
                session.apply(step.seat, action)
            names = setup.names
            kinds = set()
            for e in session.state.events:
                kinds.add(e.kind)
                for viewer in (None, 0):
                    text = G.event_text(DATA, e, viewer, names)
                    assert text and text != e.kind and text[0].isupper(), (e, text)
            sheet = session.state.score_sheet()
            assert sheet.headline and sheet.rows


def test_the_sim_reports_wins_for_the_player_and_the_kitty_and_mean_turns(capsys):
    import json

    from game.cli import main as cli_main

    assert cli_main(["sim", "portents", "--mode", "solo", "--option", "difficulty=cute", "--games", "4", "--seed", "1",
                     "--bot", "random"]) == 0
    out = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert set(out["wins"]) == {"player", "kitty"} and out["wins"]["player"] + out["wins"]["kitty"] == 4
    assert 0 <= out["win_rate"] <= 1 and out["mean_turns"] > 0
    assert cli_main(["sim", "portents", "--mode", "duel", "--games", "3", "--seed", "1", "--bots",
                     "random,random"]) == 0
    out = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    # whole wins per seat, draws counted apart
    assert len(out["wins"]) == 2 and sum(out["wins"]) + out["draws"] == 3 and len(out["win_rate"]) == 2


def test_the_easy_and_hard_levels_play_both_modes():
    from game.ai import make_bot

    game = registry.get("portents")
    for setup in (Setup("solo", (SeatSetup("bot", "E", "easy"),)),
                  Setup("duel", (SeatSetup("bot", "E", "easy"), SeatSetup("bot", "H", "hard")))):
        session = Session(game, setup, 3)
        bots = {s: make_bot(game, seat.bot, s, 3) for s, seat in enumerate(setup.seats)}
        session.advance(bots, max_steps=5, collect=False)
        assert session.log


def test_legal_lists_stay_short():
    longest = 0
    for seed in range(30):
        session = Session(registry.get("portents"), Setup("duel", (SeatSetup("human", "A"),
                                                                   SeatSetup("human", "B"))), seed)
        rng = random.Random(seed)
        while not session.state.is_over:
            step = session.next_step()
            legal = session.state.legal_actions(step.seat)
            longest = max(longest, len(legal))
            session.apply(step.seat, rng.choice(legal))
    assert longest <= 30


def test_the_hard_levels_policy_values_positions_and_plays_legal_moves():
    from game.rules.portents.bots.policy import PortentsPolicy, target_progress

    game = registry.get("portents")
    policy = PortentsPolicy(game)
    st = solo(difficulty="cute")
    assert target_progress(st, [T(n) for n in COLLECTIONS["cute"]]) == 1.0 and target_progress(st, []) == 0.0
    assert 0 < target_progress(solo(difficulty="oracle"), [0, 1, 2]) < 1
    for setup in (Setup("solo", (SeatSetup("human", "You"),), (("difficulty", "expert"),)),
                  Setup("duel", (SeatSetup("human", "A"), SeatSetup("human", "B")))):
        session = Session(game, setup, 2)
        mark = policy.horizon(session.state)
        rng = random.Random(2)
        stopped = False
        while not session.state.is_over:
            st = session.state
            values = policy.evaluate(st)
            assert len(values) == len(setup.seats) and all(v >= 0 for v in values)
            stopped = stopped or policy.beyond(st, mark)
            step = session.next_step()
            action = session.automaton_action() if step.kind == "automaton" else policy.playout(st, step.seat, rng)
            assert st.why_illegal(step.seat, action) is None
            session.apply(step.seat, action)
        assert policy.evaluate(session.state) == session.state.returns()
        assert stopped or session.state.turns < 2


def test_the_tables_sentences_come_whole_from_the_words_module():
    from game.rules.portents import table_words as words

    plain = words.Plain(DATA)
    assert words.burn_prompt(1, False).startswith("A new Portent: click")
    assert words.burn_prompt(2, False).startswith("2 new Portents:")
    assert words.burn_prompt(2, True).startswith("The Kitty's Portents:")
    assert words.seat_omens_title("Rosa", 1) == "Rosa \u00b7 1 Omen"
    assert words.seat_omens_title("The Kitty", 3) == "The Kitty \u00b7 3 Omens"
    assert words.hand_title(None) == "Your hand" and words.hand_title("Rosa") == "Rosa's hand"
    assert words.fortunes_line(plain, [3, 0, 2, 0, 0, 3, 0, 0], 2).endswith(" 2, " + DATA.attribute_name(5) + " 3.")
    assert words.fortunes_line(plain, [3, 0, 0, 0, 0, 4, 0, 0], 3) == (
        f"Fortunes: {DATA.attribute_name(5)} 4, {DATA.attribute_name(0)} 3")
    assert words.offerings_caption(1, False) == "1 Burnt Offering"
    assert words.square_line(plain, 4) == "The centre square."
    assert words.bag_tip(plain, ())[0] == "The bag: 0 tiles"
    for difficulty in DATA.difficulties:
        assert words.progress_items(DATA, (), difficulty)
    assert [met for _, met in words.progress_items(DATA, (), None)] == [False, False]
