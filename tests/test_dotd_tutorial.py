"""Die of the Dead's guided first game: a short setup, the incense urns taught where they first
matter, and every claim of the coach about the caskets true of the game it is played over."""
from __future__ import annotations

import re

from game import registry, tutorial
from game.text import say

GAME = registry.get("dotd")


def script():
    return tutorial.load(GAME)


def test_the_setup_is_taught_in_a_step_or_two():
    steps = script().steps
    placing = [s for s in steps if (s.move or "").startswith("place a ")]
    assert 1 <= len(placing) <= 2, f"{len(placing)} steps of putting a die into a casket"
    assert len(steps) <= 36, f"{len(steps)} steps"


def test_the_incense_urns_are_taught_where_they_first_matter():
    """Before the learner first opens the incense casket (the first incense die drafted), the coach has
    said what an urn is: its colour and value, and the step it climbs."""
    loaded = script()
    steps = loaded.steps
    first = next(i for i, s in enumerate(steps) if s.move == "open the incense casket")
    told = [i for i, s in enumerate(steps) if re.search(r"\burns?\b", say(loaded.words(s), "en"))]
    assert told and told[0] <= first, f"the urns are first told at step {told[0] + 1 if told else None}, " \
                                       f"the incense casket opened at step {first + 1}"
    assert {"cell:4", "cell:5"} <= set(steps[told[0]].light + steps[told[0]].mentions)  # the two urn cells


def test_what_the_coach_says_of_the_caskets_holds_at_every_step():
    """"A casket never holds two dice of one colour" was said at setup while later caskets held two
    yellows: any such claim must hold all through the game the script plays."""
    s = script()
    claims = [i for i, step in enumerate(s.steps) if re.search(r"never holds? two dice of one colou?r", say(s.words(step)))]
    doubles = []

    def look(index, session):
        state = session.state
        for pos in range(4):
            colours = [state.die_class(d)[0] for d in state.caskets[pos] + state.lids[pos]]
            if len(colours) != len(set(colours)):
                doubles.append((index + 1, pos))
    tutorial.check(s, on_step=look)
    assert not (claims and doubles), f"step {claims[0] + 1} says a casket never holds two dice of one colour; " \
                                     f"at steps {doubles[:3]} one does"


def test_the_caskets_the_learner_does_not_stock_are_stocked_three_colours_each():
    """The setup made for the learner follows the rule it is taught by: three dice of three colours a casket."""
    s = script()
    session = tutorial.new_session(s)
    placed = [str(e.action) for e in session.log]
    per = {}
    for move in placed + [st.move for st in s.steps if (st.move or "").startswith("place a ")]:
        colour, casket = re.fullmatch(r"place an? (\w+) die in the (\w+) casket", move).groups()
        per.setdefault(casket, []).append(colour)
    assert all(len(c) == 3 and len(set(c)) == 3 for c in per.values()) and len(per) == 4, per
    assert not session.can_undo(s.player)  # what was done for the learner is not undone by them
