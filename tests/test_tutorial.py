"""Guided first games (game/tutorial.py): a script is played headless to its end; a step that
cannot be played stops with the file, the step and the reason. Scripts are written here for the
first registered game, from its own legal moves, so the engine is tested whatever the games are."""
from __future__ import annotations

import pytest
import yaml

from conftest import first_game
from game import registry, tutorial
from game.datafiles import DataError
from game.session import default_setup

GAME = first_game()
MODE = GAME.modes[0]
SEED = 11


def seats_yaml() -> list[dict]:
    setup = default_setup(GAME, MODE.id, bot="random")
    return [{"name": "Learner"} if s.bot is None else {"name": s.name, "bot": s.bot} for s in setup.seats]


def machines_first(session) -> list[dict]:
    """An auto step while a machine is to move (the automaton or an AI seat opens some games)."""
    return [] if session.next_step().kind == "human" else [{"say": "The others play.", "auto": True}]


def write(tmp_path, steps: list[dict], **top) -> tutorial.Script:
    doc = {"seed": SEED, "mode": MODE.id, "seats": seats_yaml(), "steps": steps, **top}
    path = tmp_path / "tutorial.yaml"
    path.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    return tutorial.load(GAME, path)


def opening(tmp_path) -> tuple[list[dict], str]:
    """Steps up to the learner's first decision, and the text form of its first legal move."""
    probe = tutorial.new_session(write(tmp_path, [{"say": "Welcome."}]))
    steps = [{"say": "Welcome to the table."}] + machines_first(probe)
    if steps[1:]:
        probe.advance(tutorial._bots(probe))
    seat = probe.next_step().seat
    return steps, str(probe.state.legal_actions(seat)[0])


def test_a_script_plays_to_its_end_taking_each_move(tmp_path):
    steps, first = opening(tmp_path)
    script = write(tmp_path, steps + [{"say": "Take this one.", "move": first, "light": ["hand"]},
                                      {"say": "Well done."}])
    seen = []
    session = tutorial.check(script, on_step=lambda i, s: seen.append((i, len(s.log))))
    assert [i for i, _ in seen] == list(range(len(script.steps)))
    assert str(session.log[-1].action) == first and session.log[-1].seat == script.player


def test_the_tutor_accepts_only_the_move_asked_for(tmp_path):
    steps, first = opening(tmp_path)
    script = write(tmp_path, steps + [{"say": "Take it.", "move": first, "wrong": "Not that one."}])
    session = tutorial.new_session(script)
    tutor = tutorial.Tutor(script)
    while tutor.kind != "move":
        tutor.skip(session)
    legal = session.state.legal_actions(script.player)
    assert [str(a) for a in tutor.expected(legal)] == [first]
    others = [a for a in legal if str(a) != first]
    assert all(not tutor.accepts(a) for a in others)
    tutor.skip(session)  # skipping a move step makes the move: the game goes on as the script has it
    assert tutor.done and str(session.log[-1].action) == first


def test_a_pattern_accepts_any_move_it_matches(tmp_path):
    steps, first = opening(tmp_path)
    script = write(tmp_path, steps + [{"say": "Any move.", "moves": ".*"}])
    session = tutorial.check(script)
    assert session.log[-1].seat == script.player


@pytest.mark.parametrize("step, reason", [
    ({"say": "x", "move": "no such move at all"}, "is not legal here"),
    ({"say": "x", "moves": "zz+ no match"}, "is not legal here"),
])
def test_a_move_that_is_not_legal_names_the_file_and_the_step(tmp_path, step, reason):
    steps, _ = opening(tmp_path)
    script = write(tmp_path, steps + [step])
    with pytest.raises(DataError) as err:
        tutorial.check(script)
    assert err.value.path.endswith("tutorial.yaml")
    assert err.value.key == f"steps[{len(steps)}] (step {len(steps) + 1})"
    assert reason in err.value.reason


@pytest.mark.parametrize("step, reason", [
    ({"say": "x", "move": "a", "moves": "b"}, "not both"),
    ({"say": "x", "moves": "("}, "not a pattern"),
    ({"say": "x", "auto": True, "move": "a"}, "takes no move"),
    ({"say": "x", "wrong": "no"}, "only a step that asks for a move"),
    ({"say": "x", "seat": 1}, "a scripted seat plays one move"),
])
def test_a_malformed_step_is_refused_on_load(tmp_path, step, reason):
    with pytest.raises(DataError) as err:
        write(tmp_path, [step])
    assert err.value.key == "steps[0] (step 1)" and reason in err.value.reason


def test_a_script_with_no_learner_or_unknown_mode_is_refused(tmp_path):
    bots = [{"name": s["name"], "bot": "random"} for s in seats_yaml()]
    with pytest.raises(DataError) as err:
        write(tmp_path, [{"say": "x"}], seats=bots)
    assert err.value.key == "seats"
    with pytest.raises(DataError) as err:
        write(tmp_path, [{"say": "x"}], mode="no-such-mode")
    assert err.value.key == "mode"


