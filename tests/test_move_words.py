"""Moves worded in data (``data/<id>/moves.yaml``, read by ``game.rules.move_words``): every game's
file loads and words its moves; a bad file stops with its file, key and reason."""
from __future__ import annotations

import random
from dataclasses import dataclass

import pytest

from game import registry
from game.datafiles import DataError
from game.protocol import SeatSetup, Setup
from game.rules.base import Action, ActionCodec
from game.rules.move_words import MoveWords

GAMES = [g for g in registry.all_games().values() if hasattr(g.entry.words, "MOVES")]


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_every_sentence_of_the_file_is_used_along_a_game(game):
    """Every kind the file words is described from the file, never from the move's text form."""
    moves: MoveWords = game.entry.words.MOVES
    assert moves.templates, f"{moves.path} words no move"
    data = game.load_data()
    spec = game.modes[0]
    worded = set()
    for seed in range(4):
        seats = tuple(SeatSetup("human", f"P{i + 1}") for i in range(spec.usual_players))
        state = game.new_state(data, seed, game.validate_setup(Setup(spec.id, seats, ())))
        rng = random.Random(seed)
        for _ in range(300):
            if state.is_over or not state.to_move():
                break
            seat = min(state.to_move())
            actions = state.legal_actions(seat)
            view = game.view(state, seat)
            for action in actions:
                text = game.describe_action(action, view)
                assert text and text != str(action), (game.id, action)
                if action.kind in moves.templates:
                    worded.add(action.kind)
            state.apply(seat, rng.choice(actions))
    assert worded, f"no move of {moves.path} came up in {spec.id} games"


@dataclass(frozen=True)
class Light(Action, kind="light", text="light {tile}"):
    tile: str


CODEC = ActionCodec(Light)


def words(tmp_path, text: str) -> MoveWords:
    (tmp_path / "moves.yaml").write_text(text, encoding="utf-8")
    return MoveWords("game.rules.sample.words", CODEC, {"name": lambda fmt, a: a.tile.title()}, folder=tmp_path)


def test_a_sentence_fills_fields_as_they_are_and_dressed(tmp_path):
    moves = words(tmp_path, 'moves:\n  light: "Light {name} ({tile})"\n')
    assert moves.sentence(None, Light("red-claw")) == "Light Red-Claw (red-claw)"


def test_a_move_the_file_leaves_out_is_left_to_the_code(tmp_path):
    assert words(tmp_path, "moves: {}\n").sentence(None, Light("x")) is None


@pytest.mark.parametrize("text, key, reason", [
    ('moves:\n  burn: "Burn {tile}"\n', "moves.burn", "no move is called 'burn'"),
    ('moves:\n  light: "Light {colour}"\n', "moves.light", "{colour} is neither a field"),
    ('moves:\n  light: "Light {tile:>4}"\n', "moves.light", "must be a plain name"),
    ('moves:\n  light: "Light {tile"\n', "moves.light", "not a sentence template"),
    ('moves:\n  light: [1, 2]\n', "moves.light", "string"),
    ('sentences: {}\n', "moves", "Field required"),
])
def test_a_bad_file_names_its_file_key_and_reason(tmp_path, text, key, reason):
    with pytest.raises(DataError) as err:
        _ = words(tmp_path, text).templates
    assert err.value.path.endswith("moves.yaml")
    assert err.value.key == key
    assert reason in err.value.reason
