"""Oaxaca's rules on hand-built positions: dice, gathering, crafting, combos, every card and tourist
effect, scrapping, Early Riser, free results expiring, solo sales and the tie-breaks."""
from __future__ import annotations

import random

import pytest

from game.datafiles import DataError
from game.protocol import SeatSetup, Setup
from game.rules.base import IllegalAction
from game.rules.oaxaca.game import RULES as G
from game.rules.oaxaca.actions import (
    Activate, Craft, EarlyRiser, EarlyToken, EndTurn, Gather, Keep, PutBack, Reroll, RerollCustomers, Scrap, Sell,
    ShareRemove, StopSelling, UseTourist,
)
from game.rules.oaxaca.cards import CRAFTS, load
from game.rules.oaxaca.state import DAY, EARLY, NIGHT, Phase


def refusal(state, *args):
    """A refusal (a message) as it reads in English, or None."""
    from game.text import say
    reason = state.why_illegal(*args)
    return None if reason is None else say(reason, "en")


DATA = G.load_data()


def by_effect(effect: str, craft: str | None = None) -> list[str]:
    return [c for c, card in DATA.cards.items() if card.effect == effect and (craft is None or card.craft == craft)]


def tourist(effect: str) -> str:
    return next(t for t, card in DATA.tourists.items() if card.effect == effect)


def new(players: int = 1, seed: int = 1):
    setup = Setup("solo" if players == 1 else "multi", tuple(SeatSetup("human", f"P{i}") for i in range(players)))
    return G.new_state(DATA, seed, setup)


def turn(players: int = 1, faces=(2, 3, 4, 5, 6), seat: int = 0, seed: int = 1):
    """A state at the start of ``seat``'s turn in round one, its Daylight dice showing ``faces``."""
    st = new(players, seed)
    while st.phase is Phase.REROLL:
        st.apply(st.queue[0], Reroll(()))
    st.active = seat
    me = st.table[seat]
    me.faces = list(faces) + [1] * (5 - len(faces))
    me.where = [DAY] * len(faces) + [NIGHT] * (5 - len(faces))
    return st


def give(st, seat: int, card: str, tokens: int | None = None, stall: bool = False):
    """Move ``card`` from its deck to the seat's Workshop (with ``tokens``) or Market Stall."""
    craft = DATA.cards[card].craft
    i = st.decks[craft].index(card)
    del st.decks[craft][i], st.known[craft][i]
    me = st.table[seat]
    if stall:
        me.stall.append(card)
        return card
    n = DATA.cards[card].value if tokens is None else tokens
    st.supply -= n
    me.workshop.append(card)
    me.tokens[card] = n
    return card


# ------------------------------------------------------------------ data


def test_the_component_file_holds_every_card_tourist_and_token():
    assert len(DATA.cards) == 120 and len(DATA.tourists) == 15
    for craft in CRAFTS:
        deck = [DATA.cards[c] for c in DATA.decks[craft]]
        assert len(deck) == 24
        assert sum(1 for c in deck if c.effect == "free_result" and c.results == ((CRAFTS.index(craft) + 2),)) == 4
        assert sum(1 for c in deck if c.effect == "free_result" and len(c.results) == 4) == 4
        assert sorted(c.value for c in deck) == sorted([3, 4, 4, 5] * 5 + [4, 5] * 2)
    assert sum(1 for t in DATA.tourists.values() if t.effect == "free_result") == 6
    assert DATA.craft_tokens == 60


def test_a_bad_component_file_names_its_key_and_reason(tmp_path):
    text = (load.__globals__["data_dir"]() / "cards.yaml").read_text()
    (tmp_path / "cards.yaml").write_text(text.replace("effect: reroll_one", "effect: reroll_two", 1))
    with pytest.raises(DataError, match=r"decks\.tin\[2\].*unknown effect 'reroll_two'"):
        load(tmp_path)
    (tmp_path / "cards.yaml").write_text(text.replace("values: [4, 5]}", "values: [4, 6]}", 1))
    with pytest.raises(DataError, match="a group of two 4, 5"):
        load(tmp_path)
    (tmp_path / "cards.yaml").write_text(text.replace("use: passive, args: {points: 1}", "use: any, args: {points: 1}"))
    with pytest.raises(DataError, match=r"\.use.*passive"):
        load(tmp_path)


# ------------------------------------------------------------------ rounds and dice


