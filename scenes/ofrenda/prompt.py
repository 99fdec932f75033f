"""Ofrenda's prompt bar, its buttons, the top bar's chips and the log's lines.
"""
from __future__ import annotations

import pygame

from game.rules.ofrenda import words
from game.rules.ofrenda.state import MARIGOLD, Phase
from scenes.assets import PALETTE
from scenes.ofrenda.layout import PROMPT_RECT, TOPBAR_H
from scenes.widgets import paint
from scenes.widgets import text as T


class PromptBar:
    """The words and buttons that say what to do now, the top bar's chips and the log's lines. Held by
    the table (``table.prompt_bar``): it reads the table's public names and sets its buttons."""

    def __init__(self, table) -> None:
        self.t = table

    def refresh_buttons(self) -> None:
        v = self.t.view
        phase = v.phase
        mine = v.current == self.t.seat and not self.t.replay and self.t.curtain is None
        for b in self.t.buttons:
            if b.name == "no_candle":
                b.label, b.tooltip = words.t("button-no-candle"), words.t("button-no-candle-tip")
                b.visible = mine and phase is Phase.TAKE_CANDLE
            elif b.name == "end_turn":
                b.label, b.tooltip = words.t("button-end-turn"), words.t("button-end-turn-tip")
                b.visible = mine and phase is Phase.DECORATE
        keys = self.t.suggestion_keys()
        for b in self.t.buttons:
            b.highlight = ("button", b.name) in keys

    def event_markup(self, event, viewer: int | None = -2) -> str:
        w = self.t.words
        kind = event.kind
        data = event.data
        viewer = self.t.seat if viewer == -2 else viewer
        text = self.t.game.event_text(event, viewer, self.t.session.setup.names, w)
        if kind == "turn":
            rnd, seat = data
            who = (words.say("your_turn") if seat == viewer
                   else words.say("turn_of", name=T.escape(self.t.seat_name(seat))))
            return f"[c=marigold_light][b]{T.escape(words.t('log-round', rnd=rnd))}[/b][/c] [c=muted]\u00b7 {who}[/c]"
        if kind in ("abuela_portrait", "abuela_candle"):
            roll = data[0] if data else 0
            return f"[img=dice/d6_{roll}.png] [c=#d9c7f0]{text}[/c]" if roll else text
        if kind == "portrait_lit":
            return f"[img=icons/lit.png] [c=#ffd76a]{text}[/c]"
        if kind == "candle_lit":
            return f"[img=icons/candle.png] [c=#ffd76a]{text}[/c]"
        if kind == "place_marigold":
            return f"[img=icons/marigold.png] {text}"
        if kind == "goal_token":
            return f"[img=icons/seed.png] [c=#ffd76a]{text}[/c]"
        if kind == "game_over":
            return f"[c=marigold_light][b]{text}[/b][/c]"
        if event.actor is not None and event.actor >= 0 and event.actor != viewer:
            return f"[c=#cdbde0]{text}[/c]"
        return text

    def text(self) -> str:
        """What to do now, in words (the table's ``prompt``)."""
        v = self.t.view
        if v.is_over:
            return words.say("over_multi" if self.t.multi else Phase.GAME_OVER)
        if self.t.automaton_pending:
            return words.say(Phase.ABUELA)
        if self.t.replay:
            return words.say("replay")
        if v.current != self.t.seat:
            name = self.t.seat_name(v.current)
            if self.t.thinking_seat == v.current:
                return words.say("thinking", name=name)
            doing = f"others_{v.phase.value}"
            return words.say(doing if doing in words.SAY else "others", name=name)
        if v.phase is Phase.PLAY_PORTRAIT and self.t.selected and self.t.selected[0] == "hand":
            return words.say("place_chosen", name=self.t.data.portraits[self.t.selected[1]].name)
        if v.phase is Phase.DECORATE and self.t.selected:
            return words.say("decorate_chosen")
        if v.phase is Phase.DECORATE:
            wants = []
            for deco in v.pending:
                holds = self.t.data.decorations[deco].holds
                if (holds == "candle" and v.you.candles) or (holds == MARIGOLD and v.you.marigolds):
                    wants.append((holds, deco))
            if wants:
                return words.decorate_prompt(wants)
        return words.say(v.phase) if v.phase in words.SAY else ""

    def mode_caption(self) -> str:
        setup = self.t.session.setup
        if not self.t.multi:
            return words.say("solo")
        return words.say("players_goals" if setup.option("goals", False) else "players",
                         n=words.num(len(setup.seats)).title())

    def chips(self, v) -> list[tuple[str, pygame.Surface, pygame.Rect]]:
        a = self.t.assets
        title_w = T.outlined(a, "Ofrenda", "display", 32, PALETTE["marigold_light"], (110, 20, 70), 2).get_width()
        sub_w = T.text(a, self.mode_caption(), "italic", 14, PALETTE["muted"]).get_width()
        x = max(262, 28 + title_w + sub_w + 18)
        out = []
        chips = [("round", "icons/hourglass.png", words.say("round", rnd=min(v.round, v.turns), turns=v.turns) if not v.is_over else words.say("final"))]
        if self.t.session.setup.players == 1:  # several players: the seed would show the others' hands to whoever
            chips.append(("seed", "icons/seed.png", words.t("chip-seed", seed=str(self.t.session.seed))))  # starts the same deal again
        chips.append(("score", "icons/lit.png", words.t("chip-score", n=v.score.total)))
        for name, icon, label in chips:
            chip = paint.pill(a, label, 16, bg=(20, 10, 36, 235), icon=icon, pad=(10, 5))
            rect = chip.get_rect(topleft=(x, (TOPBAR_H - chip.get_height()) // 2))
            out.append((name, chip, rect))
            x += chip.get_width() + 10
        return out

    def image(self) -> pygame.Surface:
        """The prompt's words as drawn in the bar, beside its visible button."""
        bw = 0
        for b in self.t.buttons:
            if b.visible:
                bw = b.rect.w + 12
        return T.render_rich(self.t.assets, T.escape(self.t.prompt()), PROMPT_RECT.w - 56 - bw, size=15, role="bold",
                             colour=PALETTE["bone"], scaled=False)

    def draw(self, surface, v) -> None:
        a = self.t.assets
        r = PROMPT_RECT
        bg = paint.gradient_rrect(r.size, (70, 30, 90), (44, 18, 62), 12)
        surface.blit(bg, r)
        busy = self.t.automaton_pending or (not v.is_over and v.current != self.t.seat)
        border = PALETTE["magenta"] if busy else PALETTE["marigold"]
        pygame.draw.rect(surface, border, r, width=2, border_radius=12)
        icon = "icons/hourglass.png" if busy else "icons/hint.png" if self.t.suggestion else "icons/marigold.png"
        surface.blit(a.sprite(icon, (24, 24)), (r.x + 12, r.centery - 12))
        img = self.image()
        surface.blit(img, (r.x + 44, r.centery - img.get_height() // 2))
        for b in self.t.buttons:
            b.draw(surface, a, self.t.time)
