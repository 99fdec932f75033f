"""Shared by the bot tests: a wrapper that checks every choice a bot makes as a game is played."""
from __future__ import annotations


class CheckedBot:
    """Checks every choice: legal, the live state untouched, a short reason; records the phases seen."""

    def __init__(self, bot, session, phases: set):
        self.bot, self.session, self.phases = bot, session, phases

    def decide(self, d):
        state = self.session.state
        before = state.digest()
        choice = self.bot.decide(d)
        assert state.digest() == before, "a bot never touches the live state"
        assert choice.action in state.legal_actions(d.seat), (state.phase, choice.action)
        assert isinstance(choice.reason, str) and choice.reason.strip() and len(choice.reason) < 240, choice
        self.phases.add(state.phase)
        return choice
