"""Ofrenda in players' words: event texts per viewer, action wording, objectives, goals, the score sheet.

The one place these texts live: the game log, tooltips, suggestions, bots' reasons and the command
line all read them from here. Pure Python. Names of colours, offerings and cards go through a
:class:`Plain` formatter; a scene passes its own subclass to get coloured, iconed markup.
"""
from __future__ import annotations

import string

from game.protocol import AUTOMATON, Event, Preview, subject
from game.rules import wording
from game.rules.base import Action
from game.rules.move_words import MoveWords
from game.rules.ofrenda.actions import CODEC, TakeCandle, TakePortrait
from game.rules.ofrenda.cards import OfrendaData
from game.rules.ofrenda.sheet_words import score_sheet
from game.rules.ofrenda.phases import Phase

NUMBERS = wording.NUMBERS + ("eleven", "twelve")
TURNS = 12


def num(n: int) -> str:
    return wording.num(n, NUMBERS)


def plural(n: int, word: str, many: str | None = None) -> str:
    return f"{n} {word if n == 1 else (many or word + 's')}"


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

    def colour(self, branch: str) -> str:
        return self.branches[branch].name

    def offering(self, offering: str, icon: bool = True) -> str:
        return self.offerings[offering].name

    def name(self, card: str) -> str:
        return self.data.portraits[card].name

    def card(self, card: str) -> str:
        return self.name(card)

    def cards(self, cards) -> str:
        names = [self.card(c) for c in cards]
        if not names:
            return "nothing"
        return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


# ------------------------------------------------------------------------------ objectives

def objective(fmt: Plain, card: str) -> str:
    """A portrait's wish, as a sentence."""
    o = fmt.data.portraits[card].objective
    k = o.kind
    if k == "colour_at_least":
        return f"Lights up when at least {o.count} adjacent portraits are {fmt.colour(o.colour)}."
    if k == "offering_at_least":
        return f"Lights up when at least {o.count} adjacent portraits offer {fmt.offering(o.offering)}."
    if k == "distinct_colours":
        return f"Lights up when its adjacent portraits show at least {o.count} different colours."
    if k == "distinct_offerings":
        return f"Lights up when its adjacent portraits bring at least {o.count} different offerings."
    if k == "no_colour":
        return f"Lights up when no adjacent portrait is {fmt.colour(o.colour)}."
    if k == "no_offering":
        return f"Lights up when no adjacent portrait offers {fmt.offering(o.offering)}."
    return (f"Lights up when at least one adjacent portrait is {fmt.colour(o.colour)} (its own colour) "
            f"and at least one offers {fmt.offering(o.offering)} (its own offering).")


def wish(fmt: Plain, card: str) -> str:
    """A portrait's wish in a few words ("two blue neighbours")."""
    o = fmt.data.portraits[card].objective
    n = getattr(o, "count", 0)
    if o.kind == "colour_at_least":
        return f"{num(n)} {fmt.colour(o.colour).lower()} neighbour{'s' if n != 1 else ''}"
    if o.kind == "offering_at_least":
        return f"{num(n)} neighbour{'s' if n != 1 else ''} with {fmt.offering(o.offering, False).lower()}"
    if o.kind == "distinct_colours":
        return f"{num(n)} different colours around it"
    if o.kind == "distinct_offerings":
        return f"{num(n)} different offerings around it"
    if o.kind == "no_colour":
        return f"no {fmt.colour(o.colour).lower()} neighbour"
    if o.kind == "no_offering":
        return f"no neighbour with {fmt.offering(o.offering, False).lower()}"
    return f"a {fmt.colour(o.colour).lower()} neighbour and one with {fmt.offering(o.offering, False).lower()}"


