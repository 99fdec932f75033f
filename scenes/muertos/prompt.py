"""Dia de los Muertos' prompt bar and words: what the seat is asked to do now, the buttons of the
choice at hand (Choose's colour, Ask's question step by step, the answer), and the log's lines."""
from __future__ import annotations

import pygame

from game.protocol import said_names
from game.rules.muertos import words as W
from game.rules.muertos.actions import AskQuestion, Play, SetAside
from game.rules.muertos.state import COLOURS, DUMMY, Phase
from game.rules.muertos.words import Plain
from scenes.kit import fit
from scenes.widgets import text as T
from scenes.widgets.button import Button

STRIP_GAP = 6  # between the prompt bar and the chooser's strip above it
ASK_W = 110  # the words of a button naming whom to ask at their widest (a longer name is cut with an ellipsis)


class PromptBar:
    """A mixin of the table: the prompt bar's buttons and the table's words."""

    def refresh_buttons(self) -> None:
        v = self.view
        self.buttons = []
        if not self.players_turn:
            return
        specs = []  # (label, on click, tip, enabled, width), from the right

        def add(label: str, fn, tip: str = "", enabled: bool = True, w: int | None = None):
            width = max(w or 58, T.text(self.assets, label, "bold", 13).get_width() + (14 if w else 20))
            specs.append((label, fn, tip, enabled, width))

        if v.phase is Phase.PLAY and self.selected and self.data.cards[self.selected].kind == "choose":
            card = self.selected
            for colour in reversed(COLOURS):
                reason = self.why_illegal(Play(card, colour))
                add(W.colour_name(colour), lambda c=colour: self.propose(Play(card, c)), reason or W.name_colour_tip(colour),
                    enabled=reason is None)
        elif v.phase is Phase.ANSWER:
            for a in reversed(self.legal_actions()):
                add(W.colour_name(a.colour), lambda a=a: self.propose(a), W.TIPS["answer"])
        elif v.phase is Phase.ASK:
            self._ask_buttons(add)
        self._place_buttons(specs)

    def _place_buttons(self, specs) -> None:
        """The choice's buttons at the prompt bar's right, beside its words; when they would crowd
        the words, in rows of their own just above the bar (the chooser's strip), so that nothing
        overlaps."""
        r = self.geometry.prompt_rect
        total = sum(w + 6 for *_, w in specs)
        words = T.text(self.assets, self.prompt(), "bold", 14).get_width()
        in_bar = words + 24 + total <= r.width
        rows = [list(specs)]
        if not in_bar:
            rows, room = [[]], r.width - 12
            for spec in specs:
                if rows[-1] and sum(w + 6 for *_, w in rows[-1]) + spec[4] > room:
                    rows.append([])
                rows[-1].append(spec)
        for i, row in enumerate(rows):
            y = r.y + 4 if in_bar else r.y - STRIP_GAP - (i + 1) * (r.height - 4)
            x = r.right - 6 if in_bar else r.centerx + (sum(w + 6 for *_, w in row) - 6) // 2
            for label, fn, tip, enabled, width in row:
                x -= width
                self.buttons.append(Button((x, y, width, r.height - 8), label, None, fn, tip, size=13,
                                           enabled=enabled, name=f"btn_{label.lower()}"))
                x -= 6

    def chooser_strip(self) -> pygame.Rect | None:
        """The strip above the prompt bar holding the choice's buttons, when they left the bar."""
        above = [b.rect for b in self.buttons if b.rect.bottom <= self.geometry.prompt_rect.y]
        return above[0].unionall(above[1:]).inflate(12, 8) if above else None

    def _ask_buttons(self, add) -> None:
        st = self.view.state  # the rule copy: which ranks and colours there are
        names = said_names(self.session.setup.names)
        if self.ask_target is None:
            for place in reversed(range(4)):
                who = self.view.places[place]
                if who == DUMMY or who == self.seat:
                    label = W.ask_target(None, who == self.seat)
                else:  # a long name cut with an ellipsis: four buttons share the bar
                    label = fit.named(self.assets, lambda n: W.ask_target(n, False), names[who],
                                      ASK_W, "bold", 13)
                add(label, lambda p=place: self.choose_in_ask(target=p), W.TIPS["target"])
            return
        q = self.ask_question
        if q is None:
            for q, label in reversed(W.ASK_QUESTIONS):
                add(label, lambda q=q: self.choose_in_ask(question=q), W.ASK_QUESTION_TIPS[q])
        elif q in ("rank", "hold") and self.ask_rank is None:
            for rank in reversed(st._ranks()):
                add(str(rank), lambda r=rank: self.choose_in_ask(rank=r), W.TIPS["rank"], w=34)
        elif q in ("colour", "hold"):
            for colour in reversed(COLOURS):
                ok = q == "colour" or (self.ask_rank, colour) in st._rank_colours()
                add(W.colour_name(colour), lambda c=colour: self.choose_in_ask(colour=c), W.TIPS["colour"], enabled=ok)
        step = "target" if q is None else ("question" if self.ask_rank is None else "rank")
        add(W.ASK_BACK["label"], self._ask_back, W.ASK_BACK[step])

    def _ask_back(self) -> None:
        """One step back in Ask's chooser: the rank, the question, or whom to ask, chosen again."""
        if self.ask_rank is not None:
            self.ask_rank = None
        elif self.ask_question is not None:
            self.ask_question = None
        else:
            self.ask_target = None
        self.refresh_buttons()
        self.app.dirty = True

    def choose_in_ask(self, target=None, question=None, rank=None, colour=None) -> None:
        """One step of Ask's chooser (whom, which question, the rank, the colour): proposes the
        question once all it needs is chosen, else shows the next step's buttons."""
        if target is not None:
            self.ask_target = target
        if question is not None:
            self.ask_question = question
        if rank is not None:
            self.ask_rank = rank
        q = self.ask_question
        if q is not None and self.ask_target is not None:
            needs_rank, needs_colour = q in ("rank", "hold"), q in ("colour", "hold")
            if (not needs_rank or self.ask_rank is not None) and (not needs_colour or colour is not None):
                action = AskQuestion(self.ask_target, q, self.ask_rank if needs_rank else None,
                                     colour if needs_colour else None)
                self.ask_target = self.ask_question = self.ask_rank = None
                self.propose(action)
                return
        self.refresh_buttons()
        self.app.dirty = True

    # ------------------------------------------------------------------ words
    @property
    def words(self):
        w = getattr(self, "_words", None)
        if w is None:
            w = self._words = Plain(self.data)
        return w

    def event_markup(self, event, viewer: int | None = -2) -> str:
        viewer = self.seat if viewer == -2 else viewer
        text = T.escape(self.game.event_text(event, viewer, self.session.setup.names))
        if event.kind == "night":
            return f"[c=marigold_light][b]{text}[/b][/c]"
        if event.kind == "trick":
            return f"[c=#cdbde0]{text}[/c]"
        return text

    def prompt(self) -> str:
        v = self.view
        if v.phase is Phase.OVER:
            return W.TABLE["over"]
        if self.replay:
            return W.TABLE["replay"]
        if not self.players_turn:
            seat = v.seat_at(v.deciding_place())
            return W.thinking(self.seat_name(seat)) if seat != self.seat else ""
        p = v.phase
        set_aside = p is Phase.PLAY and any(isinstance(a, SetAside) for a in self.legal_actions())
        choosing = bool(self.selected) and self.data.cards[self.selected].kind == "choose"
        if p is Phase.ASK and self.ask_target is not None:
            who = v.places[self.ask_target]
            name = None if who == DUMMY else self.seat_name(who)
            step = "question" if self.ask_question is None else ("rank" if self.ask_question in ("rank", "hold")
                                                                 and self.ask_rank is None else "colour")
            return W.ask_step(step, name, who == self.seat)
        return W.play_prompt(p, v.places[v.deciding_place()] == DUMMY, set_aside, choosing)