def test_a_round_starts_with_five_dice_and_one_reroll_each_in_turn_order():
    st = new(3, seed=4)
    assert st.phase is Phase.REROLL and st.queue == [(st.start + k) % 3 for k in range(3)]
    assert all(p.where == [DAY] * 5 for p in st.table)
    first = st.queue[0]
    before = list(st.table[first].faces)
    assert st.to_move() == {first}
    st.apply(first, Reroll((0, 2)))
    assert st.table[first].faces[1] == before[1] and st.revealed
    assert refusal(st, first, Reroll(())) is not None  # its re-roll is spent
    while st.phase is Phase.REROLL:
        st.apply(st.queue[0], Reroll(()))
    assert st.phase is Phase.TURN and st.active == st.start


def test_a_die_gathers_two_cards_and_one_is_kept_the_other_goes_back_on_top_or_bottom():
    st = turn(faces=(2, 3))
    top = st.decks["pottery"][:2]
    st.apply(0, Gather("d0", "pottery"))
    assert st.phase is Phase.KEEP and st.drawn == top and st.table[0].where[0] == NIGHT
    assert refusal(st, 0, EndTurn()) is not None
    st.apply(0, Keep(top[0]))
    assert st.phase is Phase.PUT_BACK and st.legal_actions(0) == [PutBack(top[1], False), PutBack(top[1], True)]
    st.apply(0, PutBack(top[1], bottom=True))
    assert st.phase is Phase.TURN
    assert st.table[0].workshop == [top[0]] and st.table[0].tokens[top[0]] == DATA.cards[top[0]].value
    assert st.decks["pottery"][-1] == top[1] and st.known["pottery"][-1] == {0}
    view = G.view(st, 0)
    assert view.deck("pottery")[-1] == top[1] and view.deck("pottery")[0] is None


def test_a_gather_is_refused_with_a_full_workshop_and_a_wrong_deck():
    st = turn(faces=(2, 3))
    for c in DATA.decks["tin"][:3]:
        give(st, 0, c)
    assert refusal(st, 0, Gather("d0", "pottery")) == "Your Workshop is full: scrap a project first to gather."
    assert "not jewelry" in refusal(st, 0, Gather("d0", "jewelry"))
    st.apply(0, Scrap(DATA.decks["tin"][0]))
    assert st.decks["tin"][-1] == DATA.decks["tin"][0] and st.known["tin"][-1] == {0}
    assert refusal(st, 0, Gather("d0", "pottery")) is None


def test_a_craft_result_works_every_matching_card_and_finished_cards_move_to_the_stall():
    st = turn(faces=(4, 2))
    a, b = [c for c in DATA.decks["textile"] if DATA.cards[c].value >= 3][:2]
    p = DATA.decks["pottery"][5]
    give(st, 0, a, 1), give(st, 0, b, 3), give(st, 0, p, 2)
    st.apply(0, Craft("d0", "textile"))
    me = st.table[0]
    assert a in me.stall and a not in me.workshop and me.tokens[b] == 2 and me.tokens[p] == 2


def test_crafting_with_no_matching_card_is_legal_but_an_empty_workshop_cannot_craft():
    st = turn(faces=(4, 2))
    assert "empty" in refusal(st, 0, Craft("d0", "textile"))
    give(st, 0, DATA.decks["pottery"][0], 3)
    st.apply(0, Craft("d0", "textile"))
    assert st.table[0].tokens[DATA.decks["pottery"][0]] == 3


def test_a_wild_gathers_one_card_from_any_deck_and_crafts_one_token_off_one_card():
    st = turn(faces=(1, 1))
    top = st.decks["tin"][0]
    st.apply(0, Gather("d0", "tin"))  # a single card: kept at once
    assert st.phase is Phase.TURN and st.table[0].workshop == [top]
    st.main_used = False
    before = st.table[0].tokens[top]
    assert "drop it on the card" in refusal(st, 0, Craft("d1", "tin"))
    st.apply(0, Craft("d1", "wild", top))
    assert st.table[0].tokens[top] == before - 1


def test_one_die_a_turn_and_free_results_on_top():
    st = turn(faces=(2, 3, 4))
    give(st, 0, DATA.decks["pottery"][0], 4)
    st.apply(0, Craft("d0", "pottery"))
    assert "already used a die" in refusal(st, 0, Craft("d1", "jewelry"))
    st.apply(0, Activate("banner-1"))  # the banner's free wild
    assert st.pool == [((1,), "banner-1", False)]
    st.apply(0, Craft("f0", "wild", DATA.decks["pottery"][0]))
    assert st.table[0].tokens[DATA.decks["pottery"][0]] == 2
    assert "not yours to use" in refusal(st, 0, Craft("f0", "wild", DATA.decks["pottery"][0]))