def need(fmt: Plain, card: str, present: list[str]) -> tuple[int, str]:
    """How many more matching neighbours ``card`` needs beside ``present``, and that in words."""
    data = fmt.data
    o = data.portraits[card].objective
    n = getattr(o, "count", 0)
    if o.kind in ("colour_at_least", "offering_at_least"):
        if o.kind == "colour_at_least":
            have = sum(1 for c in present if data.portraits[c].branch == o.colour)
        else:
            have = sum(1 for c in present if data.portraits[c].offering == o.offering)
        k = n - have
        more = "more " if have else ""
        s = "s" if k != 1 else ""
        if o.kind == "colour_at_least":
            return k, f"{num(k)} {more}{fmt.colour(o.colour).lower()} neighbour{s}"
        return k, f"{num(k)} {more}neighbour{s} with {fmt.offering(o.offering, False).lower()}"
    if o.kind in ("distinct_colours", "distinct_offerings"):
        attr = "branch" if o.kind == "distinct_colours" else "offering"
        have = len({getattr(data.portraits[c], attr) for c in present})
        k = n - have
        kind = "colour" if attr == "branch" else "offering"
        return k, f"{num(k)} more {kind}{'s' if k != 1 else ''} around it"
    return 1, wish(fmt, card)


def candle_objective(fmt: Plain, candle: str) -> str:
    """A candle's objective, as a sentence."""
    c = fmt.data.candles[candle]
    o = c.objective
    k = o.kind
    when = "Lights at the end of the game if" if c.end_only else "Lights as soon as"
    if k == "colour_count":
        return f"{when} your ofrenda holds {o.count} or more {fmt.colour(o.colour)} portraits."
    if k == "offering_count":
        return f"{when} your ofrenda holds {o.count} or more portraits offering {fmt.offering(o.offering)}."
    if k == "all_colours":
        return f"{when} your ofrenda holds portraits of all five colours."
    if k == "all_offerings":
        return f"{when} your ofrenda holds portraits with all five offerings."
    if k == "marigolds_placed":
        return f"{when} {o.count} or more marigolds are placed on your ofrenda."
    if k == "one_colour_count":
        return f"{when} {o.count} or more portraits on your ofrenda share one colour."
    if k == "lit_portraits":
        return f"{when} {o.count} or more of your portraits are lit."
    if k == "all_slots_filled":
        return f"{when} all twelve portrait slots are filled."
    if k == "most_lit_portraits":
        return f"{when} you have the most lit portraits (ties count)."
    if k == "most_marigolds_placed":
        return f"{when} you placed the most marigolds (ties count)."
    if k == "most_of_one_colour":
        return f"{when} you have the most portraits of a single colour (ties count)."
    return f"{when} you have the fewest empty portrait slots (ties count)."


def candle_wish(fmt: Plain, candle: str) -> str:
    """A candle's objective in a few words ("three blue portraits")."""
    o = fmt.data.candles[candle].objective
    n = getattr(o, "count", 0)
    return {
        "colour_count": lambda: f"{num(n)} {fmt.colour(getattr(o, 'colour', '')).lower()} portraits",
        "offering_count": lambda: f"{num(n)} portraits with {fmt.offering(getattr(o, 'offering', ''), False).lower()}",
        "all_colours": lambda: "all five colours",
        "all_offerings": lambda: "all five offerings",
        "marigolds_placed": lambda: f"{num(n)} marigolds on the ofrenda",
        "one_colour_count": lambda: f"{num(n)} portraits of one colour",
        "lit_portraits": lambda: f"{num(n)} lit portraits at the end",
        "all_slots_filled": lambda: "every portrait slot filled at the end",
        "most_lit_portraits": lambda: "the most lit portraits at the end",
        "most_marigolds_placed": lambda: "the most marigolds placed at the end",
        "most_of_one_colour": lambda: "the most portraits of one colour at the end",
        "fewest_empty_slots": lambda: "the fewest empty slots at the end",
    }[o.kind]()


def candle_progress(fmt: Plain, candle: str, board) -> str | None:
    """How far ``board`` (a BoardView) is from lighting ``candle``, or None when there is nothing to count."""
    data = fmt.data
    o = data.candles[candle].objective
    cards = [data.portraits[c] for c in board.ofrenda.values()]
    k = o.kind
    if k == "colour_count":
        return f"You have {sum(1 for p in cards if p.branch == o.colour)} of {o.count}."
    if k == "offering_count":
        return f"You have {sum(1 for p in cards if p.offering == o.offering)} of {o.count}."
    if k == "all_colours":
        return f"You have {len({p.branch for p in cards})} of 5 colours."
    if k == "all_offerings":
        return f"You have {len({p.offering for p in cards})} of 5 offerings."
    if k == "marigolds_placed":
        return f"Marigolds placed so far: {sum(1 for v in board.decorations.values() if v == 'marigold')}."
    if k == "one_colour_count":
        counts: dict[str, int] = {}
        for p in cards:
            counts[p.branch] = counts.get(p.branch, 0) + 1
        return f"Your largest colour group: {max(counts.values(), default=0)}."
    if k == "lit_portraits":
        return f"Lit portraits so far: {len(board.lit)}."
    if k == "all_slots_filled":
        return f"Slots filled so far: {len(board.ofrenda)} of 12."
    return None


