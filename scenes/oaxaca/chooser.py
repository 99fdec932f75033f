"""A bonus's choices offered one step at a time (the model behind Oaxaca's chooser dialog)."""
from __future__ import annotations


class Chooser:
    """A bonus's choices, one step at a time: each step offers the next choices the rules allow
    after the ones already made ("Done" when what is chosen so far is already a whole choice)."""

    def __init__(self, title: str, subtitle: str, options: list[tuple[tuple[str, ...], object]], label):
        self.title = title
        self.subtitle = subtitle
        self.options = options  # (choices, the action they make)
        self.label = label  # (choice, step index, choices so far) -> words
        self.path: tuple[str, ...] = ()

    def step(self) -> tuple[list[str], object | None]:
        """The next choices after ``path`` and the action ``path`` already makes (or None)."""
        nxt: list[str] = []
        done = None
        n = len(self.path)
        for choices, action in self.options:
            if choices[:n] != self.path:
                continue
            if len(choices) == n:
                done = action
            elif choices[n] not in nxt:
                nxt.append(choices[n])
        return nxt, done

    def choose(self, choice: str):
        """Take ``choice``; returns the action when the choosing is over (else None)."""
        self.path = self.path + (choice,)
        nxt, done = self.step()
        if not nxt:
            return done
        return None

    def back(self) -> bool:
        if not self.path:
            return False
        self.path = self.path[:-1]
        return True
