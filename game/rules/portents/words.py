"""Portents in players' words: log lines per viewer, move wording, targets and the score sheet.

The one place these texts live (log, tooltips, suggestions, bots' reasons, command line). Pure
Python. Tile, Omen and place names go through :class:`Plain`; a scene may subclass it for markup.
"""
from __future__ import annotations

from game.protocol import AUTOMATON, Event, ScoreSheet, SheetRow, subject, winners_headline
from game.rules.base import Action
from game.rules.move_words import MoveWords
from game.rules.portents.actions import CODEC, Burn, Pass, Place, Sacrifice, Shift, Snuff
from game.rules.portents.altar import GAP, PortentsData
from game.rules.portents.level_words import option_tip, target_text  # noqa: F401 (the words' own)
from game.rules.portents.phases import WIN_POINTS
from game.rules.portents.tiles import attribute_counts, fortunes
from game.rules.wording import cap, listing, num, plural  # noqa: F401 (num: the bots and tests read it here)
from game.text import Msg, has, say

CELLS = ("top-left", "top", "top-right", "left", "centre", "right", "bottom-left", "bottom", "bottom-right")
LANES = {"top": ("column-left", "column-middle", "column-right"),
         "bottom": ("column-left", "column-middle", "column-right"),
         "left": ("row-top", "row-middle", "row-bottom"), "right": ("row-top", "row-middle", "row-bottom")}
ENDINGS = ("fortune", "fortunes", "burnt", "target", "laps", "kitty_fortune", "kitty_fortunes", "passes", "dry")


def msg(key: str, **args) -> Msg:
    """The game's message ``key`` (``portents-...``: the catalogues in ``locales``)."""
    return Msg(key, **args)


def s(key: str, **args) -> str:
    """The game's message ``key``, said in the reader's language."""
    return say(msg(key, **args))


def number(n: int) -> Msg:
    """``n`` in words while the language has a word for it ("two"), else in figures."""
    return msg("portents-number", n=n)


def ending_words(reason: str) -> str:
    """What ended the game, in words ("a Fortune of four Omens")."""
    return s("portents-ending-" + reason.replace("_", "-")) if reason in ENDINGS else reason


def _you(name_you: tuple[str, bool]) -> dict:
    name, you = name_you
    return {"name": name, "you": "yes" if you else "no"}


def attribute_kind(attr: int) -> str:
    return "colour" if attr < 4 else "shape"


kind_of = attribute_kind


def tile_msg(data: PortentsData, tile: int) -> Msg:
    """"the Red Skull" as a message (a bot's reason keeps it, to be said in the reader's language)."""
    return msg("portents-the-tile", tile=msg("portents-tile-" + data.tile_names[tile])) if tile != GAP else msg("portents-nothing")


def omen_msg(data: PortentsData, omen: int) -> Msg:
    return msg("portents-the-omen", tile=msg("portents-tile-" + data.tile_names[omen]))


def attribute_msg(data: PortentsData, attr: int) -> Msg:
    return msg("portents-colour-" + data.colours[attr][0]) if attr < 4 else msg("portents-shape-" + data.shapes[attr - 4][0])


class Plain:
    """Names in plain text; a scene subclasses it to add colour and symbols (``tile_name``,
    ``omen_name``, ``attribute``)."""

    def __init__(self, data: PortentsData):
        self.data = data

    def tile_name(self, tile: int) -> str:
        """A tile's bare name: "Red Skull"."""
        return self.data.tile_title(tile)

    def omen_name(self, omen: int) -> str:
        return self.data.tile_title(omen)

    def tile(self, tile: int) -> str:
        return s("portents-the-tile", tile=self.tile_name(tile)) if tile != GAP else s("portents-nothing")

    def omen(self, omen: int) -> str:
        return s("portents-the-omen", tile=self.omen_name(omen))

    def attribute(self, attr: int) -> str:
        return self.data.attribute_name(attr)

    def cell(self, cell: int) -> str:
        return s("portents-square-" + CELLS[cell])

    def line(self, line: int) -> str:
        name = self.data.line_names[line]
        return s("portents-line-" + name) if has("portents-line-" + name) else name.replace("-", " ")

    def lane(self, side: str, lane: int) -> str:
        return s("portents-line-" + LANES[side][lane])

    def slot(self, slot: int) -> str:
        info = self.data.slots[slot]
        if info.corner:
            a, b = sorted(info.touches, key=lambda s: s not in ("top", "bottom"))
            return s(f"portents-corner-{a}-{b}")
        return s("portents-slot-by-" + info.touches[0], line=self.line(info.line))