def slot_effect(fmt: Plain, effect: str | None) -> str:
    if effect == "golden":
        return f"{fmt.bold('Golden slot')}: the portrait here scores double."
    if effect == "gain":
        return f"{fmt.bold('Gain slot')}: placing a portrait here gains you 1 marigold."
    if effect == "cost":
        return f"{fmt.bold('Cost slot')}: placing a portrait here costs 1 marigold (not allowed with none)."
    return "A plain slot."


def goal_text(fmt: Plain, goal: str) -> str:
    """What a Common Goal asks, as a sentence."""
    g = fmt.data.goals[goal]
    r = g.requirement
    if r.kind == "offering_count":
        return f"Have {r.count} or more portraits offering {fmt.offering(r.offering)} on your ofrenda."
    if r.kind == "surrounded":
        parts = []
        if r.candle:
            parts.append(f"{num(r.candle)} candle slot{'s' if r.candle > 1 else ''}")
        if r.marigold:
            parts.append(f"{num(r.marigold)} marigold slot{'s' if r.marigold > 1 else ''}")
        return f"Surround {' and '.join(parts)} (all three portraits around each placed)."
    if r.kind == "decorated":
        what = "candles" if r.holds == "candle" else "marigolds"
        return f"Have {num(r.count)} {what} placed in their slots on your ofrenda."
    shapes = {
        "goal-four-in-a-row": "four portraits side by side on one shelf",
        "goal-diamond": "a diamond: two portraits side by side, one above them and one below",
        "goal-three-and-one": "three portraits side by side with one more above them",
        "goal-pyramid": "a little pyramid: three side by side with two above them",
        "goal-five-in-a-row": "five portraits side by side on the bottom shelf",
    }
    return f"Place {shapes.get(goal, 'the pattern shown on the card')}."


def goal_progress(fmt: Plain, goal: str, board) -> str:
    """How close ``board`` (a board or a view of one) is to a Common Goal, in a few words."""
    data = fmt.data
    r = data.goals[goal].requirement
    if r.kind == "offering_count":
        have = sum(1 for c in board.ofrenda.values() if data.portraits[c].offering == r.offering)
        return f"{min(have, r.count)} of {r.count} so far."
    if r.kind == "surrounded":
        got = {"candle": 0, "marigold": 0}
        for deco in data.decorations.values():
            if all(s in board.ofrenda for s in deco.portraits):
                got[deco.holds] += 1
        parts = []
        if r.candle:
            parts.append(f"candle slots {min(got['candle'], r.candle)} of {r.candle}")
        if r.marigold:
            parts.append(f"marigold slots {min(got['marigold'], r.marigold)} of {r.marigold}")
        return "Surrounded: " + ", ".join(parts) + "."
    if r.kind == "decorated":
        if r.holds == "marigold":
            have = sum(1 for v in board.decorations.values() if v == "marigold")
        else:
            have = sum(1 for v in board.decorations.values() if v != "marigold")
        return f"{min(have, r.count)} of {r.count} placed."
    cells = data.goal_placements[goal]
    best = max(sum(1 for s in c if s in board.ofrenda) for c in cells)
    size = len(cells[0])
    return f"Best spot so far: {min(best, size)} of {size} slots filled."


# ------------------------------------------------------------------------------ events

def _who(event: Event, viewer: int | None, names) -> tuple[str, bool]:
    return subject(event.actor, viewer, tuple(names), "Abuela")


def _verb(second: bool, base: str, third: str | None = None) -> str:
    if second:
        return base
    if third is not None:
        return third
    if base.endswith(("s", "sh", "ch", "x")):
        return base + "es"
    return base + "s"


