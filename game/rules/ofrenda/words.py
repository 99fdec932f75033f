"""Ofrenda in players' words: event texts per viewer, action wording, objectives, goals, the score sheet.

The one place these texts are chosen: the game log, tooltips, suggestions, bots' reasons and the command
line all read them from here. The words themselves are messages of the game's catalogue
(``game/rules/ofrenda/locales/<lang>/ofrenda.ftl``), said in the reader's language when asked for.
Pure Python. Names of colours, offerings and cards go through a :class:`Plain` formatter; a scene
passes its own subclass to get coloured, iconed markup.
"""
from __future__ import annotations

import dataclasses

from game import text
from game.protocol import AUTOMATON, Event, Preview, subject
from game.rules.base import Action
from game.rules.move_words import MoveWords
from game.rules.ofrenda.actions import CODEC, TakeCandle, TakePortrait
from game.rules.ofrenda.cards import OfrendaData
from game.rules.ofrenda.sheet_words import score_sheet, tier_words
from game.rules.ofrenda.phases import Phase
from game.text import Msg

TURNS = 12


def m(key: str, **args) -> Msg:
    """The game's message ``ofrenda-<key>``."""
    return Msg("ofrenda-" + key, **args)


def t(key: str, **args) -> str:
    """The game's message ``ofrenda-<key>`` said in the current language."""
    return text.say(m(key, **args))


def num(n: int) -> str:
    """``n`` in words while the language has a word for it ("two"), else in digits."""
    return t("num", n=n)


def plural(n: int, word: str, many: str | None = None) -> str:
    """``n`` and a counted noun of the game ("1 marigold", "3 portraits"): ``word`` names the noun."""
    return t("count-" + word.replace(" ", "-"), n=n)


def listing(parts) -> str:
    """``a``, ``a and b``, ``a, b and c`` in the current language; "nothing" for none."""
    return text.catalogue(text.language()).listing([str(p) for p in parts])


def data_name(kind: str, item_id: str, default: str) -> str:
    """A name the data files give (a colour, an offering, a goal...) in the current language: the
    message ``ofrenda-<kind>-<id>`` (underscores as dashes), else the file's own English."""
    tail = item_id if item_id.startswith(kind + "-") else f"{kind}-{item_id}"
    msg_id = f"ofrenda-{tail}".replace("_", "-").lower()
    return text.say(Msg(msg_id)) if text.has(msg_id) else default


class Plain:
    """Names in plain text. A scene subclasses it to add colour, icons and bold (markup)."""

    def __init__(self, data: OfrendaData):
        self.data = data
        self.branches = {b.id: b for b in data.branches}
        self.offerings = {o.id: o for o in data.offerings}

    def escape(self, text: str) -> str:
        return text

    def bold(self, text: str) -> str:
        return text

    def tone(self, text: str, tone: str) -> str:
        """``text`` (already dressed) in a tone: "good", "bad", "gold" or "muted" (plain: as it is)."""
        return text

    def colour_name(self, branch: str) -> str:
        """A family branch's colour ("Blue") in the current language, undressed."""
        return data_name("branch", branch, self.branches[branch].name)

    def offering_name(self, offering: str) -> str:
        """An offering's name ("Water") in the current language, undressed."""
        return data_name("offering", offering, self.offerings[offering].name)

    def offering_description(self, offering: str) -> str:
        """What an offering is ("sugar skulls") in the current language, undressed."""
        return data_name("offering", offering + "-description", self.offerings[offering].description)

    def goal_name(self, goal: str) -> str:
        """A Common Goal's name in the current language, undressed."""
        return data_name("goal", goal, self.data.goals[goal].name)

    def colour(self, branch: str) -> str:
        return self.colour_name(branch)

    def colour_lower(self, branch: str) -> "str | Msg":
        """A colour inside a sentence ("two blue neighbours")."""
        return self.colour(branch).lower()

    def offering_lower(self, offering: str) -> "str | Msg":
        """An offering inside a sentence, without its icon."""
        return self.offering(offering, False).lower()

    def offering(self, offering: str, icon: bool = True) -> str:
        return self.offering_name(offering)

    def name(self, card: str) -> str:
        return self.data.portraits[card].name

    def card(self, card: str) -> str:
        return self.name(card)

    def cards(self, cards) -> str:
        return listing(self.card(c) for c in cards)


# ------------------------------------------------------------------------------ objectives