def test_the_second_die_refusal_speaks_of_free_results_only_when_some_are_left():
    st = turn(faces=(2, 3, 4))
    give(st, 0, DATA.decks["pottery"][0], 4)
    st.apply(0, Craft("d0", "pottery"))
    assert refusal(st, 0, Craft("d1", "jewelry")) == "You have already used a die this turn."
    st.apply(0, Activate("banner-1"))  # a free wild: now there is one left to use
    assert "free results remain" in refusal(st, 0, Craft("d1", "jewelry"))


def test_the_gold_pendant_says_what_it_scores_a_point_per_type_not_per_craft():
    from game.text import Msg, say
    assert "type" in say(Msg("oaxaca-effect-points-per-stall-type"), "en") and \
        "type" in say(Msg("oaxaca-short-points-per-stall-type"), "en")


def test_combining_a_die_with_another_result_makes_any_craft_but_never_a_wild():
    st = turn(faces=(2, 3, 4))
    pots = [give(st, 0, c, 3) for c in DATA.decks["woodcarving"][:2]]
    assert "not" in refusal(st, 0, Craft("d0", "woodcarving"))
    st.apply(0, Craft("d0+d1", "woodcarving"))
    me = st.table[0]
    assert me.where[:2] == [NIGHT, NIGHT] and all(me.tokens[c] == 2 for c in pots)
    st2 = turn(faces=(2, 3, 4))
    give(st2, 0, DATA.decks["woodcarving"][0], 3)
    assert refusal(st2, 0, Craft("d0+d1", "wild", DATA.decks["woodcarving"][0])) is not None
    st2.apply(0, Activate("banner-1"))
    assert "Two free results never combine" in refusal(st2, 0, Gather("f0+f1", "tin"))
    st2.apply(0, Gather("d2+f0", "tin"))  # a die and a card combine; the card counts as used
    assert "banner-1" in st2.table[0].used and st2.table[0].where[2] == NIGHT


def test_free_results_expire_at_the_end_of_the_turn():
    st = turn(players=2, faces=(2, 3))
    st.apply(0, Activate("banner-1"))
    st.apply(0, Gather("d0", "pottery"))
    st.apply(0, Keep(st.drawn[0]))
    st.apply(0, PutBack(st.drawn[0]))
    assert st.pool and not st.pool[0][2]
    st.apply(0, EndTurn())
    assert st.pool == [] and st.active == 1


def test_two_stall_activations_a_turn_and_each_card_once_a_round():
    st = turn(faces=(2, 3, 4, 5))
    reroll = give(st, 0, by_effect("reroll_one")[0], stall=True)
    reroll2 = give(st, 0, by_effect("reroll_one")[1], stall=True)
    st.apply(0, Activate(reroll, ("d0",)))
    assert "already turned" in refusal(st, 0, Activate(reroll, ("d1",)))
    st.apply(0, Activate("banner-1"))
    assert "two Market Stall cards" in refusal(st, 0, Activate(reroll2, ("d1",)))


def test_passive_cards_are_never_turned():
    st = turn()
    kiln = give(st, 0, by_effect("workshop_space")[0], stall=True)
    assert "passive" in refusal(st, 0, Activate(kiln))
    assert st.capacity(0) == 4


def test_early_riser_keeps_the_last_die_for_next_round_and_it_is_not_rolled():
    st = turn(players=2, faces=(3,))
    st.table[1].where = [NIGHT] * 5
    assert refusal(st, 0, EarlyRiser(6)) is None
    st2 = turn(players=2, faces=(3, 4))
    assert "last Daylight die" in refusal(st2, 0, EarlyRiser(6))
    st.apply(0, EarlyRiser(6))
    assert st.table[0].where[0] == EARLY and st.table[0].faces[0] == 6
    st.apply(0, EndTurn())  # nobody has a die: the round ends, the next one starts
    assert st.round == 1 and st.phase is Phase.REROLL
    me = st.table[0]
    assert me.faces[0] == 6 and me.where[0] == DAY and me.early_kept == 0
    seat = st.queue.index(0)
    while st.queue[0] != 0:
        st.apply(st.queue[0], Reroll(()))
    assert "keeps its face" in refusal(st, 0, Reroll((0,)))
    assert seat >= 0


def test_an_early_die_at_the_end_of_the_game_scores_a_point():
    st = turn(players=2, faces=(3,))
    st.table[1].where = [NIGHT] * 5
    st.round = 2
    st.apply(0, EarlyRiser(2))
    st.apply(0, EndTurn())
    assert st.is_over and st.points(0)["early"] == 1 and st.points(1)["early"] == 0


# ------------------------------------------------------------------ pottery