def event_text(fmt: Plain, event: Event, viewer: int | None, names) -> str:
    """The log line for ``event`` as ``viewer`` reads it ("You take..." / "Rosa takes...")."""
    k = event.kind
    d = event.data
    who, you = _who(event, viewer, names)
    poss = "your" if you else f"{who}'s"
    if k == "setup":
        if d and d[0] == 1 and len(d) == 1:
            return ("The family gathers: four portraits and four candles wait on the family board. "
                    "Abuela goes first.")
        n, start, goals = d
        starter, starter_you = subject(start, viewer, tuple(names))
        text = (f"The family gathers around the family board: {num(n)} players, twelve turns each. "
                f"{starter} {'go' if starter_you else 'goes'} first.")
        if goals:
            text += " Common Goals: " + ", ".join(fmt.bold(fmt.data.goals[g].name) for g in goals) + "."
        return text
    if k == "deal":
        return f"{who} {_verb(you, 'are', 'is')} dealt {fmt.cards(d)}."
    if k == "deal_hidden":
        return f"{who} {_verb(you, 'are', 'is')} dealt {plural(d[0], 'portrait')}, face down."
    if k == "turn":
        rnd, seat = d
        if seat == viewer:
            return f"Round {rnd} of {TURNS}: your turn."
        name, _ = subject(seat, viewer, tuple(names))
        return f"Round {rnd} of {TURNS}: {name}'s turn."
    if k == "abuela_portrait":
        roll, space, card, paid, returned = d
        text = f"Abuela rolls a {roll} and discards {fmt.card(card) if card else 'nothing'} from space {space + 1}"
        if paid:
            text += (f", placing {plural(paid, 'marigold')} from the supply on the portrait"
                     f"{'s' if paid > 1 else ''} before it")
        if returned:
            text += f"; the {plural(returned, 'marigold')} on it go{'es' if returned == 1 else ''} back to the supply"
        return text + "."
    if k == "abuela_candle":
        roll2, cspace, candle, pays, roll = d
        if candle is None:
            return f"She rolls again, a {roll2}, but there is no candle above space {cspace + 1}."
        text = f"A {roll} also costs a candle: she rolls a {roll2} and discards the candle above space {cspace + 1}"
        if pays:
            text += ", paying a marigold from the supply onto the portrait below it"
        return text + "."
    if k == "take_portrait":
        space, card, cost, gained = d
        text = f"{who} {_verb(you, 'take')} {fmt.card(card)} from space {space + 1}"
        if cost:
            text += f", paying {plural(cost, 'marigold')}"
        if gained:
            text += f"{' and' if cost else ','} gaining the {plural(gained, 'marigold')} on it"
        return text + "."
    if k == "take_candle":
        space, candle, cost = d
        return (f"{who} {_verb(you, 'take')} the candle above space {space + 1}"
                + (", paying a marigold onto the portrait below it." if cost else " for free."))
    if k == "skip_candle":
        return f"{who} {_verb(you, 'take')} no candle."
    if k == "place_portrait":
        card, slot, effect = d
        text = f"{who} {_verb(you, 'place')} {fmt.card(card)} in slot {slot}"
        if effect == "gain":
            text += f" and {_verb(you, 'gain')} a marigold"
        elif effect == "cost":
            text += ", paying a marigold"
        return text + "."
    if k == "discard_portrait":
        card, gain = d
        return f"{who} {_verb(you, 'discard')} {fmt.card(card)} and {_verb(you, 'gain')} {plural(gain, 'marigold')}."
    if k == "portrait_lit":
        slot, card, final = d
        where = "" if you or event.actor is None else f"On {poss} ofrenda, "
        when = "At the final check, " if final else ""
        lead = where or when
        body = f"{fmt.card(card)} ({slot}) is pleased and lights up."
        return lead + body if lead else body
    if k == "candle_lit":
        deco, candle, final = d
        owner = "" if you else f"{poss} "
        text = f"The candle in {owner}slot {deco} lights: its wish is granted."
        return ("At the final check, t" + text[1:]) if final else text
    if k == "place_candle":
        candle, deco = d
        return f"{who} {_verb(you, 'place')} a candle in slot {deco}."
    if k == "place_marigold":
        return f"{who} {_verb(you, 'place')} a marigold in slot {d[0]}."
    if k == "goal_token":
        goal, value = d
        return (f"{who} {_verb(you, 'achieve')} the Common Goal {fmt.bold(fmt.data.goals[goal].name)} and "
                f"{_verb(you, 'take')} its {value}-point token.")
    if k == "game_over":
        scores, winners, how = d
        if len(scores) == 1:
            return f"Twelve turns are done. Your ofrenda scores {scores[0]} points."
        if len(winners) == 1:
            w = winners[0]
            name, w_you = subject(w, viewer, tuple(names))
            text = f"Twelve turns each are done. {name} {'win' if w_you else 'wins'} with {scores[w]} points"
            if how and how != "shared":
                text += f" (a tie broken by {how})"
            return text + "."
        listed = [subject(w, viewer, tuple(names))[0] for w in winners]
        return (f"Twelve turns each are done. {', '.join(listed[:-1])} and {listed[-1]} share the win with "
                f"{scores[winners[0]]} points.")
    return k.replace("_", " ")