def from_side(side: str) -> str:
    """"from the top"."""
    return s("portents-from-" + side)


def event_text(fmt: Plain, event: Event, viewer: int | None, names) -> str:
    """One log line for ``viewer`` ("You push...", "Rosa pushes...", "The Kitty pushes...")."""
    k, d = event.kind, event.data
    names = tuple(names)
    data = fmt.data

    def subj(seat: int | None) -> tuple[str, bool]:
        return subject(seat, viewer, names, s("portents-the-kitty"))

    if k == "deal":
        return s("portents-log-deal")
    if k == "solo":
        level = data.difficulties[d[0]].name
        if d[1]:
            return s("portents-log-solo-challenges", level=level, target=target_text(data, d[0]),
                     challenges=", ".join(data.challenges[c].name for c in d[1]))
        return s("portents-log-solo", level=level, target=target_text(data, d[0]))
    if k == "first":
        name, you = subj(d[0])
        other, other_you = subj(1 - d[0])
        return s("portents-log-first", name=name, other=other, you="first" if you else "second" if other_you else "no")
    if k == "opening":
        return s("portents-log-opening", tile=fmt.tile(d[1]), **_you(subj(d[0])))
    if k == "turn":
        if d[0] == AUTOMATON:
            return s("portents-log-kitty-turn")
        return s("portents-log-turn", **_you(subj(d[0])))
    if k == "shift":
        seat, side, lane, off = d
        return s("portents-log-shift", lane=fmt.lane(side, lane), side=from_side(side), tile=fmt.tile(off), **_you(subj(seat)))
    if k == "place":
        return s("portents-log-place", tile=fmt.tile(d[1]), square=fmt.cell(d[2]), **_you(subj(d[0])))
    if k == "palm":
        return s("portents-log-palm", tiles=tuple(fmt.tile(t) for t in d[1]), **_you(subj(d[0])))
    if k == "pass":
        return s("portents-log-pass", **_you(subj(d[0])))
    if k == "portent":
        return s("portents-log-portent", attr=fmt.attribute(d[2]), kind=attribute_kind(d[2]), line=fmt.line(d[1]),
                 **_you(subj(d[0])))
    if k == "collect":
        return s("portents-log-collect", omen=fmt.omen(d[1]), slot=fmt.slot(d[2]), **_you(subj(d[0])))
    if k == "burn":
        actor, tile, chooser = d
        if chooser is None:
            return cap(s("portents-log-lit", tile=fmt.tile(tile)))
        if actor == AUTOMATON:
            return s("portents-log-burn-kitty", tile=fmt.tile(tile), **_you(subj(chooser)))
        return s("portents-log-burn", tile=fmt.tile(tile), **_you(subj(chooser)))
    if k == "snuff":
        return cap(s("portents-log-snuff", tile=fmt.tile(d[1])))
    if k == "stays_lit":
        return cap(s("portents-log-stays-lit", tile=fmt.tile(d[1])))
    if k == "sacrifice":
        return s("portents-log-sacrifice", tile=fmt.tile(d[1]), drawn=fmt.tile(d[2]), **_you(subj(d[0])))
    if k == "steal":
        slot, omen = d
        if omen == GAP:
            return s("portents-log-steal-nothing")
        return s("portents-log-steal", omen=fmt.omen(omen))
    if k == "kitty_push":
        return " ".join(kitty_push_parts(fmt, d))
    if k == "kitty_blocked":
        side, lanes, old, new = d
        if old == GAP:
            return s("portents-log-kitty-blocked", lanes=len(lanes))
        return s("portents-log-kitty-blocked-swap", lanes=len(lanes), old=fmt.tile(old), new=fmt.tile(new))
    if k == "kitty_advance":
        start, end, lap, laps, extra = d
        text = s("portents-log-prowl-extra" if extra else "portents-log-prowl", slot=fmt.slot(end))
        skipped = (end - start - 1) % 16
        if skipped:
            text += s("portents-log-prowl-past", n=skipped, count=number(skipped)) + (s("portents-comma") if lap else "")
        if lap:
            text += s("portents-log-prowl-lap", laps=laps)
        return text + s("portents-stop")
    if k == "game_over":
        winners, kitty, draw, reason = d
        why = ending_words(reason)
        if draw:
            return s("portents-log-draw", why=why)
        if kitty:
            return s("portents-log-kitty-wins", why=why)
        return s("portents-log-wins", why=why, **_you(subj(winners[0])))
    return k