def test_pottery_remove_a_token_from_any_workshop():
    st = turn(players=2)
    card = give(st, 0, by_effect("remove_token_any")[0], stall=True)
    theirs = give(st, 1, DATA.decks["tin"][0], 2)
    st.apply(0, Activate(card, (theirs,)))
    assert st.table[1].tokens[theirs] == 1


def test_pottery_redistribute_moves_tokens_and_may_finish_a_card():
    st = turn()
    card = give(st, 0, by_effect("redistribute_tokens")[0], stall=True)
    a, b = give(st, 0, DATA.decks["tin"][0], 2), give(st, 0, DATA.decks["tin"][1], 3)
    st.apply(0, Activate(card, (a, b, a, b)))
    assert a in st.table[0].stall and st.table[0].tokens[b] == 5


def test_pottery_wild_craft_bonus_answers_a_wild_craft():
    st = turn(faces=(1, 2))
    card = give(st, 0, by_effect("wild_craft_bonus")[0], stall=True)
    a, b = give(st, 0, DATA.decks["tin"][0], 4), give(st, 0, DATA.decks["tin"][1], 1)
    assert "craft with a wild first" in refusal(st, 0, Activate(card, (a, a, b)))
    st.apply(0, Craft("d0", "wild", a))
    st.apply(0, Activate(card, (b, a, a)))  # any order
    assert st.table[0].tokens[a] == 1 and b in st.table[0].stall


def test_pottery_return_a_card_and_remove_three_from_another():
    st = turn()
    card = give(st, 0, by_effect("return_and_remove")[0], stall=True)
    a, b = give(st, 0, DATA.decks["tin"][0], 4), give(st, 0, DATA.decks["tin"][1], 5)
    st.apply(0, Activate(card, (a, b)))
    assert st.decks["tin"][-1] == a and st.table[0].tokens[b] == 2 and a not in st.table[0].tokens


# ------------------------------------------------------------------ jewelry and scoring


def test_jewelry_bonuses_and_the_multiplayer_score():
    st = turn(players=2)
    me = st.table[0]
    one = give(st, 0, by_effect("points", "jewelry")[0], stall=True)
    three = next(c for c in by_effect("points") if DATA.cards[c].arg("points") == 3)
    give(st, 0, three, stall=True)
    types = give(st, 0, by_effect("points_per_stall_type")[0], stall=True)
    per_ws = give(st, 0, by_effect("points_per_workshop_card")[0], stall=True)
    globes = give(st, 0, by_effect("points_per_passive")[0], stall=True)
    give(st, 0, DATA.decks["pottery"][0], stall=True)
    give(st, 0, DATA.decks["tin"][0], 3)
    assert st.jewelry_bonus(0, one) == 1 and st.jewelry_bonus(0, three) == 3
    assert st.jewelry_bonus(0, types) == 2  # jewelry and pottery
    assert st.jewelry_bonus(0, per_ws) == 1
    assert st.jewelry_bonus(0, globes) == 5  # the five jewelry cards are passive
    pts = st.points(0)
    assert pts["workshop"] == 2 and pts["jewelry"] == 1 + 3 + 2 + 1 + 5
    assert pts["stall"] == sum(DATA.cards[c].value for c in me.stall if not c.startswith("banner"))


def test_the_tie_breaks_fewest_workshop_then_fewest_stall_cards():
    fours = {craft: [c for c in DATA.decks[craft] if DATA.cards[c].value == 4] for craft in CRAFTS}
    # 8 points each: two stall cards against one stall card and two Workshop cards
    st = turn(players=2)
    give(st, 0, fours["pottery"][0], stall=True), give(st, 0, fours["pottery"][1], stall=True)
    give(st, 1, fours["tin"][0], stall=True)
    give(st, 1, fours["tin"][1], 3), give(st, 1, fours["tin"][2], 3)
    st.phase = Phase.OVER
    assert st.returns() == (8, 8)
    assert st.outcome().winners == {0} and st.outcome().tiebreak == "fewest cards in the Workshop"
    # 8 points each with empty Workshops: the fewest Market Stall cards win, else it is shared
    threes = [c for c in DATA.decks["tin"] if DATA.cards[c].value == 3]
    fives = [c for c in DATA.decks["tin"] if DATA.cards[c].value == 5]
    necklace = next(c for c in by_effect("points") if DATA.cards[c].arg("points") == 3 and DATA.cards[c].value == 5)
    st = turn(players=2)
    give(st, 0, necklace, stall=True)  # 5 and 3 bonus points, one card
    give(st, 1, threes[0], stall=True), give(st, 1, fives[0], stall=True)
    st.phase = Phase.OVER
    assert st.returns() == (8, 8)
    assert st.outcome().winners == {0} and st.outcome().tiebreak == "fewest cards in the Market Stall"
    st = turn(players=2)
    give(st, 0, fours["pottery"][0], stall=True), give(st, 0, fours["pottery"][1], stall=True)
    give(st, 1, threes[0], stall=True), give(st, 1, fives[0], stall=True)
    st.phase = Phase.OVER
    assert st.returns() == (8, 8) and st.outcome().winners == {0, 1} and st.outcome().tiebreak == "shared"
    assert "shared" in " ".join(st.score_sheet().notes)