def objective(fmt: Plain, card: str) -> str:
    """A portrait's wish, as a sentence."""
    o = fmt.data.portraits[card].objective
    k = o.kind
    if k in ("colour_at_least", "no_colour"):
        return t("objective-" + k.replace("_", "-"), n=o.count if k == "colour_at_least" else 0,
                 colour=fmt.colour(o.colour))
    if k in ("offering_at_least", "no_offering"):
        return t("objective-" + k.replace("_", "-"), n=o.count if k == "offering_at_least" else 0,
                 offering=fmt.offering(o.offering))
    if k in ("distinct_colours", "distinct_offerings"):
        return t("objective-" + k.replace("_", "-"), n=o.count)
    return t("objective-own", colour=fmt.colour(o.colour), offering=fmt.offering(o.offering))


def wish(fmt: Plain, card: str) -> str:
    """A portrait's wish in a few words ("two blue neighbours")."""
    return text.say(wish_msg(fmt, card))


def wish_msg(fmt: Plain, card: str) -> Msg:
    """:func:`wish` as a message (a bot's reason keeps it so, said in the reader's language)."""
    o = fmt.data.portraits[card].objective
    n = getattr(o, "count", 0)
    if o.kind in ("colour_at_least", "no_colour"):
        return m("wish-" + o.kind.replace("_", "-"), n=n, count=m("num", n=n), colour=fmt.colour_lower(o.colour))
    if o.kind in ("offering_at_least", "no_offering"):
        return m("wish-" + o.kind.replace("_", "-"), n=n, count=m("num", n=n),
                 offering=fmt.offering_lower(o.offering))
    if o.kind in ("distinct_colours", "distinct_offerings"):
        return m("wish-" + o.kind.replace("_", "-"), n=n, count=m("num", n=n))
    return m("wish-own", colour=fmt.colour_lower(o.colour), offering=fmt.offering_lower(o.offering))


def need(fmt: Plain, card: str, present: list[str]) -> tuple[int, str]:
    """How many more matching neighbours ``card`` needs beside ``present``, and that in words."""
    k, said = need_msg(fmt, card, present)
    return k, text.say(said)


def need_msg(fmt: Plain, card: str, present: list[str]) -> tuple[int, Msg]:
    """:func:`need` with its words as a message."""
    data = fmt.data
    o = data.portraits[card].objective
    n = getattr(o, "count", 0)
    if o.kind in ("colour_at_least", "offering_at_least"):
        if o.kind == "colour_at_least":
            have = sum(1 for c in present if data.portraits[c].branch == o.colour)
        else:
            have = sum(1 for c in present if data.portraits[c].offering == o.offering)
        k = n - have
        more = "yes" if have else "no"
        if o.kind == "colour_at_least":
            return k, m("need-colour", n=k, count=m("num", n=k), more=more, colour=fmt.colour_lower(o.colour))
        return k, m("need-offering", n=k, count=m("num", n=k), more=more, offering=fmt.offering_lower(o.offering))
    if o.kind in ("distinct_colours", "distinct_offerings"):
        attr = "branch" if o.kind == "distinct_colours" else "offering"
        have = len({getattr(data.portraits[c], attr) for c in present})
        k = n - have
        return k, m("need-colours" if attr == "branch" else "need-offerings", n=k, count=m("num", n=k))
    return 1, wish_msg(fmt, card)


def candle_objective(fmt: Plain, candle: str) -> str:
    """A candle's objective, as a sentence."""
    c = fmt.data.candles[candle]
    o = c.objective
    k = o.kind
    when = "end" if c.end_only else "now"
    args: dict = {"when": when, "n": getattr(o, "count", 0)}
    if hasattr(o, "colour") and o.colour:
        args["colour"] = fmt.colour(o.colour)
    if hasattr(o, "offering") and o.offering:
        args["offering"] = fmt.offering(o.offering)
    return t("candle-" + k.replace("_", "-"), **args)


def candle_wish(fmt: Plain, candle: str) -> str:
    """A candle's objective in a few words ("three blue portraits")."""
    return text.say(candle_wish_msg(fmt, candle))


def candle_wish_msg(fmt: Plain, candle: str) -> Msg:
    """:func:`candle_wish` as a message."""
    o = fmt.data.candles[candle].objective
    n = getattr(o, "count", 0)
    args: dict = {"n": n, "count": m("num", n=n)}
    if o.kind == "colour_count":
        args["colour"] = fmt.colour_lower(getattr(o, "colour", ""))
    if o.kind == "offering_count":
        args["offering"] = fmt.offering_lower(getattr(o, "offering", ""))
    return m("candle-wish-" + o.kind.replace("_", "-"), **args)


