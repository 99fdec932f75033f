"""Dia de los Muertos' rules on hand-built positions, the rulebook's examples, and random playouts.

These tests drive the rules module directly; the table is tested in ``test_muertos_scene``.
"""
from __future__ import annotations

import os
import random

import pytest

from game.protocol import SeatSetup, Setup
from game.rules.base import IllegalAction
from game.rules.muertos.actions import (AskQuestion, Answer, CancelTen, GiftGive, GiftTake, Play, SetAside,
                                         SwapGive, SwapReturn)
from game.rules.muertos.cards import load
from game.rules.muertos.state import DUMMY, MuertosState, Phase, seating

DATA = load()


def setup(players: int = 4) -> Setup:
    return Setup("game", tuple(SeatSetup("bot", f"P{i}", "random") for i in range(players)))


def table(hands: list[list[str]], players: int = 4, night: int = 0, leader: int = 0, tricks: int = 1,
          seed: int = 1) -> MuertosState:
    """A state on ``night`` with these hands (place order), ``leader`` to lead, past the first trick."""
    st = MuertosState(DATA, seed, setup(players))
    while st.night < night:
        st.night += 1
        from game.rules.muertos.state import seating as seat_of
        st.places = seat_of(players, st.night)
    st.hands = [list(h) for h in hands]
    st.tricks = tricks
    st.discards, st.captured = [], [[], []]
    st._start_trick(leader)
    return st


def play(st: MuertosState, *actions) -> None:
    for action in actions:
        seat = next(iter(st.to_move()))
        st.apply(seat, action)


# ---------------------------------------------------------------------------------- colours and cards
def test_each_colour_once_per_trick_and_black_always():
    st = table([["seven-pink", "ten-1"], ["eight-pink", "five-green"], ["five-blue", "no10-green"],
                ["seven-green", "ten-2"]])
    play(st, Play("seven-pink"))
    assert "Pink was already played" in st.why_illegal(1, Play("eight-pink"))
    play(st, Play("five-green"))
    assert st.legal_actions(2) == [Play("five-blue")]  # green is used; blue is free
    play(st, Play("five-blue"))
    assert st.legal_actions(3) == [Play("ten-2")]  # every colour used: only black remains


def test_a_player_with_no_legal_card_sets_one_aside_and_it_counts_for_nothing():
    st = table([["seven-pink"], ["eight-pink", "animal-1"], ["five-blue"], ["five-green"]])
    play(st, Play("seven-pink"), Play("animal-1"), Play("five-blue"))
    assert st.legal_actions(3) == [SetAside("five-green")]
    with pytest.raises(IllegalAction):
        st.apply(1, SetAside("eight-pink"))
    play(st, SetAside("five-green"))
    # seven-pink (7) beats the green 4 and the blue 5; the set-aside green 5 played no part
    assert st.last_trick[3] == 0 and "animal-1" in st.captured[0]
    assert "five-green" in st.discards


def test_spoiled_keeps_food_out_of_the_rest_of_the_trick_and_forces_a_gift():
    st = table([["food-1", "five-pink"], ["spoiled", "seven-blue"], ["food-2", "ten-1"], ["eight-green", "no10-pink"]])
    play(st, Play("food-1"), Play("spoiled"))
    assert "Spoiled" in st.why_illegal(2, Play("food-2"))
    play(st, Play("ten-1"), Play("eight-green"))
    # place 2's 10 wins; food-1 (played before Spoiled) is captured; a gift exchange follows
    assert st.captured[0] == ["food-1"]
    assert st.phase is Phase.GIFT_GIVE and st.asker == 1  # place 1 is on the winner's right
    assert len(st.hands[1]) == 2 and len(st.hands[2]) == 0


def test_choose_names_a_colour_but_never_the_nights_muertos_colour():
    st = table([["choose", "ten-1"], ["seven-pink", "seven-blue"], ["five-green"], ["eight-blue"]])
    night_colour = st.muertos_colour  # green on the first night
    assert night_colour == "green"
    assert Play("choose", "green") not in st.legal_actions(0)
    assert "Muertos" in st.why_illegal(0, Play("choose", "green"))
    play(st, Play("choose", "pink"))
    assert st.legal_actions(1) == [Play("seven-blue")]  # pink counts as played


def test_the_start_card_leads_the_first_trick_of_every_night():
    st = MuertosState(DATA, 5, setup())
    leader = st.acting
    assert "start" in st.hands[leader]
    assert st.legal_actions(st.seat_at(leader)) == [Play("start")]
    assert "Start card" in st.why_illegal(st.seat_at(leader), Play(next(c for c in st.hands[leader] if c != "start")))