# ------------------------------------------------------------------ textiles


def test_textile_die_to_wild_refresh_and_the_wild_card():
    st = turn(faces=(2, 3))
    to_wild = give(st, 0, by_effect("die_to_wild")[0], stall=True)
    refresh = give(st, 0, by_effect("refresh_card")[0], stall=True)
    st.apply(0, Activate(to_wild, ("d0",)))
    assert st.table[0].faces[0] == 1
    st.apply(0, Activate(refresh, (to_wild,)))
    assert to_wild not in st.table[0].used and refresh in st.table[0].used
    wild = next(c for c in by_effect("free_result", "textile") if DATA.cards[c].results == (1,))
    st.activations = 0
    give(st, 0, wild, stall=True)
    st.apply(0, Activate(wild))
    assert st.pool[-1][0] == (1,)


def test_textile_passives_stack_on_textile_crafts_and_wild_gathers():
    st = turn(faces=(4, 1))
    for c in by_effect("textile_craft_bonus"):
        give(st, 0, c, stall=True)
    t = give(st, 0, DATA.decks["textile"][0], 5)
    p = give(st, 0, DATA.decks["pottery"][0], 5)
    st.apply(0, Craft("d0", "textile"))
    assert st.table[0].tokens[t] == 2 and st.table[0].tokens[p] == 3
    st2 = turn(faces=(1,))
    for c in by_effect("wild_gather_draws"):
        give(st2, 0, c, stall=True)
    st2.apply(0, Gather("d0", "jewelry"))
    assert len(st2.drawn) == 5  # one, and two more for each of the two passives


# ------------------------------------------------------------------ woodcarvings


def test_woodcarving_tokens_on_an_opponent_and_solo_deck_tokens():
    st = turn(players=2)
    dragon = give(st, 0, by_effect("token_to_opponent")[0], stall=True)
    theirs = give(st, 1, DATA.decks["tin"][0], 2)
    st.apply(0, Activate(dragon, (theirs,)))
    assert st.table[1].tokens[theirs] == 3
    jaguar = give(st, 0, by_effect("tokens_to_opponent_workshop")[0], stall=True)
    other = give(st, 1, DATA.decks["tin"][1], 1)
    st.apply(0, Activate(jaguar, ("p1",)))
    assert st.table[1].tokens[theirs] == 4 and st.table[1].tokens[other] == 2
    solo = turn()
    dragon = give(solo, 0, by_effect("token_to_opponent")[0], stall=True)
    jaguar = give(solo, 0, by_effect("tokens_to_opponent_workshop")[0], stall=True)
    solo.apply(0, Activate(dragon, ("tin",)))
    solo.apply(0, Activate(jaguar, ("pottery", "tin", "pottery")))
    assert solo.deck_tokens["tin"] == 2 and solo.deck_tokens["pottery"] == 2


def test_woodcarving_copy_a_bonus_from_an_opponent_stall_never_a_passive():
    st = turn(players=2, faces=(2, 3))
    spoon = give(st, 0, by_effect("copy_bonus")[0], stall=True)
    mirror = give(st, 1, by_effect("reroll_one")[0], stall=True)
    kiln = give(st, 1, by_effect("workshop_space")[0], stall=True)
    assert "cannot be borrowed" in refusal(st, 0, Activate(spoon, (kiln,)))
    st.apply(0, Activate(spoon, (mirror, "d0")))
    assert mirror not in st.table[1].used and st.revealed
    solo = turn(faces=(2, 3))
    spoon = give(solo, 0, by_effect("copy_bonus")[0], stall=True)
    mirror = give(solo, 0, by_effect("free_result", "tin")[0], 3)
    solo.apply(0, Activate(spoon, (mirror,)))
    assert solo.pool[-1][0] == (6,)


def test_woodcarving_remove_each_and_opponents_may_remove_one():
    st = turn(players=3)
    chest = give(st, 0, by_effect("remove_each_and_share")[0], stall=True)
    mine = give(st, 0, DATA.decks["tin"][0], 2)
    theirs = give(st, 2, DATA.decks["tin"][1], 2)
    st.apply(0, Activate(chest))
    assert st.table[0].tokens[mine] == 1
    assert st.phase is Phase.SHARE and st.to_move() == {2}  # seat 1 has no Workshop card
    assert refusal(st, 2, ShareRemove(mine)) is not None
    st.apply(2, ShareRemove(theirs))
    assert st.table[2].tokens[theirs] == 1 and st.phase is Phase.TURN and st.to_move() == {0}