def kitty_push_parts(fmt: Plain, d: tuple) -> tuple[str, str]:
    """The Kitty's push in two sentences, as a table shows it: the push (which lane or lanes, from
    where, what goes in and what falls off), then the draw for its token and the bag."""
    side, entered, off, blocked, token, wide = d
    chaotic = token == GAP  # Chaotic Cat: nothing waits on the token, every tile comes from the bag
    tiles = [fmt.tile(t) for _, t in entered]
    if chaotic:
        going = s("portents-going-bag", tiles=tuple(tiles))
    elif len(tiles) == 1:
        going = s("portents-going-token", tile=tiles[0])
    else:
        going = s("portents-going-token-bag", tile=tiles[0], tiles=tuple(tiles[1:]))
    in_goes = s("portents-in-goes", n=len(tiles), going=going)
    off_falls = s("portents-off-falls", n=len(off), off=tuple(fmt.tile(t) for t in off))
    if wide:
        lanes = tuple(fmt.lane(side, lane) for lane, _ in entered)
        push = s("portents-kitty-push-wide", side=from_side(side), lanes=lanes, going=in_goes, falling=off_falls)
        if blocked:
            push += s("portents-kitty-push-held", lanes=tuple(fmt.lane(side, lane) for lane in blocked))
    else:
        lane = fmt.lane(side, entered[0][0])
        deep = "" if len(entered) >= 3 else s("portents-kitty-push-deep", n=len(entered), count=number(len(entered)))
        push = s("portents-kitty-push-long", lane=lane, side=from_side(side), deep=deep, going=in_goes, falling=off_falls)
    if chaotic:
        draw = s("portents-kitty-draw-chaotic", off=len(off))
    else:
        draw = s("portents-kitty-draw", tile=fmt.tile(token), off=len(off))
    return push, draw


def event_parts(fmt: Plain, event: Event, viewer: int | None, names) -> list[str]:
    """An event's log line split where a table shows it in steps (the Kitty's push, then its
    draw); every other event is one line. Joined, the parts are :func:`event_text`."""
    if event.kind == "kitty_push":
        return list(kitty_push_parts(fmt, event.data))
    return [event_text(fmt, event, viewer, names)]


def kitty_turn_caption(steal: bool, extra: bool) -> str:
    """What the Kitty's turn will bring, said as it begins (steal or not, and why)."""
    text = s("portents-kitty-turn-steal" if steal else "portents-kitty-turn-no-steal")
    if extra:
        text += s("portents-kitty-turn-extra")
    return text + s("portents-stop")


# how the fields of data/portents/moves.yaml's sentences are written
MOVES = MoveWords(__name__, CODEC, {"tile": lambda fmt, action: fmt.tile(fmt.data.tile_index[action.tile]),
                                    "cell": lambda fmt, action: fmt.cell(action.cell),
                                    "lane": lambda fmt, action: fmt.lane(action.side, action.lane)})


def describe_action(fmt: Plain, action: Action, view=None) -> str:
    """A move in words, for suggestions, tooltips and the command line (the sentences of
    data/portents/moves.yaml, each the catalogue's ``portents-move-<kind>``)."""
    if MOVES.templates.get(action.kind) is None:
        return str(action)
    args = {}
    if hasattr(action, "tile"):
        args["tile"] = fmt.tile(fmt.data.tile_index[action.tile])
    if hasattr(action, "cell"):
        args["square"] = fmt.cell(action.cell)
    if hasattr(action, "lane"):
        args["lane"] = fmt.lane(action.side, action.lane)
        args["side"] = from_side(action.side)
    return s("portents-move-" + action.kind, **args)