def candle_progress(fmt: Plain, candle: str, board) -> str | None:
    """How far ``board`` (a BoardView) is from lighting ``candle``, or None when there is nothing to count."""
    data = fmt.data
    o = data.candles[candle].objective
    cards = [data.portraits[c] for c in board.ofrenda.values()]
    k = o.kind
    if k == "colour_count":
        return t("progress-have", have=sum(1 for p in cards if p.branch == o.colour), n=o.count)
    if k == "offering_count":
        return t("progress-have", have=sum(1 for p in cards if p.offering == o.offering), n=o.count)
    if k == "all_colours":
        return t("progress-colours", have=len({p.branch for p in cards}))
    if k == "all_offerings":
        return t("progress-offerings", have=len({p.offering for p in cards}))
    if k == "marigolds_placed":
        return t("progress-marigolds", have=sum(1 for v in board.decorations.values() if v == 'marigold'))
    if k == "one_colour_count":
        counts: dict[str, int] = {}
        for p in cards:
            counts[p.branch] = counts.get(p.branch, 0) + 1
        return t("progress-group", have=max(counts.values(), default=0))
    if k == "lit_portraits":
        return t("progress-lit", have=len(board.lit))
    if k == "all_slots_filled":
        return t("progress-filled", have=len(board.ofrenda))
    return None


def slot_effect(fmt: Plain, effect: str | None) -> str:
    if effect in ("golden", "gain", "cost"):
        return t(f"slot-{effect}", name=fmt.bold(t(f"slot-{effect}-name")))
    return t("slot-plain")


def goal_text(fmt: Plain, goal: str) -> str:
    """What a Common Goal asks, as a sentence."""
    g = fmt.data.goals[goal]
    r = g.requirement
    if r.kind == "offering_count":
        return t("goal-text-offerings", n=r.count, offering=fmt.offering(r.offering))
    if r.kind == "surrounded":
        parts = []
        if r.candle:
            parts.append(t("goal-candle-slots", n=r.candle, count=num(r.candle)))
        if r.marigold:
            parts.append(t("goal-marigold-slots", n=r.marigold, count=num(r.marigold)))
        return t("goal-text-surround", slots=t("goal-and", first=parts[0], next=parts[1]) if len(parts) > 1
                 else parts[0])
    if r.kind == "decorated":
        return t("goal-text-decorated", n=r.count, count=num(r.count), holds=r.holds)
    return t("goal-text-shape", shape=t("shape-" + goal if goal in _SHAPES else "shape-other"))


_SHAPES = ("goal-four-in-a-row", "goal-diamond", "goal-three-and-one", "goal-pyramid", "goal-five-in-a-row")


def goal_progress(fmt: Plain, goal: str, board) -> str:
    """How close ``board`` (a board or a view of one) is to a Common Goal, in a few words."""
    data = fmt.data
    r = data.goals[goal].requirement
    if r.kind == "offering_count":
        have = sum(1 for c in board.ofrenda.values() if data.portraits[c].offering == r.offering)
        return t("goal-so-far", have=min(have, r.count), n=r.count)
    if r.kind == "surrounded":
        got = {"candle": 0, "marigold": 0}
        for deco in data.decorations.values():
            if all(s in board.ofrenda for s in deco.portraits):
                got[deco.holds] += 1
        parts = []
        if r.candle:
            parts.append(t("goal-surrounded-candle", have=min(got['candle'], r.candle), n=r.candle))
        if r.marigold:
            parts.append(t("goal-surrounded-marigold", have=min(got['marigold'], r.marigold), n=r.marigold))
        return t("goal-surrounded", parts=", ".join(parts))
    if r.kind == "decorated":
        if r.holds == "marigold":
            have = sum(1 for v in board.decorations.values() if v == "marigold")
        else:
            have = sum(1 for v in board.decorations.values() if v != "marigold")
        return t("goal-placed", have=min(have, r.count), n=r.count)
    cells = data.goal_placements[goal]
    best = max(sum(1 for s in c if s in board.ofrenda) for c in cells)
    size = len(cells[0])
    return t("goal-best-spot", have=min(best, size), n=size)


# ------------------------------------------------------------------------------ events

def _who(event: Event, viewer: int | None, names) -> tuple[str, bool]:
    return subject(event.actor, viewer, tuple(names), "Abuela")