# ---------------------------------------------------------------------------------- winning a trick
def test_highest_rank_wins_and_the_first_played_wins_a_tie():
    st = table([["ten-1"], ["ten-2"], ["seven-pink"], ["eight-green"]])
    play(st, Play("ten-1"), Play("ten-2"), Play("seven-pink"), Play("eight-green"))
    assert st.last_trick[3] == 0


def test_a_three_cancels_an_opposing_ten_never_a_partners():
    # places 0 and 2 are partners; 2's 3 faces its partner's 10 and the opponents' 10
    st = table([["ten-1"], ["ten-2"], ["no10-black"], ["five-pink"]])
    play(st, Play("ten-1"), Play("ten-2"), Play("no10-black"), Play("five-pink"))
    assert st.last_trick[2] == (1,) and st.last_trick[3] == 0


def test_a_three_facing_several_opposing_tens_chooses_which():
    st = table([["no10-black"], ["ten-1"], ["seven-pink"], ["ten-2"]])
    play(st, Play("no10-black"), Play("ten-1"), Play("seven-pink"), Play("ten-2"))
    assert st.phase is Phase.CANCEL and st.seat_at(st.asker) == 0
    assert st.legal_actions(0) == [CancelTen(1), CancelTen(3)]
    play(st, CancelTen(1))
    assert st.last_trick[3] == 3  # the uncancelled 10 of place 3 wins


def test_the_rulebooks_sample_hand_with_pink_named():
    """Frank leads Choose (pink, the misprinted blue), Mark plays the green Animal; if Sandi plays
    her 10, only a black or blue 3 from Sheldon saves Mark's Animal; if she plays a blue card,
    Sheldon may play only black."""
    hands = [["choose"], ["animal-1"], ["ten-1", "eight-blue", "five-blue"], ["no10-black", "no10-blue", "seven-pink",
                                                                                "eight-green", "food-1"]]
    st = table(hands)
    play(st, Play("choose", "pink"), Play("animal-1"))
    blue = st.clone()
    play(st, Play("ten-1"))
    assert {a.card for a in st.legal_actions(3)} == {"no10-black", "no10-blue", "food-1"}
    play(st, Play("no10-blue"))
    assert st.last_trick[2] == (2,) and st.last_trick[3] == 1  # Mark's Animal wins
    play(blue, Play("five-blue"))
    assert {a.card for a in blue.legal_actions(3)} == {"no10-black", "food-1"}


# ---------------------------------------------------------------------------------- exchanges
def test_a_gift_exchange_goes_to_the_player_on_the_winners_right():
    st = table([["eight-pink", "ten-3"], ["food-1", "five-blue"], ["ten-1", "seven-green"], ["five-pink", "spoiled"]],
               leader=1)
    play(st, Play("food-1"), Play("ten-1"), Play("spoiled"), Play("eight-pink"))
    assert st.captured[0] == ["food-1"]  # place 2 won
    assert st.phase is Phase.GIFT_GIVE and st.asker == 1
    taken = st.taken
    assert taken == "seven-green" and taken in st.hands[1]
    play(st, GiftGive("five-blue"))
    assert sorted(st.hands[2]) == ["five-blue"] and st.phase is Phase.PLAY and st.acting == 2


def test_no_gift_when_the_winner_has_no_card_left():
    st = table([["food-1"], ["five-blue"], ["ten-1"], ["five-pink"]], tricks=6)
    play(st, Play("food-1"), Play("five-blue"), Play("ten-1"), Play("five-pink"))
    assert st.night == 1 and st.phase is Phase.PLAY  # the night ended straight away


def test_swap_passes_a_card_to_the_partner_who_passes_one_back():
    st = table([["swap", "ten-1", "food-1"], ["five-blue"], ["seven-pink", "animal-2"], ["five-pink"]])
    play(st, Play("swap"))
    assert st.phase is Phase.SWAP_GIVE and st.to_move() == {0}
    play(st, SwapGive("ten-1"))
    assert st.to_move() == {2} and "ten-1" in st.hands[2]
    assert SwapReturn("ten-1") in st.legal_actions(2)
    play(st, SwapReturn("animal-2"))
    assert sorted(st.hands[0]) == ["animal-2", "food-1"] and st.acting == 1
    hidden = [e for e in st.events if e.kind == "swap_give"][-1]
    assert hidden.visible_to == frozenset({0, 2})  # the opponents never see the card