def describe_plan(fmt: Plain, plan, view=None) -> list[str]:
    """A suggested turn of several steps in a few lines: the push, the gaps filled, the offerings."""
    data = fmt.data
    groups: list[list] = []
    for action in plan:
        if groups and type(groups[-1][0]) is type(action) and not isinstance(action, (Pass, Sacrifice)):
            groups[-1].append(action)
        else:
            groups.append([action])
    lines = []
    for group in groups:
        first = group[0]
        if isinstance(first, Shift):
            runs: list[list] = []
            for a in group:
                if runs and runs[-1][0] == a.lane:
                    runs[-1][1] += 1
                else:
                    runs.append([a.lane, 1])
            lanes = s("portents-then").join(s("portents-plan-lane-times", lane=fmt.lane(first.side, lane), n=n) for lane, n in runs)
            lines.append(s("portents-plan-push", side=from_side(first.side), lanes=lanes))
        elif isinstance(first, Place):
            tiles = [fmt.tile(data.tile_index[a.tile]) for a in group]
            lines.append(s("portents-plan-place", tile=tiles[0], square=fmt.cell(group[0].cell)) if len(group) == 1
                         else s("portents-plan-fill", tiles=tuple(tiles)))
        elif isinstance(first, Burn):
            lines.append(s("portents-plan-light", tiles=tuple(fmt.tile(data.tile_index[a.tile]) for a in group)))
        elif isinstance(first, Snuff):
            lines.append(s("portents-plan-snuff", tiles=s("portents-then").join(fmt.tile(data.tile_index[a.tile]) for a in group)))
        else:
            lines.append(describe_action(fmt, first, view))
    return lines


def progress_text(data: PortentsData, omens, difficulty: str | None) -> str:
    """How far a collection is: "2 Omens; best Fortune 2 (Red)"."""
    counts = attribute_counts(omens)
    best = max(range(8), key=lambda a: counts[a])
    text = s("portents-omens-count", n=len(omens), count=number(len(omens)))
    if omens:
        text += s("portents-progress-best", n=counts[best], attr=data.attribute_name(best))
    if difficulty:
        text += s("portents-progress-target", target=target_text(data, difficulty))
    return text


def score_sheet(state) -> ScoreSheet:
    data = state.data
    names = tuple(s.name for s in state.setup.seats)
    out = state.outcome()
    seats = range(state.players)
    counts = [attribute_counts(state.collected[i]) for i in seats]
    rows = [SheetRow(s("portents-row-omens"), tuple(len(state.collected[i]) for i in seats)),
            SheetRow(s("portents-row-largest"), tuple(max(c) for c in counts)),
            SheetRow(s("portents-row-fours"), tuple(fortunes(state.collected[i], 4) for i in seats)),
            SheetRow(s("portents-row-threes"), tuple(fortunes(state.collected[i], 3) for i in seats)),
            SheetRow(s("portents-row-win"), tuple(WIN_POINTS if i in state.winners and not state.draw else 0 for i in seats)),
            SheetRow(s("portents-row-total"), state.returns(), total=True)]
    why = ending_words(state.reason)
    notes = []
    if state.reason == "burnt":
        notes.append(s("portents-note-burnt"))
    if state.solo:
        level = state.difficulty
        target = target_text(data, level.id)
        if not state.is_over:
            headline = s("portents-headline-goes-on")
        elif state.winners:
            headline = s("portents-headline-beat", level=level.name)
        else:
            headline = s("portents-headline-kitty-wins")
        verdict = s("portents-verdict-target", level=level.name, target=target)
        if state.is_over:
            verdict += s("portents-verdict-ended", why=why)
        if state.challenges:
            notes.append(s("portents-note-challenges", beaten="yes" if state.winners else "no",
                           challenges=", ".join(data.challenges[c].name for c in sorted(state.challenges))))
        notes.append(s("portents-note-kitty", n=len(state.kitty_omens), count=number(len(state.kitty_omens)),
                       laps=state.laps))
        return ScoreSheet(names, tuple(rows), out, headline=headline, verdict=verdict, notes=tuple(notes))
    if state.draw:
        headline = s("portents-headline-draw")
    elif state.is_over:
        headline = winners_headline(names, out.winners)
    else:
        headline = s("portents-headline-duel-goes-on")
    verdict = s("portents-verdict-ended-duel", why=why) if state.is_over else s("portents-verdict-duel")
    return ScoreSheet(names, tuple(rows), out, headline=headline, verdict=verdict, notes=tuple(notes))


