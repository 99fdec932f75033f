"""Die of the Dead in players' words: log lines per viewer, moves, section breakdowns, the score sheet.

The one place these texts live: the table's log and tooltips, the bots' reasons and the command
line all use it. Pure Python. Names of colours, dice, items and squares go through
:class:`Plain`; a scene may subclass it to dress them in colour and icons.
"""
from __future__ import annotations

from game.protocol import Event, ScoreSheet, SheetRow, TierBand, subject, third_person, winners_headline
from game.rules.base import Action
from game.rules.dotd.actions import (
    CITY, OFRENDA, PREP_BOARD, SUPPLY, Ascend, CashTokens, CityDie, Discard, Draft, FinishScoring, KeepFace, Land,
    Move, Open, Pass, Pay, Place, Retune, ScoreSection, SetFace, Skull, Swap, TakeToken,
)
from game.rules.dotd.components import ITEMS, PREP, SKULL, DotdData
from game.rules.dotd.scoring import SectionScore
from game.rules.wording import cap, listing, num, plural

FIRST_BAND = "Still gathering"  # the solo band below the first mark
BAND_VERDICTS = {
    None: "The altar is sparse yet: more sections scored, and the steps will follow.",
    "good": "A good ofrenda: the family will feel welcome.",
    "perfect": "A perfect ofrenda: every candle, marigold, loaf and wisp of incense in its place.",
}
TOKEN_EFFECTS = {
    "candle": "At the start of your turn (the Round Starter: before opening), two caskets change places, with the "
              "dice on their lids.",
    "marigold": "As Round Starter, move a die from your preparation board to your ofrenda instead of drafting; "
                "if the City of the Dead still has dice, one of them joins your supply.",
    "bread": "When you draft a normal die, turn it to another value shown by a die in the casket (skulls do not "
             "count).",
    "incense": "When you draft a normal die, turn it one up or one down (1 does not become 6, nor 6 become 1).",
}
SOLO_TOKEN_EFFECTS = {
    "marigold": "Move a die from your preparation board to your ofrenda as your action, free (no City die is "
                "spent).",
}
SQUARE_EFFECTS = {
    "skull": "Turn one of your power dice (preparation board or ofrenda) to its skull: wild when its section "
             "is scored.",
    "face": "Turn one normal die on your preparation board to any value.",
    "blank": "Nothing.",
}
SOLO_SQUARE_EFFECTS = {"skull": "Nothing, solo (there are no power dice)."}
END_REASONS = {
    "city": "The City of the Dead is empty",
    "ofrenda": "An ofrenda is complete",
    "sections": "An ofrenda has three sections complete",
}