def test_ask_answers_truthfully_and_a_tie_for_most_is_the_answerers_pick():
    st = table([["ask", "five-pink"], ["ten-1", "ten-2", "seven-blue", "eight-pink"], ["five-green"], ["five-blue"]])
    play(st, Play("ask"))
    assert st.to_move() == {0} and len(st.legal_actions(0)) > 40
    play(st, AskQuestion(1, "rank", rank=10))
    assert st.events[-1].data[-2] == 2  # the answer (the seating comes last)
    st2 = table([["ask"], ["ten-1", "seven-blue"], ["five-green"], ["five-blue"]])
    play(st2, Play("ask"), AskQuestion(1, "most"))
    assert st2.phase is Phase.ANSWER and st2.to_move() == {1}
    assert st2.legal_actions(1) == [Answer("black"), Answer("blue")]
    play(st2, Answer("blue"))
    assert st2.acting == 1 and st2.phase is Phase.PLAY


# ---------------------------------------------------------------------------------- three players
@pytest.mark.parametrize("night", [0, 1, 2])
def test_three_players_each_partner_the_dummy_for_one_night_opposite_it(night):
    places = seating(3, night)
    assert sorted(s for s in places if s != DUMMY) == [0, 1, 2]
    dummy = places.index(DUMMY)
    assert places[(dummy + 2) % 4] == night
    # the three players keep their order round the table
    order = [s for s in places if s != DUMMY]
    assert order in ([0, 1, 2], [1, 2, 0], [2, 0, 1])


def test_when_the_dummy_wins_the_player_on_its_right_chooses_the_card():
    st = table([["five-pink"], ["food-2", "five-blue"], ["ten-2", "food-1", "seven-green"], ["seven-blue"]], players=3)
    assert st.dummy_place == 2 and st.seat_at(2) == 0  # the first night: seat 0 partners the dummy
    play(st, Play("five-pink"), Play("food-2"), Play("ten-2"), Play("seven-blue"))
    assert st.phase is Phase.GIFT_TAKE
    right = st.asker
    assert right == 1 and st.to_move() == {1}
    assert st.legal_actions(1) == [GiftTake("food-1"), GiftTake("seven-green")]
    play(st, GiftTake("food-1"))
    assert st.phase is Phase.GIFT_GIVE
    play(st, GiftGive("five-blue"))
    assert sorted(st.hands[2]) == ["five-blue", "seven-green"]


# ---------------------------------------------------------------------------------- scoring
def test_the_rulebooks_scoring_examples():
    st = MuertosState(DATA, 1, setup())
    st.totals[0], st.totals[1] = [4, 6], [5, 5]
    out = st.outcome()
    assert out.scores == (4, 5, 4, 5) and out.winners == {1, 3}
    st.totals[0], st.totals[1] = [4, 5], [4, 4]
    out = st.outcome()
    assert out.winners == {0, 2} and out.tiebreak == "muertos"


def test_a_tie_on_everything_is_shared():
    st = MuertosState(DATA, 1, setup())
    st.totals[0], st.totals[1] = [3, 3], [3, 3]
    out = st.outcome()
    assert out.winners == {0, 1, 2, 3} and out.tiebreak == "shared"


def test_the_kingmaker_shares_the_partners_win():
    st = MuertosState(DATA, 1, setup(3))
    st.totals = [[0, 0], [6, 6], [6, 6]]
    st.night = 1
    st.tricks = 0
    # the last night: seat 2 partners the dummy; seats 0 and 1 play together
    st.night = 2
    st.places = seating(3, 2)
    st.kingmakers = {}
    st._kingmakers()
    assert st.kingmakers == {0: 1}  # seat 0 cannot catch seat 1 any more (they gain the same cards)