def _you(flag: bool) -> str:
    return "yes" if flag else "no"


def event_text(fmt: Plain, event: Event, viewer: int | None, names) -> str:
    """The log line for ``event`` as ``viewer`` reads it ("You take..." / "Rosa takes...")."""
    k = event.kind
    d = event.data
    who, you = _who(event, viewer, names)
    yes = _you(you)
    if k == "setup":
        if d and d[0] == 1 and len(d) == 1:
            return t("event-setup-solo")
        n, start, goals = d
        starter, starter_you = subject(start, viewer, tuple(names))
        said = t("event-setup", n=n, count=num(n), starter=starter, you=_you(starter_you))
        if goals:
            said += t("event-setup-goals", goals=", ".join(fmt.bold(fmt.goal_name(g)) for g in goals))
        return said
    if k == "deal":
        return t("event-deal", who=who, you=yes, cards=fmt.cards(d))
    if k == "deal_hidden":
        return t("event-deal-hidden", who=who, you=yes, n=d[0])
    if k == "turn":
        rnd, seat = d
        if seat == viewer:
            return t("event-turn-yours", rnd=rnd, turns=TURNS)
        name, _ = subject(seat, viewer, tuple(names))
        return t("event-turn", rnd=rnd, turns=TURNS, name=name)
    if k == "abuela_portrait":
        roll, space, card, paid, returned = d
        return t("event-abuela-portrait", roll=roll, space=space + 1, card=fmt.card(card) if card else t("nothing"),
                 paid=paid, returned=returned)
    if k == "abuela_candle":
        roll2, cspace, candle, pays, roll = d
        if candle is None:
            return t("event-abuela-no-candle", roll=roll2, space=cspace + 1)
        return t("event-abuela-candle", first=roll, roll=roll2, space=cspace + 1, pays=_you(bool(pays)))
    if k == "take_portrait":
        space, card, cost, gained = d
        return t("event-take-portrait", who=who, you=yes, card=fmt.card(card), space=space + 1,
                 paying=t("clause-paying", n=cost) if cost else "",
                 gaining=t("clause-gaining", n=gained, also=_you(bool(cost))) if gained else "")
    if k == "take_candle":
        space, candle, cost = d
        return t("event-take-candle", who=who, you=yes, space=space + 1, pays=_you(bool(cost)))
    if k == "skip_candle":
        return t("event-skip-candle", who=who, you=yes)
    if k == "place_portrait":
        card, slot, effect = d
        return t("event-place-portrait", who=who, you=yes, card=fmt.card(card), slot=slot,
                 effect=effect if effect in ("gain", "cost") else "none")
    if k == "discard_portrait":
        card, gain = d
        return t("event-discard-portrait", who=who, you=yes, card=fmt.card(card), n=gain)
    if k == "portrait_lit":
        slot, card, final = d
        if not (you or event.actor is None):
            return t("event-portrait-lit-on", who=who, card=fmt.card(card), slot=slot)
        return t("event-portrait-lit-final" if final else "event-portrait-lit", card=fmt.card(card), slot=slot)
    if k == "candle_lit":
        deco, candle, final = d
        return t("event-candle-lit-final" if final else "event-candle-lit", who=who, you=yes, deco=deco)
    if k == "place_candle":
        candle, deco = d
        return t("event-place-candle", who=who, you=yes, slot=deco)
    if k == "place_marigold":
        return t("event-place-marigold", who=who, you=yes, slot=d[0])
    if k == "goal_token":
        goal, value = d
        return t("event-goal-token", who=who, you=yes, goal=fmt.bold(fmt.goal_name(goal)), value=value)
    if k == "game_over":
        scores, winners, how = d
        if len(scores) == 1:
            return t("event-over-solo", points=scores[0])
        if len(winners) == 1:
            w = winners[0]
            name, w_you = subject(w, viewer, tuple(names))
            tie = {"lit portraits": "lit", "marigolds in storage": "stored"}.get(how, "none")
            return t("event-over-winner", name=name, you=_you(w_you), points=scores[w], tie=tie)
        listed = [subject(w, viewer, tuple(names))[0] for w in winners]
        return t("event-over-shared", names=listing(listed), points=scores[winners[0]])
    return k.replace("_", " ")


# ------------------------------------------------------------------------------ actions

MOVES = MoveWords(__name__, CODEC, {"card": lambda fmt, action: fmt.card(action.card)})