# ---------------------------------------------------------------- the table's words
# Whole sentences and labels of the table and its end screen. Names come in already dressed
# (``fmt``: a Plain or the scene's markup; a seat's name escaped by the caller); ``em`` dresses an
# emphasis the same way.

def omen_count(n: int) -> str:
    return s("portents-omen-figures", n=n)


def offerings_count(n: int) -> str:
    return s("portents-offerings-figures", n=n)


def seat_omens_title(name: str, n: int) -> str:
    """A panel's heading: "Rosa · 3 Omens", "The Kitty · 1 Omen"."""
    return s("portents-seat-omens-title", name=name, n=n)


def your_omens_title(n: int) -> str:
    return s("portents-your-omens-title", n=n)


def hand_title(name: str | None) -> str:
    """The hand's heading: the seat's own (``name`` None) or, in a hotseat duel, whose it is."""
    return s("portents-your-hand") if name is None else s("portents-hand-of", name=name)


def pushed_to(name: str) -> str:
    """The caption over a duel rival's tiles pushed off this turn: whose hand they join."""
    return s("portents-pushed-to", name=name)


def pushed_tile_line(name: str | None) -> str:
    """A tile pushed off this turn, in its tooltip: it joins the hand of the seat that pushed it
    (``name`` None: the reader's own)."""
    return s("portents-pushed-tile-yours") if name is None else s("portents-pushed-tile-of", name=name)


def top_pills(data: PortentsData, view, solo: bool, turn_of: str | None) -> list[str]:
    """The top bar's pills: the difficulty, the turn, the Kitty's lap (solo) or whose turn it is
    (``turn_of``: "" for the seat's own turn, a name, or None), the Burnt Offerings."""
    pills = []
    if solo:
        pills.append(data.difficulties[view.difficulty].name)
        # the Kitty's turn answers the player's, which is counted already: same number
        pills.append(s("portents-pill-turn", n=view.turns + (0 if view.active == AUTOMATON and view.turns else 1)))
        pills.append(s("portents-pill-lap", lap=min(view.laps + 1, data.kitty_laps), laps=data.kitty_laps))
    else:
        pills.append(s("portents-pill-duel-turn", n=view.turns + 1))
        if turn_of is not None:
            pills.append(s("portents-your-turn-pill") if turn_of == "" else s("portents-turn-of", name=turn_of))
    pills.append(s("portents-pill-offerings", n=bin(view.lit).count("1")))
    return pills


def stall_shown(data: PortentsData, dry: int) -> bool:  # from a fifth of the way to the draw (10 of 50)
    return dry >= max(1, data.dry_turns // 5)


def stall_urgent(data: PortentsData, dry: int) -> bool:  # the last fifth (40 of 50 on): the count turns red
    return dry >= data.dry_turns - max(1, data.dry_turns // 5)


def stall_count(data: PortentsData, dry: int) -> str:
    return s("portents-stall-count", n=dry, of=data.dry_turns)


def stall_tip(data: PortentsData, dry: int) -> tuple[str, str]:
    """The stall counter's tooltip: (title, line)."""
    left = data.dry_turns - dry
    return s("portents-stall-title"), s("portents-stall-line", n=dry, of=data.dry_turns, left=left, count=number(left))


def tier_title(data, key: str) -> str:
    """A solo difficulty a record keeps by its file's English name (statistics), in the reader's language."""
    level = next((d for d in data.difficulties.values() if d.english == key), None)
    return level.name if level is not None else key