# ---------------------------------------------------------------------------------- whole games
@pytest.mark.parametrize("players", [3, 4])
def test_random_games_keep_every_card_and_replay_the_same(players):
    for seed in range(40):
        st = MuertosState(DATA, seed, setup(players))
        rng = random.Random(seed)
        log = []
        nights_seen = set()
        while not st.is_over:
            (seat,) = st.to_move()
            legal = st.legal_actions(seat)
            assert legal and all(st.why_illegal(seat, a) is None for a in legal[:20])
            action = rng.choice(legal)
            before = st.clone()
            st.apply(seat, action)
            assert before.digest() != st.digest()
            log.append((seat, action))
            nights_seen.add(st.night)
            if not st.is_over:
                held = sum(len(h) for h in st.hands) + len(st.trick) + len(st.aside)
                gone = len(st.discards) + len(st.captured[0]) + len(st.captured[1])
                assert held + gone == 28
                assert all(len(h) == 7 - st.tricks - (1 if p in [q for q, _, _ in st.trick] or
                                                      p in [q for q, _ in st.aside] else 0)
                           for p, h in enumerate(st.hands)) or st.phase is not Phase.PLAY
        assert nights_seen == {0, 1, 2}
        again = MuertosState(DATA, seed, setup(players))
        for seat, action in log:
            again.apply(seat, action)
        assert again.digest() == st.digest() and again.outcome() == st.outcome()
        out = st.outcome()
        assert out.winners and all(0 <= s < players for s in out.winners)
        food = sum(st.totals[s][0] for s in range(2 if players == 4 else 3))
        assert food <= (9 if players == 4 else 18)


@pytest.mark.parametrize("edit, key", [
    (("rank: 6, colour: black, kind: start", "rank: 5, colour: black, kind: start"), "cards[5] (id start).rank"),
    (("{id: ten-2,", "{id: ten-1,"), "cards[7] (id ten-1).id"),
    (("colour: green, food: 3}", "colour: blue, food: 3}"), "nights[0].colour"),
])
def test_a_bad_card_file_names_its_key(tmp_path, edit, key):
    from game.datafiles import DataError
    from game.rules.muertos.cards import data_dir

    text = (data_dir() / "cards.yaml").read_text(encoding="utf-8")
    assert edit[0] in text
    (tmp_path / "cards.yaml").write_text(text.replace(edit[0], edit[1], 1), encoding="utf-8")
    with pytest.raises(DataError) as err:
        load(tmp_path)
    assert err.value.key == key


# ---------------------------------------------------------------------------------- what a seat may know
@pytest.mark.parametrize("players", [3, 4])
def test_views_hide_other_hands_and_determinize_agrees_with_them(players):
    from game.rules.muertos.view import determinize, player_view

    for seed in range(12):
        st = MuertosState(DATA, seed, setup(players))
        rng = random.Random(seed)
        steps = 0
        while not st.is_over and steps < 150:
            (seat,) = st.to_move()
            for viewer in range(players):
                v = player_view(st, viewer)
                mine = st.place_of(viewer)
                assert v.hands[mine].cards == tuple(st.hands[mine])
                for h in v.hands:
                    if h.cards is None:
                        assert h.size == len(st.hands[h.place])
                        assert set(h.known) <= set(st.hands[h.place])  # only what the viewer saw arrive
                        assert all(c not in st.hands[h.place] for c in v.state.hands[h.place] if c not in h.known)
                    elif st.places[h.place] == DUMMY:
                        assert h.cards == tuple(st.hands[h.place])
                for place in range(4):  # what other seats saw pass between hands stays theirs
                    assert all(not known for s, known in enumerate(v.state.seen[place]) if s != viewer)
                if st.taken is not None and v.taken is None:
                    assert v.state.taken is None
                guess = determinize(DATA, v, random.Random(steps))
                assert sorted(c for h in guess.hands for c in h) == sorted(c for h in st.hands for c in h)
                for h in v.hands:
                    assert len(guess.hands[h.place]) == h.size
                    assert set(h.cards or h.known) <= set(guess.hands[h.place])
                assert guess.legal_actions(seat) == st.legal_actions(seat) or viewer != seat
            st.apply(seat, rng.choice(st.legal_actions(seat)))
            steps += 1


def test_a_swapped_card_stays_known_to_both_partners_only():
    from game.rules.muertos.view import player_view

    st = table([["swap", "ten-1", "food-1"], ["five-blue"], ["seven-pink", "animal-2"], ["five-pink"]])
    play(st, Play("swap"), SwapGive("ten-1"))
    assert player_view(st, 0).hands[2].known == ("ten-1",)
    assert player_view(st, 1).hands[2].known == ()
    play(st, SwapReturn("animal-2"))
    assert player_view(st, 2).hands[0].known == ("animal-2",)
    assert player_view(st, 0).hands[2].known == ("ten-1",)


