"""Shared by the bot tests: a wrapper that checks every choice a bot makes as a game is played."""
from __future__ import annotations


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
        assert isinstance(choice.reason, str) and choice.reason.strip() and len(choice.reason) < 240, choice
        self.phases.add(state.phase)
        return choice
