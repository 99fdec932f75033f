"""Reading a finished trick of Dia de los Muertos: who won it and why (the rules' ``read_trick``,
which the table marks and says), on hand-built tricks for every case, and against the rules'
own winner over whole random games."""
from __future__ import annotations

import random

import pytest

from game.rules.muertos import words as W
from game.rules.muertos.actions import CancelTen, Play, SetAside
from game.rules.muertos.tricks import read_trick
from tests.test_muertos_rules import DATA, play, setup, table
from game.rules.muertos.state import MuertosState

NAMES = ("Ana", "Rosa", "Diego", "Lupita")


def finished(hands, *actions, players=4, night=0):
    st = table([[c] if isinstance(c, str) else c for c in hands], players=players, night=night)
    play(st, *actions)
    trick, aside, cancelled, winner = st.last_trick
    return st, read_trick(DATA, trick, aside, cancelled), winner


def line(st, reading, viewer=None, names=NAMES):
    trick, aside, _, _ = st.last_trick
    return W.trick_read(W.Plain(DATA), reading, trick, aside, st.places, viewer, names)


def test_the_highest_card_wins_and_black_is_no_trump():
    st, r, winner = finished(["start", "seven-pink", "eight-green", "five-blue"],
                             Play("start"), Play("seven-pink"), Play("eight-green"), Play("five-blue"))
    assert (r.winner, r.card, r.reason, r.links) == (2, "eight-green", "highest", ()) and winner == 2
    assert line(st, r) == "Diego wins the trick with Green 8, the highest card."
    assert line(st, r, viewer=2) == "You win the trick with Green 8, the highest card."


def test_on_equal_ranks_the_first_played_wins():
    st, r, winner = finished(["ten-1", "ten-2", "seven-pink", "eight-green"],
                             Play("ten-1"), Play("ten-2"), Play("seven-pink"), Play("eight-green"))
    assert (r.winner, r.reason, r.beaten) == (0, "tie", 1) and winner == 0
    assert line(st, r) == "Ana wins the trick with Black 10: played first, it beats Rosa's Black 10."


def test_a_three_that_cancels_the_ten_that_would_have_won():
    st, r, winner = finished(["ten-1", "no10-pink", "five-green", "seven-blue"],
                             Play("ten-1"), Play("no10-pink"), Play("five-green"), Play("seven-blue"))
    assert (r.winner, r.reason, r.beaten, r.links) == (3, "cancel", 0, ((1, 0),)) and winner == 3
    assert line(st, r) == "Lupita wins the trick with Blue 7: Rosa's 3 cancelled Ana's 10."
    assert line(st, r, viewer=0) == "Lupita wins the trick with Blue 7: Rosa's 3 cancelled your 10."


def test_two_threes_cancel_both_tens_and_are_linked_as_chosen():
    st = table([["ten-1"], ["no10-pink"], ["ten-2"], ["no10-green"]])
    play(st, Play("ten-1"), Play("no10-pink"), Play("ten-2"), Play("no10-green"))
    assert st.phase.name == "CANCEL"
    play(st, CancelTen(2))  # the first 3 (place 1) picks place 2's 10; the second 3 takes the other
    trick, aside, cancelled, winner = st.last_trick
    r = read_trick(DATA, trick, aside, cancelled)
    assert r.links == ((1, 2), (3, 0)) and r.reason == "cancel"
    assert r.winner == winner == 1  # the two 3s tie: the first played wins
    assert line(st, r) == "Rosa wins the trick with Pink 3: the two 3s cancelled both 10s."


def test_a_cancel_that_did_not_decide_the_trick_is_still_said():
    # place 2's 3 cancels place 1's 10 (never its partner's); place 0's 10, played first, wins anyway
    st, r, winner = finished(["ten-1", "ten-2", "no10-pink", "five-green"],
                             Play("ten-1"), Play("ten-2"), Play("no10-pink"), Play("five-green"))
    assert (r.winner, r.reason, r.links) == (0, "highest", ((2, 1),)) and winner == 0
    assert line(st, r) == "Ana wins the trick with Black 10, the highest card. Diego's 3 cancelled Rosa's 10."


def test_a_three_never_cancels_a_partners_ten():
    st, r, winner = finished(["ten-1", "five-pink", "no10-green", "seven-blue"],
                             Play("ten-1"), Play("five-pink"), Play("no10-green"), Play("seven-blue"))
    assert (r.winner, r.reason, r.links) == (0, "highest", ()) and winner == 0


def test_a_higher_card_set_aside_counts_for_nothing():
    st, r, winner = finished([["seven-pink"], ["eight-pink"], ["five-green"], ["five-blue"]],
                             Play("seven-pink"), SetAside("eight-pink"), Play("five-green"), Play("five-blue"))
    assert (r.winner, r.reason, r.beaten) == (0, "aside", 1) and winner == 0
    assert line(st, r) == "Ana wins the trick with Pink 7: Rosa's Pink 8 was set aside and counts for nothing."


def test_the_dummy_is_named_as_the_dummy():
    # three players, the third night: the dummy sits at place 1 (its 3 cancels), partnering Rosa
    st, r, winner = finished(["ten-1", "no10-pink", "five-green", "seven-blue"],
                             Play("ten-1"), Play("no10-pink"), Play("five-green"), Play("seven-blue"),
                             players=3, night=2)
    assert st.places == (0, -2, 1, 2) and winner == 3
    assert line(st, r, viewer=0, names=NAMES[:3]) == "Diego wins the trick with Blue 7: the dummy's 3 cancelled your 10."


@pytest.mark.parametrize("players", [4, 3])
def test_the_reading_names_the_rules_winner_in_every_trick_of_random_games(players):
    for seed in range(6):
        st = MuertosState(DATA, seed, setup(players))
        rng = random.Random(seed)
        seen = None
        while not st.is_over:
            seat = next(iter(st.to_move()))
            st.apply(seat, rng.choice(st.legal_actions(seat)))
            if st.last_trick and st.last_trick is not seen:
                seen = st.last_trick
                trick, aside, cancelled, winner = seen
                r = read_trick(DATA, trick, aside, cancelled)
                assert r.winner == winner
                assert sorted(ten for _, ten in r.links) == sorted(cancelled)
                assert line(st, r, viewer=0, names=NAMES[:players])