# ---------------------------------------------------------------------------------- words and the codec
@pytest.mark.parametrize("players", [3, 4])
def test_every_log_line_reads_for_every_viewer_and_moves_round_trip(players):
    from game.rules.muertos import game as entry

    names = ("You", "Rosa", "Diego", "Lupita")[:players]
    st = MuertosState(DATA, 21, Setup("game", tuple(SeatSetup("bot", n, "random") for n in names)))
    rng = random.Random(21)
    start = entry.components(st)
    while not st.is_over:
        (seat,) = st.to_move()
        action = rng.choice(st.legal_actions(seat))
        assert entry.CODEC.decode(entry.CODEC.encode(action)) == action
        assert entry.describe_action(DATA, action, entry.view(st, seat)).strip()
        st.apply(seat, action)
        assert entry.components(st) == start  # every card of the night somewhere, once
    for event in st.events:
        for viewer in range(players):
            if event.visible_to is None or viewer in event.visible_to:
                text = entry.event_text(DATA, event, viewer, names)
                assert text and "_" not in text and "None" not in text, (event.kind, text)
    hidden = [e for e in st.events if e.kind in ("gift_take", "gift_give", "swap_give", "swap_return")
              and e.visible_to is not None]
    for e in hidden:  # a passed card is named only to the two hands it went between
        assert len(e.visible_to) == 2
    sheet = st.score_sheet()
    assert sheet.rows[2].values == st.returns() and sheet.outcome.winners


@pytest.mark.parametrize("players, sides", [(4, 2), (3, 3)])
def test_the_sims_own_keys_count_wins_per_partnership_and_mean_pairs(players, sides):
    from game.rules.muertos.game import sim_report

    states = []
    for seed in range(6):
        st = MuertosState(DATA, seed, setup(players))
        rng = random.Random(seed)
        while not st.is_over:
            (seat,) = st.to_move()
            st.apply(seat, rng.choice(st.legal_actions(seat)))
        states.append(st)
    out = sim_report(DATA, setup(players), states)
    assert len(out["wins"]) == sides and len(out["mean_pairs"]) == sides
    assert abs(sum(out["wins"]) - len(states)) < 1e-6 or players == 3  # kingmakers add shared wins
    assert out["mean_pairs"][0] == round(sum(s.returns()[0] for s in states) / len(states), 3)


def test_the_playout_policy_plays_legal_moves_and_explains_them():
    from game.ai.muertos_policy import MuertosPolicy
    from game.rules.muertos.view import player_view

    policy = MuertosPolicy(None)
    for players in (3, 4):
        for seed in range(10):
            st = MuertosState(DATA, seed, setup(players))
            rng = random.Random(seed)
            while not st.is_over:
                (seat,) = st.to_move()
                action = policy.playout(st, seat, rng)
                assert st.why_illegal(seat, action) is None, action
                reason = policy.explain(player_view(st, seat), action, {})
                assert reason and not reason[0].isupper()
                st.apply(seat, action)


def test_a_set_aside_tells_everyone_what_the_hand_could_hold_and_guesses_respect_it():
    from game.rules.muertos.view import determinize, player_view

    checked = 0
    for seed in range(60):
        st = MuertosState(DATA, seed, setup(4))
        rng = random.Random(seed)
        while not st.is_over:
            for place in range(4):
                void = st.voids[place]
                if void is None:
                    continue
                misfits = sum(1 for c in st.hands[place] if not st.fits_void(place, c))
                assert misfits <= void[2], (place, st.hands[place], void)  # only cards received since
                viewer = st.places[(place + 1) % 4]
                v = player_view(st, viewer)
                guess = determinize(DATA, v, random.Random(checked))
                unknown = [c for c in guess.hands[place] if c not in v.hands[place].known]
                assert sum(1 for c in unknown if not guess.fits_void(place, c)) <= void[2]
                checked += 1
            (seat,) = st.to_move()
            st.apply(seat, rng.choice(st.legal_actions(seat)))
    assert checked > 50