# ------------------------------------------------------------------------------ actions

MOVES = MoveWords(__name__, CODEC, {"card": lambda fmt, action: fmt.card(action.card)})


def describe_action(fmt: Plain, action: Action, view) -> str:
    """An action as a short imperative sentence, with names from ``view`` ("Take Don Ramón from space 2 ...")."""
    if isinstance(action, TakePortrait):
        card = view.market[action.space] if 0 <= action.space < len(view.market) else None
        cost = action.space
        name = fmt.card(card) if card else "the portrait"
        return (f"Take {name} from space {action.space + 1}"
                + (f" (pay {plural(cost, 'marigold')})." if cost else " (free)."))
    if isinstance(action, TakeCandle):
        free = view.taken_space == action.space
        return f"Take the candle above space {action.space + 1}" + (" (free)." if free else " (pay 1 marigold).")
    sentence = MOVES.sentence(fmt, action)
    if sentence is not None:
        return sentence
    text = str(action)
    return text[:1].upper() + text[1:] + "."


# ------------------------------------------------------------------------------ the table's words
# Whole sentences the table shows, as templates: ``say(key, **values)``. An int filled in as
# ``{n:marigold}`` is counted in words ("1 marigold", "2 marigolds"); names, bold and tones come
# dressed by the caller's formatter (``fmt``: the scene's markup, or Plain).