def describe_action(fmt: Plain, action: Action, view) -> str:
    """An action as a short imperative sentence, with names from ``view`` ("Take Don Ramón from space 2 ...")."""
    if isinstance(action, TakePortrait):
        card = view.market[action.space] if 0 <= action.space < len(view.market) else None
        cost = action.space
        name = fmt.card(card) if card else t("the-portrait")
        return t("move-take-portrait", card=name, space=action.space + 1, n=cost)
    if isinstance(action, TakeCandle):
        free = view.taken_space == action.space
        return t("move-take-candle", space=action.space + 1, free=_you(free))
    if action.kind in MOVES.templates:
        return t("move-" + action.kind.replace("_", "-"),
                 **{f.replace("_", "-"): getattr(action, f) if f != "card" else fmt.card(action.card)
                    for f in _fields(action)})
    said = str(action)
    return said[:1].upper() + said[1:] + "."


def _fields(action) -> list[str]:
    return [f.name for f in dataclasses.fields(action)]


# ------------------------------------------------------------------------------ the table's words
# Whole sentences the table shows, by key: ``say(key, **values)`` is the message ``ofrenda-<key>``
# (underscores as dashes; a phase: ``ofrenda-prompt-<phase>``). Counts are passed as integers (the
# catalogue counts them: "1 marigold", "2 marigolds"); names, bold and tones come dressed by the
# caller's formatter (``fmt``: the scene's markup, or Plain); ``holds`` and ``what`` are "candle" or
# "marigold".

SAY = frozenset({
    "score_now", "score_ending", "candles_lit", "marigolds_placed", "ending_tip",
    Phase.ABUELA, Phase.TAKE_PORTRAIT, Phase.TAKE_CANDLE, Phase.PLAY_PORTRAIT, Phase.DECORATE, Phase.GAME_OVER,
    "over_multi", "replay", "thinking", "others", "others_take_portrait", "others_take_candle",
    "others_play_portrait", "others_decorate", "place_chosen", "decorate_chosen", "decorate_wants", "want",
    "decorate_many", "on_one", "on_many", "not_decorating", "none_surrounded", "solo", "players", "players_goals",
    "round", "final", "your_turn", "turn_of", "ofrenda_of", "hand", "enlarged", "face_down", "face_up",
    "tokens_left", "waiting", "adjacent", "not_lit_yet", "not_lit_yet_many", "surrounded_by", "just_surrounded",
    "just_surrounded_head", "lit", "not_lit", "may_hold", "marigold_worth", "candle_worth", "deck", "bag",
    "abuela_discarded", "latest", "taken", "in_storage", "discarded",
    # what a drop would do, beside the pointer while dragging (describe_action's sentence, short)
    "drop_golden", "drop_gain", "drop_cost", "drop_slot", "drop_deco", "drop_discard", "drop_take_free",
    "drop_take_pay", "drop_take_candle",
})


def say_id(key) -> str:
    """The catalogue id of the table's sentence ``key``."""
    if isinstance(key, Phase):
        return "ofrenda-prompt-" + key.name.lower().replace("_", "-")
    return "ofrenda-" + key.replace("_", "-")


def say(key, **values) -> str:
    """The table's sentence ``key`` (a phase: its prompt) filled with ``values``."""
    return text.say(Msg(say_id(key), **values))


def decorate_prompt(wants) -> str:
    """The prompt while decorating: ``wants`` the (holds, slot) pairs the player may decorate now
    (one: the slot named in full; several: counted, the slots grouped by what they hold)."""
    if len(wants) == 1:
        holds, slot = wants[0]
        return say("decorate_wants", wants=say("want", holds=holds, slot=slot))
    groups: dict = {}
    for holds, slot in wants:
        groups.setdefault(holds, []).append(slot)
    told = [say("on_one" if len(slots) == 1 else "on_many", holds=holds, slots=", ".join(slots))
            for holds, slots in groups.items()]
    return say("decorate_many", n=len(wants), groups="; ".join(told))


def opponent_lines(fmt: Plain, tag: str, b, turns: int) -> list[str]:
    """An opponent's summary: who plays the seat (``tag``), turns played, points, storage, hand."""
    s, known = b.score, b.known_hand
    return [t("opponent-turns", tag=tag, played=b.turns, turns=turns),
            t("opponent-points", lit=s.lit_portraits, points=fmt.bold(str(s.total)),
              goals=t("opponent-goal-tokens", n=s.goals) if s.goals else ""),
            t("opponent-storage", marigolds=b.marigolds, candles=len(b.candles)),
            t("opponent-hand", n=b.hand_size,
              known=t("opponent-known", names=", ".join(fmt.name(c) for c in known)) if known else "")]