def test_woodcarving_move_tokens_to_a_card_of_the_same_craft():
    st = turn(players=2)
    top = give(st, 0, by_effect("move_tokens")[0], stall=True)
    mine = give(st, 0, DATA.decks["tin"][0], 2)
    theirs = give(st, 1, DATA.decks["tin"][1], 2)
    pot = give(st, 1, DATA.decks["pottery"][0], 2)
    assert refusal(st, 0, Activate(top, (mine, pot, "1"))) is not None  # not the same craft
    st.apply(0, Activate(top, (mine, theirs, "2")))
    assert mine in st.table[0].stall and st.table[1].tokens[theirs] == 4


# ------------------------------------------------------------------ tin art


def test_tin_rerolls_reclaim_and_the_draw_passive():
    st = turn(faces=(2, 3, 4))
    one = give(st, 0, by_effect("reroll_one")[0], stall=True)
    anyd = give(st, 0, by_effect("reroll_any")[0], stall=True)
    st.apply(0, Activate(one, ("d0",)))
    assert st.revealed
    st.apply(0, Activate(anyd, ("d1", "d2")))
    st.activations = 0
    skull = give(st, 0, by_effect("reclaim_die")[0], stall=True)
    assert refusal(st, 0, Activate(skull, ("d0",))) is not None  # d0 is not used
    st.apply(0, Gather("d0", st.table[0].faces[0] == 1 and "tin" or
                       ("wild", *CRAFTS)[st.table[0].faces[0] - 1]))
    if st.phase is Phase.KEEP:
        st.apply(0, Keep(st.drawn[0]))
        while st.phase is Phase.PUT_BACK:
            st.apply(0, PutBack(st.drawn[0]))
    st.apply(0, Activate(skull, ("d0",)))
    assert st.table[0].where[0] == DAY
    st2 = turn(faces=(2,))
    give(st2, 0, by_effect("gather_draws")[0], stall=True)
    st2.apply(0, Gather("d0", "pottery"))
    assert len(st2.drawn) == 3


def test_tin_use_a_tourist_even_after_the_meeple_went_out():
    st = turn(faces=(2, 3))
    frame = give(st, 0, by_effect("use_tourist")[0], stall=True)
    flip = tourist("flip_die")
    st.grid[5] = flip if flip not in st.grid else st.grid[5]
    st.table[0].meeple = True
    st.apply(0, Activate(frame, (flip, "d0")))
    assert st.table[0].faces[0] == 5


# ------------------------------------------------------------------ tourists


def tourist_turn(effect: str, faces=(2, 3, 4), players: int = 1):
    st = turn(players=players, faces=faces)
    t = tourist(effect)
    if t not in st.grid[:2]:
        i = st.grid.index(t) if t in st.grid else None
        if i is not None:
            st.grid[i] = st.grid[0]
        elif t in st.tourist_deck:
            st.tourist_deck[st.tourist_deck.index(t)] = st.grid[0]
        st.grid[0] = t
    return st, t


def test_tourist_free_results_and_one_visit_a_round():
    st = turn(faces=(2, 3))
    ts = [t for t in DATA.tourists if DATA.tourists[t].effect == "free_result"]
    st.grid[0], st.grid[1] = ts[0], ts[1]
    st.apply(0, UseTourist(ts[0]))
    assert st.pool[-1][0] == DATA.tourists[ts[0]].results
    assert "already visited" in refusal(st, 0, UseTourist(ts[1]))
    assert refusal(st, 0, UseTourist(st.grid[2])) is not None


def test_tourist_reclaim_reroll_flip_and_change():
    st, t = tourist_turn("flip_die")
    st.apply(0, UseTourist(t, ("d1",)))
    assert st.table[0].faces[1] == 4  # jewelry's opposite is textile
    st, t = tourist_turn("change_die")
    st.apply(0, UseTourist(t, ("d0", "1")))
    assert st.table[0].faces[0] == 1
    st, t = tourist_turn("reroll_any")
    st.apply(0, UseTourist(t, ("d0", "d2")))
    assert st.revealed
    st, t = tourist_turn("reclaim_die", faces=(2,))
    st.apply(0, UseTourist(t, ("d3",)))
    assert st.table[0].where[3] == DAY