SAY = {
    "score_now": "now", "score_ending": "ending now", "candles_lit": "{n} lit", "marigolds_placed": "{n} placed",
    "ending_tip": "If the game ended now: {total} (every unlit portrait checked once more, empty slots left out; "
                  "candles checked too).",
    Phase.ABUELA: "Abuela is rolling\u2026",
    Phase.TAKE_PORTRAIT: "Take a portrait from the family board: click it, or drag it to your hand.",
    Phase.TAKE_CANDLE: "Take a candle (click or drag it to your storage), or click \u201cNo candle\u201d.",
    Phase.PLAY_PORTRAIT: "Drag a portrait onto your ofrenda, or onto the discard pile for 3 marigolds.",
    Phase.DECORATE: "Place a candle or marigold in the slots you just surrounded, or end your turn.",
    Phase.GAME_OVER: "Twelve turns are done. The spirits are gathering\u2026",
    "over_multi": "Twelve turns each are done. Counting the altars\u2026",
    "replay": "A replay: step through the game with the arrows.",
    "thinking": "{name} is thinking\u2026",
    "others": "{name} plays\u2026", "others_take_portrait": "{name} takes a portrait\u2026",
    "others_take_candle": "{name} chooses a candle\u2026", "others_play_portrait": "{name} plays a portrait\u2026",
    "others_decorate": "{name} decorates\u2026",
    "place_chosen": "Now click a glowing slot for {name}, or the discard pile. Right-click to cancel.",
    "decorate_chosen": "Now click a glowing decoration slot. Right-click to cancel.",
    "decorate_wants": "You surrounded a decoration slot: drag {wants}, or end your turn.", "want": "a {holds} onto {slot}",
    "decorate_many": "Decorate {n} surrounded slots ({groups}), or end your turn.",
    "on_one": "a {holds} on {slots}", "on_many": "{holds}s on {slots}",
    "not_decorating": "A {what} can only be placed right after a portrait surrounds its slot.",
    "none_surrounded": "No {what} slot was surrounded this turn.",
    "solo": "Solo against Abuela", "players": "{n} players", "players_goals": "{n} players \u00b7 Common Goals",
    "round": "Round {rnd} of {turns}", "final": "Final", "your_turn": "your turn", "turn_of": "{name}'s turn",
    "ofrenda_of": "{name}'s ofrenda", "hand": "Hand: {n:portrait}",
    "enlarged": "{tag} \u00b7 {points} points so far \u00b7 {played} of {turns} turns \u00b7 click anywhere or press Esc to close",
    "face_down": "Face down: dealt at the start, never seen.", "face_up": "Face up: taken from the family board.",
    "tokens_left": "Tokens left: {left} (the top one goes to the next player to reach it, at the end of their turn).",
    "waiting": "{n:marigold} wait on it for whoever takes it.",
    "adjacent": "Adjacent slots: {slots} ({n}).",
    "not_lit_yet": "Not lit yet: checked once {slots} is filled (or at the end).",
    "not_lit_yet_many": "Not lit yet: checked once {slots} are filled (or at the end).",
    "surrounded_by": "Surrounded by slots {slots}.",
    "just_surrounded": "{head} place a {holds} from your storage here now, or the chance is gone.",
    "just_surrounded_head": "You just surrounded it:", "lit": "lit", "not_lit": "not lit yet",
    "may_hold": "When a portrait completes the three, you may place a {holds} here that turn.",
    "marigold_worth": "Holds a marigold: worth {points} now (1 per adjacent lit portrait).",
    "candle_worth": "Holds a candle, {state}: worth {points} now.",
    "deck": "{n:portrait} left face down. New portraits enter the family board from here.",
    "bag": "{n:candle} left in the bag; an empty candle space is refilled at random.",
    "abuela_discarded": "{p:portrait} and {c:candle} discarded by Abuela.", "latest": "Latest: {names}.", "taken": "Taken: {who}.",
    "in_storage": "{n:marigold} in storage", "discarded": "Discarded so far: {names}.",
    # what a drop would do, beside the pointer while dragging (describe_action's sentence, short)
    "drop_golden": "Golden: scores double", "drop_gain": "+1 marigold", "drop_cost": "Costs 1 marigold",
    "drop_slot": "Place in {slot}", "drop_deco": "Place the {holds} in {slot}", "drop_discard": "Discard: +3 marigolds",
    "drop_take_free": "Take it (free)", "drop_take_pay": "Take it: pay {n:marigold}", "drop_take_candle": "Take it: 1 marigold",
}


class _Counting(string.Formatter):
    def format_field(self, value, spec):
        return plural(value, spec) if isinstance(value, int) and spec.isalpha() else super().format_field(value, spec)


def say(key, **values) -> str:
    """The table's sentence ``key`` (a phase: its prompt) filled with ``values``."""
    return _Counting().format(SAY[key], **values)


def decorate_prompt(wants) -> str:
    """The prompt while decorating: ``wants`` the (holds, slot) pairs the player may decorate now
    (one: the slot named in full; several: counted, the slots grouped by what they hold)."""
    if len(wants) == 1:
        holds, slot = wants[0]
        return say("decorate_wants", wants=say("want", holds=holds, slot=slot))
    groups = {}
    for holds, slot in wants:
        groups.setdefault(holds, []).append(slot)
    told = [say("on_one" if len(slots) == 1 else "on_many", holds=holds, slots=", ".join(slots))
            for holds, slots in groups.items()]
    return say("decorate_many", n=len(wants), groups="; ".join(told))


def opponent_lines(fmt: Plain, tag: str, b, turns: int) -> list[str]:
    """An opponent's summary: who plays the seat (``tag``), turns played, points, storage, hand."""
    s, known = b.score, b.known_hand
    return [f"{tag} \u00b7 {b.turns} of {turns} turns played.",
            f"Lit portraits: {s.lit_portraits} \u00b7 points so far: {fmt.bold(str(s.total))}"
            + (f" (goal tokens {s.goals})" if s.goals else "") + ".",
            f"Storage: {plural(b.marigolds, 'marigold')}, {plural(len(b.candles), 'candle')}.",
            f"Hand: {plural(b.hand_size, 'portrait')}"
            + (f", of which {', '.join(fmt.name(c) for c in known)} taken from the family board" if known else "") + "."]