def portrait_cost(fmt: Plain, cost: int, gain: int) -> str:
    """What taking the portrait of space ``cost`` costs (and gains) now."""
    c = (t("cost-free", free=fmt.tone(fmt.bold(t("free")), "good")) if cost == 0 else
         t("cost-pay", costs=fmt.bold(t("costs", n=cost))))
    return c + (t("cost-gain", n=gain) if gain else ".")


def slot_lit_worth(fmt: Plain, points: int, golden: bool) -> str:
    return t("slot-lit-worth", lit=fmt.tone(fmt.bold(t("lit-word")), "gold"), n=points, points=fmt.bold(str(points)),
             golden=_you(golden))


def deco_around(fmt: Plain, around) -> str:
    """What lies round a decoration slot: (slot, card or ``None``, lit) each."""
    return t("around", slots="; ".join(
        t("around-lit" if lit else "around-card", slot=s, card=fmt.name(c)) if c else t("around-empty", slot=s)
        for s, c, lit in around))


def last_rolls(fmt: Plain, rolls) -> str:
    if len(rolls) > 1:
        return t("last-rolls-candle", roll=fmt.bold(str(rolls[0])), candle=fmt.bold(str(rolls[1])))
    return t("last-roll", roll=fmt.bold(str(rolls[0])))


def abuela_summary(fmt: Plain, space: int, card: str | None, candle_space: int | None, took: bool) -> str:
    """What Abuela did on her last turn (a second line when she rolled for a candle too)."""
    said = t("abuela-space", space=space + 1, card=fmt.name(card) if card else t("nothing"))
    if candle_space is not None:
        said += "\n" + t("abuela-candle", took=_you(took), space=candle_space + 1)
    return said


# ------------------------------------------------------------------------------ what a move would score

def signed(n: int) -> str:
    return f"+{n}" if n >= 0 else f"\u2212{-n}"


_REASONS = {
    "lights": lambda f, slot, card, pts, golden: t("why-lights", card=f.name(card), slot=slot, points=signed(pts),
                                                   golden=_you(golden)),
    "neighbour": lambda f, slot, card, gain: t("why-neighbour", card=f.name(card), slot=slot, points=signed(gain)),
    "candle_lit": lambda f, deco, candle: t("why-candle-lit", deco=deco, wish=candle_wish(f, candle)),
    "decoration": lambda f, deco, marigold, gain: t("why-decoration", deco=deco, points=signed(gain),
                                                    holds="marigold" if marigold else "candle"),
    "goal": lambda f, goal, value: t("why-goal", points=signed(value)),
    "waits": lambda f, slot, empty, met: t("why-waits", n=empty, met=_you(met)) if empty else t("why-unmet"),
    "candle_waits": lambda f, deco, candle, met: t("why-candle-waits", wish=candle_wish(f, candle), met=_you(met)),
    "marigold_waits": lambda f, deco: t("why-marigold-waits"),
}


def preview_lines(fmt: Plain, preview: Preview, view) -> list[str]:
    """What a placement would score and why (:mod:`game.rules.ofrenda.preview`), a line each."""
    lines = [t("preview-points", points=signed(preview.points)) if preview.points else t("preview-none")]
    lines += [_REASONS[kind](fmt, *facts) for kind, *facts in preview.reasons]
    if preview.at_end is not None:
        lines.append(t("preview-at-end", points=signed(preview.at_end)))
    return lines


__all__ = [
    "Plain", "objective", "wish", "need", "candle_objective", "candle_wish", "candle_progress", "slot_effect",
    "goal_text", "goal_progress", "wish_msg", "need_msg", "candle_wish_msg", "event_text", "describe_action", "say", "opponent_lines", "portrait_cost",
    "slot_lit_worth", "deco_around", "last_rolls", "abuela_summary", "score_sheet", "num", "plural", "AUTOMATON",
    "preview_lines", "signed", "decorate_prompt", "m", "t", "listing", "data_name", "say_id",
]


def tier_title(data, key: str) -> str:
    """A solo band a record keeps by its file's English title (statistics), in the reader's language."""
    tier = next((tier for tier in data.tiers if tier.title == key), None)
    return tier_words(tier)[0] if tier is not None else key