def test_tourist_gather_extra_and_craft_double():
    st, t = tourist_turn("gather_extra")
    st.apply(0, UseTourist(t))
    st.apply(0, Gather("d0", "pottery"))
    assert len(st.drawn) == 4
    st, t = tourist_turn("craft_double")
    a = give(st, 0, DATA.decks["pottery"][0], 4)
    st.apply(0, UseTourist(t))
    st.apply(0, Craft("d0", "pottery"))
    assert st.table[0].tokens[a] == 2
    st, t = tourist_turn("craft_double")
    give(st, 0, DATA.decks["pottery"][0], 4)
    st.apply(0, Craft("d0", "pottery"))
    assert "before the die's craft" in refusal(st, 0, UseTourist(t))


def test_tourist_draw_a_new_tourist_to_use_this_round():
    st, t = tourist_turn("draw_tourist")
    top = st.tourist_deck[0]
    st.apply(0, UseTourist(t))
    assert st.table[0].extra == top and st.revealed
    assert top in st._usable_tourists(0)


def test_tourist_of_another_round_and_a_workshop_bonus():
    st, t = tourist_turn("other_round_tourist")
    flip = tourist("flip_die")
    if flip in st.grid[:2]:
        st.grid[st.grid.index(flip)], st.grid[4] = st.grid[4], flip
    else:
        if flip in st.tourist_deck:
            st.tourist_deck[st.tourist_deck.index(flip)] = st.grid[4]
        st.grid[4] = flip
    st.apply(0, UseTourist(t, (flip, "d0")))
    assert st.table[0].faces[0] == 5
    st, t = tourist_turn("activate_workshop")
    card = give(st, 0, by_effect("reroll_any")[0], 3)
    st.apply(0, UseTourist(t, (card, "d0")))
    assert st.revealed and card in st.table[0].workshop


# ------------------------------------------------------------------ solo


def solo_sale(faces, tokens=None):
    st = turn(faces=(3,))
    st.customers = list(faces)
    if tokens:
        st.deck_tokens.update(tokens)
    return st


def test_solo_sales_price_matching_wild_deck_tokens_and_jewelry():
    st = solo_sale((3, 1, 6, 2, 2), {"jewelry": 2, "tin": 1})
    bracelet = give(st, 0, by_effect("points_per_workshop_card")[0], stall=True)
    tin = give(st, 0, DATA.decks["tin"][0], stall=True)
    give(st, 0, DATA.decks["pottery"][0], 3)
    give(st, 0, DATA.decks["pottery"][1], 3)
    st.phase = Phase.SELL
    v = DATA.cards[bracelet].value
    assert st.sale_points(bracelet, 0) == 2 * v + 2 + 2
    assert st.sale_points(bracelet, 1) == v + 2 + 2  # a wild customer: no doubling, tokens still count
    assert "wants pottery" in refusal(st, 0, Sell(tin, 3))
    st.apply(0, Sell(tin, 2))
    assert st.score == 2 * DATA.cards[tin].value + 1 and tin in st.sold
    assert "already bought" in refusal(st, 0, Sell(bracelet, 2))
    assert "banner is not for sale" in refusal(st, 0, Sell("banner-1", 1))


def test_solo_round_end_early_die_token_sales_then_customers():
    st = turn(faces=(3,))
    st.apply(0, EarlyRiser(2))
    st.apply(0, EndTurn())
    assert st.phase is Phase.EARLY
    st.apply(0, EarlyToken("tin"))
    assert st.deck_tokens["tin"] == 1 and EARLY not in st.table[0].where and st.phase is Phase.SELL
    card = give(st, 0, DATA.decks["tin"][0], stall=True)
    st.customers[0] = 1
    st.apply(0, Sell(card, 0))
    st.apply(0, StopSelling())
    assert st.phase is Phase.CUSTOMERS
    kept = st.customers[1]
    st.apply(0, RerollCustomers((2, 3, 4)))
    assert st.customers[1] == kept and st.round == 1 and st.phase is Phase.REROLL
    assert "rolled again anyway" not in (refusal(st, 0, Reroll(())) or "")


def test_solo_final_review_and_the_game_end():
    st = turn(faces=(3,))
    st.round = 2
    st.apply(0, EarlyRiser(2))
    st.apply(0, EndTurn())
    st.apply(0, EarlyToken(None))
    st.score = 44
    st.apply(0, StopSelling())
    assert st.is_over and st.outcome().tier == "A hidden gem" and st.outcome().winners == frozenset()
    sheet = st.score_sheet()
    assert sheet.headline.startswith("44 points") and any(t.reached for t in sheet.tiers)


# ------------------------------------------------------------------ hidden information


