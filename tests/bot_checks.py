"""Shared by the bot tests: a wrapper that checks every choice a bot makes as a game is played."""
from __future__ import annotations

from game.text import Msg, say


class CheckedBot:
    """Checks every choice: the live state untouched, then either ``check(state, seat, choice)`` or,
    without one, a legal action with a short reason (recording the phases seen in ``phases``)."""

    def __init__(self, bot, session, phases: set | None = None, check=None):
        self.bot, self.session, self.phases, self.check = bot, session, phases, check

    def decide(self, d):
        state = self.session.state
        before = state.digest()
        choice = self.bot.decide(d)
        assert state.digest() == before, "a bot never touches the live state"
        if self.check is not None:
            self.check(state, d.seat, choice)
            return choice
        assert choice.action in state.legal_actions(d.seat), (state.phase, choice.action)
        # a reason is a message (a save keeps its id and arguments) or, from an older bot, text
        said = say(choice.reason, "en")
        assert isinstance(choice.reason, (str, Msg)) and said.strip() and len(said) < 240, choice
        self.phases.add(state.phase)
        return choice


def reasons_checked(game, mode: str, players: int, bot: str, seed: int, steps: int, check,
                    whole_turn: bool = False) -> int:
    """``steps`` decisions of a seeded game of ``bot`` AIs at every seat; each reason given is checked by
    ``check(before, seat, legal, choice, after)``; how many were. The automaton plays its first legal
    action. ``whole_turn``: the bot plans a whole turn (its reason speaks of the turn), so all its steps
    are played before the check."""
    from game.ai import Decision, make_bot
    from game.protocol import AUTOMATON, SeatSetup, Setup
    from game.session import default_setup

    base = default_setup(game, mode, players)
    seats = tuple(SeatSetup("bot", s.name, bot) for s in base.seats)
    state = game.new_state(game.load_data(), seed, game.validate_setup(Setup(mode, seats, base.options)))
    bots = {i: make_bot(game, bot, i, seed) for i in range(len(seats))}
    checked = 0
    for _ in range(steps):
        if state.is_over:
            break
        seat = next(iter(state.to_move()))
        legal = state.legal_actions(seat)
        if seat == AUTOMATON:
            state.apply(seat, legal[0])
            continue
        choice = bots[seat].decide(Decision(seat, legal, game.view(state, seat), budget=0.2))
        before = state.clone()
        for action in (choice.steps if whole_turn else (choice.action,)):
            assert action in state.legal_actions(seat), (action, choice)
            state.apply(seat, action)
        if choice.reason:
            check(before, seat, legal, choice, state)
            checked += 1
    return checked