def test_a_seat_named_you_is_refused(tmp_path):
    seats = [{"name": "You"} if "bot" not in s else s for s in seats_yaml()]
    with pytest.raises(DataError) as err:
        write(tmp_path, [{"say": "x"}], seats=seats)
    assert "seats" in err.value.key and "never named" in err.value.reason


def test_an_auto_step_when_the_learner_is_to_move_is_refused(tmp_path):
    steps, _ = opening(tmp_path)
    script = write(tmp_path, steps + [{"say": "The others play.", "auto": True}])
    with pytest.raises(DataError, match="no machine is to move"):
        tutorial.check(script)


@pytest.mark.parametrize("game", [g for g in registry.games().values() if tutorial.has_tutorial(g)],
                         ids=lambda g: g.id)
def test_every_guided_game_plays_to_its_end(game):
    tutorial.check(tutorial.load(game))


def test_free_play_ends_at_its_event_or_goes_to_the_closing_notes_when_the_game_ends(tmp_path):
    steps, _ = opening(tmp_path)
    n = len(steps)
    script = write(tmp_path, steps + [
        {"say": "Play until something that never happens.", "free": True, "until": "no-such-event"},
        {"say": "It happened."},  # skipped: the game ended first
        {"say": "Play on.", "free": True},
        {"say": "The game is over."},
    ])
    seen = []
    session = tutorial.check(script, on_step=lambda i, s: seen.append(i))
    assert seen == list(range(n)) + [n, n + 3]
    assert session.state.is_over


def test_skipping_free_play_moves_the_coach_on_and_plays_nothing_for_the_learner(tmp_path):
    steps, _ = opening(tmp_path)
    script = write(tmp_path, steps + [{"say": "Play on.", "free": True}, {"say": "The end."}])
    session = tutorial.new_session(script)
    tutor = tutorial.Tutor(script)
    while tutor.kind != "free":
        tutor.skip(session)
    before = len(session.log)
    tutor.skip(session)
    assert tutor.script.words(tutor.step) == "The end." and len(session.log) == before
    assert not session.state.is_over


def test_free_play_stops_at_the_first_event_of_its_kind(tmp_path):
    steps, _ = opening(tmp_path)
    probe = tutorial.check(write(tmp_path, steps + [{"say": "Play.", "free": True}]))
    start = len(tutorial.check(write(tmp_path, steps)).state.events)
    kinds = [e.kind for e in probe.state.events[start:]]
    wanted = kinds[len(kinds) // 2]  # a kind the game's free play brings, before its end
    session = tutorial.check(write(tmp_path, steps + [{"say": "Play.", "free": True, "until": wanted}]))
    got = session.state.events
    first = start + kinds.index(wanted)
    assert got == probe.state.events[:len(got)]  # the same game, stopped...
    assert session.marks[-2] <= first < len(got)  # ... by the move that brought the first such event


@pytest.mark.parametrize("step, reason", [
    ({"say": "x", "until": "portrait_lit"}, "until goes with free play"),
    ({"say": "x", "free": True, "auto": True}, "free play takes no move"),
])
def test_a_malformed_free_step_is_refused(tmp_path, step, reason):
    with pytest.raises(DataError, match=reason):
        write(tmp_path, [step])


def test_after_free_play_only_notes_and_free_play_may_follow(tmp_path):
    with pytest.raises(DataError, match="only notes and free play"):
        write(tmp_path, [{"say": "x", "free": True}, {"say": "y", "move": "anything"}])


def learner_opens():
    """A registered game and mode whose first move is the learner's (so a move may be played for them)."""
    for game in registry.games().values():
        for mode in game.modes:
            setup = default_setup(game, mode.id, bot="random")
            seats = [{"name": "Learner"} if x.bot is None else {"name": x.name, "bot": x.bot} for x in setup.seats]
            doc = {"seed": SEED, "mode": mode.id, "seats": seats, "steps": [{"say": "x"}]}
            probe = tutorial.new_session(tutorial.Script(game, None, tutorial_file(doc)))
            if probe.next_step().kind == "human":
                return game, doc, str(probe.state.legal_actions(probe.next_step().seat)[0])
    pytest.skip("no game opens with the learner's move")


def tutorial_file(doc):
    from game.rules.strict import TutorialFile

    return TutorialFile.model_validate(doc)


def test_moves_played_for_the_learner_open_the_game_out_of_reach_of_undo(tmp_path):
    game, doc, first = learner_opens()
    path = tmp_path / "tutorial.yaml"
    path.write_text(yaml.safe_dump({**doc, "played": [first]}, allow_unicode=True), encoding="utf-8")
    script = tutorial.load(game, path)
    session = tutorial.new_session(script)
    assert [str(e.action) for e in session.log] == [first] and session.log[0].seat == script.player
    assert not session.can_undo(script.player)
    path.write_text(yaml.safe_dump({**doc, "played": ["no such move at all"]}, allow_unicode=True), encoding="utf-8")
    with pytest.raises(DataError) as err:
        tutorial.new_session(tutorial.load(game, path))
    assert err.value.key == "played[0]" and "is not legal" in err.value.reason
