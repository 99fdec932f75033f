"""Día de los Muertos' words as a player reads them: the published title (with its accent) on the
menu tile's game, the table and the guided game; the three-player setup's seating note (no seat 4
in a game of three); the result headline of a tie broken by Food or Muertos."""
from __future__ import annotations

from game import registry, tutorial
from scenes.new_game import NewGameScene
from game.text import say

GAME = registry.get("muertos")


def test_the_title_is_spelled_with_its_accent_wherever_it_is_read():
    assert GAME.title == "Día de los Muertos"
    script = tutorial.load(GAME)
    assert not any("Dia de los" in say(script.words(step)) for step in script.steps)


def test_the_three_player_setup_names_no_seat_4(app):
    app.push(NewGameScene(app, GAME))
    scene = app.scene
    scene.choose_count(3)
    note = scene.seating_note()
    assert "4" not in note and "dummy" in note
    x, y, width, most = scene.message
    assert len(app.assets.wrap(note, "body", 15, width)) <= most, "the note fits its lines (else it is not shown)"
    scene.choose_count(4)
    assert "Seats 1 and 3 are partners against 2 and 4" in scene.seating_note()


class _Ended:
    """A finished three-player game's totals, as the score sheet reads them."""

    def __init__(self, totals, kingmakers=None):
        from game.protocol import SeatSetup, Setup
        from game.rules.muertos.scoring import MuertosScoring

        self.players = len(totals)
        self.setup = Setup("table", tuple(SeatSetup("human" if i == 0 else "bot", n, None if i == 0 else "hard")
                                          for i, n in enumerate(("You", "Rosa", "Diego")[:self.players])), ())
        self.kingmakers = kingmakers or {}
        self._totals = [list(t) for t in totals]
        self.outcome = lambda: MuertosScoring.outcome(self)

    def team_totals(self):
        return self._totals

    def returns(self):
        return tuple(min(f, m) for f, m in self._totals)


def test_a_result_decided_by_the_tie_break_says_so():
    from game.rules.muertos.words import score_sheet

    sheet = score_sheet(_Ended([(4, 5), (5, 4), (2, 3)]))  # 4 pairs each for You and Rosa: Rosa has more Food
    assert sheet.outcome.winners == {1} and say(sheet.headline, "en") == "Rosa wins!"
    assert "4 pairs to 2" not in sheet.verdict
    assert "4 pairs each" in sheet.verdict and "most Food" in sheet.verdict and "5 to 4" in sheet.verdict
    sheet = score_sheet(_Ended([(4, 6), (4, 5), (1, 1)]))  # same pairs and Food: the Muertos decide
    assert sheet.outcome.winners == {0} and "most Muertos" in sheet.verdict and "6 to 5" in sheet.verdict
    sheet = score_sheet(_Ended([(5, 5), (4, 4), (2, 3)]))  # no tie: the pairs alone
    assert sheet.verdict.startswith("5 pairs to 4")
