"""A bonus's choices offered one step at a time (the model behind Oaxaca's chooser dialog)."""
from __future__ import annotations

from game.rules.oaxaca import words as W
from game.text import Msg, say
from game.rules.oaxaca.cards import CRAFTS, result_name
from scenes.assets import PALETTE
from scenes.widgets import paint
from scenes.widgets import text as T
from scenes.widgets.button import Button


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



class ChooserDialog:
    """The chooser dialog of a bonus with choices, over the table: held by the table
    (``table.choices``), it keeps the choosing under way (``chooser``) and its ``buttons``."""

    def __init__(self, table):
        self.t = table
        self.chooser: Chooser | None = None
        self.buttons: list[Button] = []

    def open(self, title: str, subtitle: str, options, label) -> None:
        self.chooser = Chooser(title, subtitle, options, label)
        self.build()

    def close(self) -> None:
        self.chooser = None
        self.buttons = []

    def choices_shown(self) -> int:
        """How many choices the dialog offers now (its size follows)."""
        return len([b for b in self.buttons if b.name.startswith("choice_") and b.name[7:].isdigit()])

    def rect(self):
        return self.t.geometry.chooser_rect(self.choices_shown())

    def build(self) -> None:
        ch = self.chooser
        nxt, done = ch.step()
        entries = [(c, ch.label(c, len(ch.path), ch.path)) for c in nxt]
        if done is not None and nxt:
            entries.append(("__done__", W.t("that-is-all")))
        entries = [(c, lab if isinstance(lab, tuple) else (lab, None)) for c, lab in entries]
        r = self.t.geometry.chooser_rect(len(entries))
        cols = 1 if len(entries) <= 7 else 2
        cw = (r.w - 40 - 12 * (cols - 1)) // cols
        buttons = []
        for i, (choice, (text, icon)) in enumerate(entries):
            col, row = (i % cols, i // cols) if cols > 1 else (0, i)
            rect = (r.x + 20 + col * (cw + 12), r.y + 108 + row * 40, cw, 34)
            buttons.append(Button(rect, text, icon, lambda c=choice: self.pick(c), "", size=14,
                                  style="primary" if choice == "__done__" else "normal", name=f"choice_{i}"))
        y = r.bottom - 46
        if ch.path:
            buttons.append(Button((r.x + 20, y, 110, 34), say(Msg("back")), None, self.back, "", style="ghost",
                                  size=14, name="choice_back"))
        buttons.append(Button((r.right - 130, y, 110, 34), W.t("cancel"), None, self.t.cancel_selection, "", style="ghost",
                              size=14, name="choice_cancel"))
        self.buttons = buttons
        self.t.app.dirty = True

    def pick(self, choice: str) -> None:
        ch = self.chooser
        if ch is None:
            return
        if choice == "__done__":
            action = ch.step()[1]
        else:
            action = ch.choose(choice)
        if action is not None:
            self.close()
            self.t.propose(action)
            return
        self.build()

    def back(self) -> None:
        if self.chooser is not None and self.chooser.back():
            self.build()

    def arg_label(self, choice: str, index: int, path: tuple) -> str:
        """A bonus's choice in words: a card, a die, a deck, a player, a face or a number."""
        t = self.t
        data = t.data
        v = t.view
        if choice in data.tourists:
            return W.BORROW.format(name=W.tourist_name(data.tourists[choice]))
        if choice.startswith("d") and choice[1:].isdigit():
            d = int(choice[1:])
            p = v.table[t.seat]
            return W.die_choice(t.words, d, p.faces[d], p.where[d]), f"oaxaca/{result_name(p.faces[d])}.png"
        if choice.startswith("p") and choice[1:].isdigit():
            return t.seat_name(int(choice[1:]))
        if choice in CRAFTS:
            return W.DECK_TITLE.format(craft=t.words.craft(choice)), f"oaxaca/{choice}.png"
        if choice.isdigit():
            prev = path[-1] if path else ""
            if prev.startswith("d") and prev[1:].isdigit():
                return W.to_face(t.words, int(choice)), f"oaxaca/{result_name(int(choice))}.png"
            return W.count(int(choice), "token")
        try:
            card = data.card(choice)
        except KeyError:
            return choice
        owner = v.state.workshop_owner(choice)
        if owner is not None:
            label = W.card_choice(t.words, card, v.table[owner].tokens_on(choice),
                                  None if owner == t.seat else t.seat_name(owner))
        else:
            label = W.card_choice(t.words, card, stall=choice in v.table[t.seat].stall)
        return label, f"oaxaca/{card.craft or 'wild'}.png"

    def draw(self, surface) -> None:
        a = self.t.assets
        ch = self.chooser
        r = self.rect()
        surface.blit(paint.rrect_surface((1280, 720), (8, 4, 16, 150), 0), (0, 0))
        paint.draw_panel(surface, a, r, 250)
        title = T.text(a, ch.title, "bold", 18, PALETTE["marigold_light"])
        surface.blit(title, (r.x + 20, r.y + 16))
        body = T.render_rich(a, T.escape(ch.subtitle), r.w - 40, size=14)
        surface.blit(body, (r.x + 20, r.y + 44))
        step = W.t("choose") if not ch.path else W.t("then")
        img = T.text(a, step, "italic", 13, PALETTE["muted"])
        surface.blit(img, (r.x + 20, r.y + 86))
        for b in self.buttons:
            b.draw(surface, a, self.t.time)