class Plain:
    """Names in plain text; a scene subclasses it to add colour, bold or icons."""

    def __init__(self, data: DotdData):
        self.data = data

    def colour(self, colour: int | str) -> str:
        return colour if isinstance(colour, str) else self.data.colours[colour]

    def value(self, face: int) -> str:
        return "skull" if face == SKULL else str(face)

    def die(self, colour: int | str, power: bool, face: int | None = None) -> str:
        """"red 5", "red power 2", "red skull"; without a face, "red die" / "red power die"."""
        c = self.colour(colour)
        if face is None:
            return f"{c} {'power die' if power else 'die'}"
        if face == SKULL:
            return f"{c} skull"
        return f"{c} {'power ' if power else ''}{face}"

    def die_id(self, die: int, face: int | None = None) -> str:
        d = self.data
        return self.die(die // d.dice_per_colour, die % d.dice_per_colour < d.power_per_colour, face)

    def item(self, item: int | str) -> str:
        return item if isinstance(item, str) else self.data.items[item]

    def casket(self, pos: int) -> str:
        return f"the {self.item(pos)} casket"

    def token(self, item: int | str) -> str:
        return f"{self.item(item)} token"

    def section(self, item: int | str) -> str:
        return f"{self.item(item)} section"

    def cell(self, cell: int) -> str:
        """An ofrenda cell by the section(s) it belongs to: "the bread section", "the bread and
        marigold corner"."""
        items = self.data.cell_items[cell]
        if len(items) == 2:
            return f"the {self.item(items[0])} and {self.item(items[1])} corner"
        return f"the {self.section(items[0])}"

    def square(self, square: str) -> str:
        if square in ITEMS:
            return f"the {self.token(square)} square"
        return {"skull": "the skull square", "face": "the any-face square", "blank": "the blank square"}[square]

    def requirement(self, item: int, req_id: str) -> str:
        for r in self.data.requirements[item]:
            if r.id == req_id:
                return r.caption
        return req_id


def article(text: str) -> str:
    """``text`` with its indefinite article: "a bread token", "an incense token"."""
    return ("an " if text[:1].lower() in "aeiou" else "a ") + text


def possessive(name: str, you: bool) -> str:
    if you:
        return "your"
    return f"{name}'" if name.endswith("s") else f"{name}'s"


def token_effect(item: str, solo: bool = False) -> str:
    """What a token does, in a sentence (tooltips, the hand)."""
    return (SOLO_TOKEN_EFFECTS.get(item) if solo else None) or TOKEN_EFFECTS[item]


def square_effect(fmt: Plain, square: str, solo: bool = False) -> str:
    """What landing on a square gives, in a sentence."""
    if square in ITEMS:
        return f"Gain {article(fmt.token(square))}, if one is left on its board."
    return (SOLO_SQUARE_EFFECTS.get(square) if solo else None) or SQUARE_EFFECTS[square]


def breakdown_lines(fmt: Plain, result: SectionScore) -> list[str]:
    """A scored section's lines for a display: each requirement met with its steps, then the
    total (capped), and the values the skulls counted as."""
    data = fmt.data
    lines = []
    for m in result.met:
        times = f" \u00d7{m.times}" if m.times > 1 else ""
        lines.append(f"{m.caption}{times}: +{m.steps}")
    if not lines:
        lines.append("No requirement met: +0")
    if result.raw > result.steps:
        lines.append(f"Capped at {data.cap} steps")
    for pos in result.wild:
        lines.append(f"The skull counts as {result.values[pos]}")
    return lines


def requirements_text(fmt: Plain, item: int) -> list[str]:
    """What a section rewards, one line per requirement ("Total of exactly 16: 2 steps")."""
    out = []
    for r in fmt.data.requirements[item]:
        each = " each" if r.per_urn else ""
        out.append(f"{r.caption}: {plural(r.steps, 'step')}{each}")
    return out


def event_text(fmt: Plain, event: Event, viewer: int | None, names) -> str:
    """One log line for ``viewer`` ("You draft the red 5...", "Rosa drafts the red 5...")."""
    k, d = event.kind, event.data
    names = tuple(names)
    data = fmt.data

    def subj(seat: int) -> tuple[str, bool]:
        return subject(seat, viewer, names)

    def line(seat: int, verb: str, third: str | None, rest: str) -> str:
        name, you = subj(seat)
        return f"{name} {verb if you else (third or verb + 's')} {rest}".rstrip() + "."

    def your(seat: int) -> str:
        """The possessive after the subject: "your" / "their"."""
        return "your" if subj(seat)[1] else "their"

    def whose(seat: int) -> str:
        """The possessive opening a sentence: "Your" / "Rosa's"."""
        name, you = subj(seat)
        return cap(possessive(name, you))

    if k == "setup":
        n, solo = d
        return "A solo game begins." if solo else f"A game for {num(n)} players begins."
    if k == "place":
        seat, casket, colour = d
        return line(seat, "place", None, f"{article(fmt.colour(colour))} die in {fmt.casket(casket)}")
    if k == "place_hidden":
        seat, count = d
        return line(seat, "place", None, f"a die in a casket ({count} of 4)")
    if k == "reveal":
        if len(names) <= 1:
            return "The caskets are set up."
        parts = []
        for seat, placed in enumerate(d):
            what = ", ".join(f"{fmt.colour(c)} in {fmt.item(k2)}" for k2, c in placed)
            parts.append(f"{subj(seat)[0]}: {what}")
        return "The caskets' dice are revealed. " + "; ".join(parts) + "."
    if k == "start_roll":
        attempt, rolls = d
        text = ", ".join(f"{subj(s)[0]} {a}+{b}" for s, a, b in rolls)
        return ("Rolling for the start player: " if attempt == 0 else "A tie: rolling again: ") + text + "."
    if k == "start_player":
        name, you = subj(d[0])
        return "You rolled highest: you are the Round Starter." if you else \
            f"{name} rolled highest and is the Round Starter."
    if k == "round":
        rnd, rs = d
        if len(names) <= 1:
            return f"Round {rnd}."
        name, you = subj(rs)
        return f"Round {rnd}: {'you are' if you else name + ' is'} the Round Starter."
    if k == "swap":
        seat, a, b = d
        return line(seat, "play", None, f"a candle token: {fmt.casket(a)} and {fmt.casket(b)} change places")
    if k == "open":
        seat, casket, lid, dice = d
        shown = ", ".join(fmt.die_id(x, f) for x, f in dice) or "nothing"
        tipped = f"tip {plural(lid, 'lid die', 'lid dice')} into {fmt.casket(casket)} and " if lid else ""
        name, you = subj(seat)
        verb = (f"{tipped}open" if you else f"{tipped.replace('tip ', 'tips ', 1)}opens") if tipped else \
            ("open" if you else "opens")
        target = "it" if tipped else fmt.casket(casket)
        return f"{name} {verb} {target}: {shown}."
    if k == "draft":
        seat, die, face, board, spot = d
        where = f"{your(seat)} preparation board" if board == PREP_BOARD else f"{your(seat)} {fmt.cell(spot)[4:]}"
        return line(seat, "draft", None, f"the {fmt.die_id(die, face)} to {where}")
    if k == "complete":
        seat, item = d
        return f"{whose(seat)} {fmt.section(item)} is complete."
    if k == "retune":
        seat, die, item, old, new = d
        return line(seat, "play", None, f"{article(fmt.token(item))}: the {fmt.die_id(die, old)} becomes {article(str(new))}")
    if k == "pay":
        seat, die, src, spot, casket = d
        where = {CITY: " from the City of the Dead", SUPPLY: " from " + your(seat) + " supply",
                 PREP_BOARD: " from " + your(seat) + " preparation board",
                 OFRENDA: " from " + your(seat) + " ofrenda"}[src]
        what = fmt.die_id(die) if src in (CITY, SUPPLY) else fmt.die_id(die, None)
        return line(seat, "pay", None, f"with {article(what)}{where}, onto the lid of {fmt.casket(casket)}")
    if k == "move":
        seat, die, face, space, cell, marigold = d
        how = "play a marigold token and move" if marigold else "move"
        name, you = subj(seat)
        verb = how if you else how.replace("play", "plays").replace("move", "moves")
        return (f"{name} {verb} the {fmt.die_id(die, face)} from {your(seat)} preparation board to "
                f"{your(seat)} {fmt.cell(cell)[4:]}.")
    if k == "city_gain":
        seat, die = d
        return line(seat, "take", None, f"{article(fmt.die_id(die))} from the City of the Dead into {your(seat)} supply")
    if k == "city_spend":
        seat, die = d
        return f"{cap(article(fmt.die_id(die)))} leaves the City of the Dead."
    if k == "token":
        seat, item, why = d
        return line(seat, "take" if why == "take" else "gain", None, article(fmt.token(item)))
    if k == "discard":
        seat, item = d
        return line(seat, "discard", None, article(fmt.token(item)))
    if k == "ascend":
        seat, steps = d
        return line(seat, "find", None, f"nothing to take and {'ascend' if subj(seat)[1] else 'ascends'} "
                                        f"{plural(steps, 'step')}")
    if k == "pass":
        return line(d[0], "can", "can", "do nothing this turn")
    if k == "score":
        seat, item, steps, raw, values, met = d
        why = "; ".join(fmt.requirement(item, rid)[:1].lower() + fmt.requirement(item, rid)[1:]
                        + (f" \u00d7{t}" if t > 1 else "") for rid, t in met)
        capped = f" (capped from {raw})" if raw > steps else ""
        return (f"{whose(seat)} {fmt.section(item)} scores {plural(steps, 'step')}{capped}"
                + (f": {why}." if why else "."))
    if k == "cash":
        seat, items, steps = d
        return line(seat, "discard", None, f"the {listing(fmt.item(i) for i in items)} tokens to climb "
                                           f"{plural(steps, 'step')}")
    if k == "finish_scoring":
        return line(d[0], "keep", None, f"{your(d[0])} tokens")
    if k == "climb":
        seat, steps, old, new = d
        face, step = data.landing(new)
        old_face = data.landing(old)[0]
        pip = f", past the top: the scoring die turns to {min(face, 6)}" if face > old_face else ""
        return line(seat, "climb", None, f"{plural(steps, 'step')} to step {step}{pip}")
    if k == "land":
        seat, step, square, sq = d
        return line(seat, "land", None, f"on {fmt.square(sq)} of step {step}")
    if k == "skull":
        seat, die, board, spot, old = d
        return line(seat, "turn", None, f"the {fmt.die_id(die, old)} to its skull: it is wild now")
    if k == "set_face":
        seat, die, space, old, new = d
        return line(seat, "turn", None, f"the {fmt.die_id(die, old)} on {your(seat)} preparation board to {new}")
    if k == "rotate":
        why = "" if d[1] else " (the Round Starter could do nothing)"
        return f"The caskets move one place along{why}."
    if k == "game_over":
        reason, _scores = d
        return f"{END_REASONS.get(reason, 'The game ends')}: the game is over."
    return k


def describe_action(fmt: Plain, action: Action, view) -> str:
    """A move in words, for tooltips, suggestions, bots' reasons and the command line."""
    data = fmt.data
    viewer = getattr(view, "viewer", None)
    if isinstance(action, Place):
        return f"Put {article(action.colour)} die in {fmt.casket(action.casket)}"
    if isinstance(action, Swap):
        return f"Play a candle token: swap {fmt.casket(action.first)} and {fmt.casket(action.second)}"
    if isinstance(action, Open):
        text = f"Open {fmt.casket(action.casket)}"
        caskets = getattr(view, "caskets", None)
        if caskets:
            c = caskets[action.casket]
            text += f" ({len(c.inside)} inside, {len(c.lid)} on the lid)"
        return text
    if isinstance(action, Draft):
        where = "your preparation board" if action.cell == PREP else "your " + fmt.cell(action.cell)[4:]
        return f"Draft the {fmt.die(action.colour, action.power, action.face)} to {where}"
    if isinstance(action, Retune):
        how = "another value in the casket" if action.token == "bread" else "one up or down"
        return f"Play {article(fmt.token(action.token))} ({how}): the drafted die becomes {article(str(action.face))}"
    if isinstance(action, KeepFace):
        return "Keep the drafted die's value"
    if isinstance(action, Pay):
        if action.source == CITY:
            what = f"{article(fmt.die(action.colour, action.power))} from the City of the Dead"
        elif action.source == SUPPLY:
            what = f"{article(fmt.die(action.colour, action.power))} from your supply"
        elif action.source == PREP_BOARD:
            what = _board_die(fmt, view, viewer, PREP_BOARD, action.spot, "from your preparation board")
        else:
            what = _board_die(fmt, view, viewer, OFRENDA, action.spot, f"from your {fmt.cell(action.spot)[4:]}")
        return f"Pay with {what} onto the lid of {fmt.casket(action.casket)}"
    if isinstance(action, Move):
        what = _board_die(fmt, view, viewer, PREP_BOARD, action.space, "from your preparation board")
        text = f"Move {what} to your {fmt.cell(action.cell)[4:]}"
        return ("Play a marigold token: " + text[0].lower() + text[1:]) if action.marigold else text
    if isinstance(action, TakeToken):
        item = getattr(view, "open_casket", -1)
        return f"Take {article(fmt.token(item))}" if item is not None and item >= 0 else "Take a token"
    if isinstance(action, Discard):
        return f"Discard {article(fmt.token(action.token))}"
    if isinstance(action, Ascend):
        return "Nothing to take: ascend one step (no bonus)"
    if isinstance(action, Pass):
        return "Pass: nothing can be done"
    if isinstance(action, CityDie):
        return f"The {action.colour} die from the City of the Dead"
    if isinstance(action, ScoreSection):
        return f"Score your {fmt.section(action.section)}"
    if isinstance(action, CashTokens):
        steps = dict(data.cash).get(len(action.tokens), 0)
        return f"Discard the {listing(fmt.item(t) for t in action.tokens)} tokens to climb {plural(steps, 'step')}"
    if isinstance(action, FinishScoring):
        return "Finish scoring and keep your tokens"
    if isinstance(action, Land):
        step = getattr(view, "landing", 0)
        if 1 <= step <= len(data.steps) and 0 <= action.square < 4:
            return f"Land on {fmt.square(data.steps[step - 1][action.square])}"
        return f"Land on square {action.square + 1}"
    if isinstance(action, Skull):
        where = "on your preparation board" if action.board == PREP_BOARD else f"in your {fmt.cell(action.spot)[4:]}"
        what = _board_die(fmt, view, viewer, action.board, action.spot, where)
        return f"Turn {what} to its skull"
    if isinstance(action, SetFace):
        what = _board_die(fmt, view, viewer, PREP_BOARD, action.space, "on your preparation board")
        return f"Turn {what} to {action.face}"
    return str(action)


def _board_die(fmt: Plain, view, viewer, board: str, spot: int, where: str) -> str:
    """"the red 5 from your preparation board" when the view shows the die, else "the die ..."."""
    players = getattr(view, "players", None)
    if players is not None and viewer is not None and 0 <= viewer < len(players):
        places = players[viewer].prep if board == PREP_BOARD else players[viewer].ofrenda
        if 0 <= spot < len(places) and places[spot] is not None:
            die = places[spot]
            return f"the {fmt.die(die.colour, die.power, die.face)} {where}"
    return f"the die {where}"


# ------------------------------------------------------------------------------ the score sheet
def bands(data: DotdData) -> list[tuple[int, int | None, str, str | None]]:
    """The solo bands: (low, high, title, mark id), the lowest first."""
    marks = list(data.marks)
    out = [(0, marks[0].steps - 1, FIRST_BAND, None)]
    for i, m in enumerate(marks):
        high = marks[i + 1].steps - 1 if i + 1 < len(marks) else None
        out.append((m.steps, high, m.title, m.id))
    return out


def score_sheet(state) -> ScoreSheet:
    """Rows per seat: steps per section, from tokens and from ascending, the total, and the tokens
    held (the tie-break). Solo: the bands of the good and perfect marks."""
    data = state.data
    names = tuple(s.name for s in state.setup.seats)
    out = state.outcome()
    n = state.n
    rows = []
    for i in range(4):
        rows.append(SheetRow(f"{data.item_plurals[i]} section",
                             tuple(state.earned[s][i] for s in range(n)),
                             detail=tuple("scored" if state.scored[s][i] >= 0 else "not completed" for s in range(n)),
                             icon=f"dotd/icon_{ITEMS[i]}.png"))
    rows.append(SheetRow("Tokens for steps", tuple(state.earned[s][4] for s in range(n))))
    if not state.solo:
        rows.append(SheetRow("Ascending", tuple(state.earned[s][5] for s in range(n))))
    rows.append(SheetRow("Steps climbed", tuple(state.score), total=True))
    if state.solo:
        score = state.score[0]
        mark = data.mark(score)
        tiers = tuple(TierBand(lo, hi, title, BAND_VERDICTS.get(mid, ""), (mark.id if mark else None) == mid)
                      for lo, hi, title, mid in bands(data))
        title = mark.title if mark else FIRST_BAND
        return ScoreSheet(names, tuple(rows), out, headline=f"{score} step{'s' if score != 1 else ''} climbed: {title}",
                          verdict=BAND_VERDICTS.get(mark.id if mark else None, ""), tiers=tiers)
    rows.append(SheetRow("Tokens held", tuple(state.tokens_held(s) for s in range(n)), tiebreak=True))
    notes = []
    if out.tiebreak == "most tokens":
        notes.append("Tied on steps: broken by the most tokens held.")
    elif out.tiebreak == "shared":
        notes.append("Tied on steps and tokens: the win is shared.")
    return ScoreSheet(names, tuple(rows), out, headline=winners_headline(names, out.winners),
                      verdict="The most steps climbed wins; ties go to the most tokens held.", notes=tuple(notes))


__all__ = ["Plain", "event_text", "describe_action", "breakdown_lines", "requirements_text", "score_sheet", "bands",
           "third_person", "token_effect", "square_effect", "TOKEN_EFFECTS", "SQUARE_EFFECTS"]