def test_ask_answers_are_remembered_and_guesses_respect_them():
    from game.rules.muertos.view import determinize, player_view

    st = table([["ask", "ten-1", "food-1"], ["five-blue", "seven-pink"], ["seven-green", "animal-2"],
                ["five-pink", "three-green"]])
    play(st, Play("ask"), AskQuestion(1, "highest"))
    assert st.answers[1] == (("highest", None, None, 7, ()),)
    play(st, Play("seven-pink"))  # the answer stays about the hand as it was
    assert st.answers[1][0][4] == ("seven-pink",) and st.answer_fits(1, st.hands[1])
    assert not st.answer_fits(1, ["ten-2"])
    v = player_view(st, 0)
    for i in range(20):  # the hand left holds no card above 7 (the 7 was played)
        guess = determinize(DATA, v, random.Random(i))
        assert guess.answer_fits(1, guess.hands[1])

    checked = fit = 0
    for seed in range(40):  # random games: the truth always fits, and the guesses nearly always do
        st = MuertosState(DATA, seed, setup(4))
        rng = random.Random(seed)
        while not st.is_over:
            for place in range(4):
                if st.answers[place]:
                    assert st.answer_fits(place, st.hands[place]), (st.answers[place], st.hands[place])
                    viewer = st.places[(place + 1) % 4]
                    guess = determinize(DATA, player_view(st, viewer), random.Random(checked))
                    checked += 1
                    fit += guess.answer_fits(place, guess.hands[place])
            (seat,) = st.to_move()
            legal = st.legal_actions(seat)
            action = rng.choice(legal)
            if isinstance(action, AskQuestion):  # the telling questions more often
                action = rng.choice([a for a in legal if a.question in ("highest", "most", "colour")])
            st.apply(seat, action)
    assert checked > 100 and fit >= 0.97 * checked


def test_a_hidden_pass_forgets_the_answers_about_both_hands():
    st = table([["ask", "ten-1", "food-1"], ["five-blue"], ["swap", "animal-2"], ["five-pink", "three-green"]])
    play(st, Play("ask"), AskQuestion(2, "colour", colour="black"))
    assert st.answers[2]
    play(st, Play("five-blue"), Play("swap"), SwapGive("animal-2"))
    assert st.answers[2] == () and st.answers[0] == ()


def test_swap_with_no_card_left_passes_nothing():
    st = table([["swap"], ["five-blue"], ["seven-pink", "animal-2"], ["five-pink"]], tricks=6)
    play(st, Play("swap"))
    assert st.phase is Phase.PLAY and st.acting == 1, "an empty hand passes nothing: play goes on"
    assert not any(e.kind.startswith("swap") for e in st.events)


def test_every_ask_question_is_answered_truthfully_and_asking_oneself_is_allowed():
    hand = ["ten-1", "ten-2", "seven-blue", "eight-pink", "food-1"]
    cases = [(AskQuestion(1, "highest"), 10), (AskQuestion(1, "rank", rank=10), 2),
             (AskQuestion(1, "colour", colour="black"), 3), (AskQuestion(1, "most"), "black"),
             (AskQuestion(1, "hold", rank=7, colour="blue"), True),
             (AskQuestion(1, "hold", rank=7, colour="pink"), False)]
    for question, truth in cases:
        st = table([["ask", "five-green"], list(hand), ["five-pink"], ["five-blue"]])
        play(st, Play("ask"), question)
        assert st.events[-1].kind == "ask" and st.events[-1].data[-2] == truth, question
        assert st.phase is Phase.PLAY and st.acting == 1
    st = table([["ask", "five-green", "ten-1"], list(hand[2:]), ["five-pink"], ["five-blue"]])
    play(st, Play("ask"), AskQuestion(0, "highest"))  # to tell the partner what one holds
    assert st.events[-1].data[-2] == 10 and st.events[-1].visible_to is None, "the whole table hears it"


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 4])
def test_thousands_of_random_games_keep_every_card_and_hide_every_hand(players):
    """Seeded random games: every card of the night somewhere once after every move, no hidden
    card in another seat's view or visible event, and the replay of the moves gives the same game."""
    from game.rules.muertos import game as entry
    from game.rules.muertos.view import player_view

    games = int(os.environ.get("MUERTOS_PLAYOUTS", "1500"))
    for seed in range(games):
        st = MuertosState(DATA, seed, setup(players))
        rng = random.Random(seed)
        start = entry.components(st)
        moves = []
        while not st.is_over:
            (seat,) = st.to_move()
            action = rng.choice(st.legal_actions(seat))
            moves.append((seat, action))
            st.apply(seat, action)
            assert entry.components(st) == start
            if seed % 25 == 0:  # the views, every move of every 25th game
                for viewer in range(players):
                    v = player_view(st, viewer)
                    for h in v.hands:
                        if h.cards is None:
                            assert set(v.state.hands[h.place]) <= set(h.known)
        again = MuertosState(DATA, seed, setup(players))
        for seat, action in moves:
            again.apply(seat, action)
        assert again.digest() == st.digest()
        for e in st.events:
            if e.visible_to is not None and e.kind in ("gift_take", "gift_give", "swap_give", "swap_return"):
                assert len(e.visible_to) == 2