def portrait_cost(fmt: Plain, cost: int, gain: int) -> str:
    """What taking the portrait of space ``cost`` costs (and gains) now."""
    c = (f"{fmt.tone(fmt.bold('Free'), 'good')}: it is the portrait furthest from the deck" if cost == 0 else
         fmt.bold(f"Costs {plural(cost, 'marigold')}") + " (one on each portrait you skip)")
    return c + (f"; gain the {plural(gain, 'marigold')} on it." if gain else ".")


def slot_lit_worth(fmt: Plain, points: int, golden: bool) -> str:
    return (f"{fmt.tone(fmt.bold('Lit'), 'gold')} \u2014 worth {fmt.bold(str(points))} point{'s' if points != 1 else ''}"
            f" now (2 per adjacent lit portrait, 1 per unlit{', doubled here' if golden else ''}).")


def deco_around(fmt: Plain, around) -> str:
    """What lies round a decoration slot: (slot, card or ``None``, lit) each."""
    return "; ".join(f"{s}: {fmt.name(c)}{' (lit)' if lit else ''}" if c else f"{s}: empty" for s, c, lit in around) + "."


def last_rolls(fmt: Plain, rolls) -> str:
    then = f", then {fmt.bold(str(rolls[1]))} for the candle" if len(rolls) > 1 else ""
    return f"Her last roll: {fmt.bold(str(rolls[0]))}{then}."


def abuela_summary(fmt: Plain, space: int, card: str | None, candle_space: int | None, took: bool) -> str:
    """What Abuela did on her last turn (a second line when she rolled for a candle too)."""
    text = f"Space {space + 1}: " + (fmt.name(card) if card else "nothing")
    if candle_space is not None:
        text += f"\n{'and the' if took else 'no'} candle above space {candle_space + 1}"
    return text


# ------------------------------------------------------------------------------ what a move would score

def signed(n: int) -> str:
    return f"+{n}" if n >= 0 else f"\u2212{-n}"


_REASONS = {
    "lights": lambda f, slot, card, pts, golden: f"{f.name(card)} lights in {slot}: {signed(pts)}"
    + (" (golden slot, doubled)" if golden else ""),
    "neighbour": lambda f, slot, card, gain: f"Lit {f.name(card)} in {slot}: {signed(gain)} for its new neighbour",
    "candle_lit": lambda f, deco, candle: f"The candle in {deco} lights: {candle_wish(f, candle)}",
    "decoration": lambda f, deco, marigold, gain: f"{'Marigold' if marigold else 'Candle'} in {deco}: {signed(gain)}",
    "goal": lambda f, goal, value: f"Common Goal token: {signed(value)}",
    "waits": lambda f, slot, empty, met: (f"Lights once {plural(empty, 'empty neighbour')} "
                                          f"{'is' if empty == 1 else 'are'} filled; its wish "
                                          f"{'holds so far' if met else 'is not met yet'}") if empty else
    "Its wish is not met: it stays unlit",
    "candle_waits": lambda f, deco, candle, met: f"Unlit until its wish is met: {candle_wish(f, candle)}"
    + (" (it would be, at the end)" if met else ""),
    "marigold_waits": lambda f, deco: "1 point for each lit portrait around it, none lit yet",
}


def preview_lines(fmt: Plain, preview: Preview, view) -> list[str]:
    """What a placement would score and why (:mod:`game.rules.ofrenda.preview`), a line each."""
    lines = [f"{signed(preview.points)} points now" if preview.points else "No points now"]
    lines += [_REASONS[kind](fmt, *facts) for kind, *facts in preview.reasons]
    if preview.at_end is not None:
        lines.append(f"If the game ended now: {signed(preview.at_end)}")
    return lines


__all__ = [
    "Plain", "objective", "wish", "need", "candle_objective", "candle_wish", "candle_progress", "slot_effect",
    "goal_text", "goal_progress", "event_text", "describe_action", "say", "opponent_lines", "portrait_cost",
    "slot_lit_worth", "deco_around", "last_rolls", "abuela_summary", "score_sheet", "num", "plural", "AUTOMATON",
    "preview_lines", "signed", "decorate_prompt",
]
