"""Ofrenda's own players: ``hint`` (the planner behind Hard and "suggest a move"), ``easy`` (its
one-turn judgement, fallible on purpose) and ``policy`` (its words for the shared search)."""