def test_another_seat_never_sees_the_gathered_cards_or_those_put_back():
    st = turn(players=2, faces=(2, 3))
    drawn = st.decks["pottery"][:2]
    st.apply(0, Gather("d0", "pottery"))
    assert G.view(st, 1).drawn == (None, None) and G.view(st, 0).drawn == tuple(drawn)
    assert not any(e.kind == "drawn" and e.visible(1) for e in st.events)
    st.apply(0, Keep(drawn[0]))
    assert G.view(st, 1).drawn == (None,) and G.view(st, 0).drawn == (drawn[1],)
    st.apply(0, PutBack(drawn[1]))
    assert G.view(st, 1).deck("pottery")[0] is None and G.view(st, 0).deck("pottery")[0] == drawn[1]
    det = G.determinize(DATA, G.view(st, 0), random.Random(3))
    assert det.decks["pottery"][0] == drawn[1]
    assert G.view(det, 0) == G.view(st, 0)


def test_an_illegal_move_raises_with_its_reason_and_changes_nothing():
    st = turn(faces=(2, 3))
    before = st.digest()
    with pytest.raises(IllegalAction, match="not jewelry"):
        st.apply(0, Gather("d0", "jewelry"))
    assert st.digest() == before


# ------------------------------------------------------------------ legal moves and refusals agree


def _universe(st, seat: int) -> list:
    """Many actions, legal or not, that a player might propose now."""
    me = st.table[seat]
    sources = [f"d{i}" for i in range(5)] + ["f0", "f1", "d0+d1", "d1+d3", "d0+f0", "d4+f1"]
    out = [Gather(s, c) for s in sources for c in CRAFTS]
    cards = [c for p in st.table for c in p.workshop]
    out += [Craft(s, c) for s in sources for c in CRAFTS] + [Craft(s, "wild", c) for s in sources[:6] for c in cards]
    out += [EarlyRiser(f) for f in range(1, 7)] + [EndTurn(), StopSelling(), EarlyToken(None), EarlyToken("tin")]
    out += [Scrap(c) for c in cards] + [Keep(c) for c in st.drawn] + [PutBack(c, b) for c in st.drawn for b in (False, True)]
    out += [Reroll(()), Reroll((0,)), Reroll((1, 2)), RerollCustomers(()), RerollCustomers((0, 4))]
    out += [ShareRemove(None)] + [ShareRemove(c) for c in cards]
    out += [Sell(c, i) for c in me.stall for i in range(5)]
    out += [Activate(c) for p in st.table for c in p.stall] + [UseTourist(t) for t in DATA.tourists]
    return list(dict.fromkeys(out))


@pytest.mark.parametrize("players", [1, 2, 4])
def test_legal_actions_are_exactly_the_actions_accepted(players):
    for seed in range(4):
        st = new(players, seed)
        rng = random.Random(seed)
        step = 0
        while not st.is_over:
            seat = next(iter(st.to_move()))
            legal = st.legal_actions(seat)
            if step % 3 == 0:
                before = st.digest()
                for a in _universe(st, seat) + legal:
                    reason = refusal(st, seat, a)
                    assert (reason is None) == (a in legal), (st.phase, a, reason)
                    if reason is not None:
                        with pytest.raises(IllegalAction):
                            st.apply(seat, a)
                for other in range(players):
                    if other != seat:
                        assert st.legal_actions(other) == [] and refusal(st, other, legal[0])
                assert st.digest() == before
            # mostly purposeful moves: the game then reaches stalls, effects and sales
            main = [a for a in legal if isinstance(a, (Gather, Craft, Activate, UseTourist, Sell, Keep))]
            st.apply(seat, rng.choice(main) if main and rng.random() < 0.8 else rng.choice(legal))
            step += 1


def test_the_rulebooks_solo_sale_examples():
    # a pottery 3 sold to a pottery customer with two tokens beside the pottery deck: 3 x 2 + 2
    st = solo_sale((2, 1, 1, 1, 1), {"pottery": 2})
    pot = give(st, 0, next(c for c in DATA.decks["pottery"] if DATA.cards[c].value == 3), stall=True)
    assert st.sale_points(pot, 0) == 8
    # the bracelet (a point per Workshop card), value 4, with three Workshop cards, to a jewelry
    # customer: 4 x 2 + 3 (the rulebook's sum; its total "9" is a slip for 11)
    st = solo_sale((3, 1, 1, 1, 1))
    bracelet = give(st, 0, next(c for c in by_effect("points_per_workshop_card") if DATA.cards[c].value == 4),
                    stall=True)
    for c in DATA.decks["tin"][:3]:
        give(st, 0, c, 3)
    assert st.sale_points(bracelet, 0) == 11
