"""Die of the Dead in players' words: log lines per viewer, moves, section breakdowns, the score sheet.

The one place these texts live: the table's log and tooltips, the bots' reasons and the command
line all use it. Pure Python. Names of colours, dice, items and squares go through
:class:`Plain`; a scene may subclass it to dress them in colour and icons.
"""
from __future__ import annotations

from game.protocol import Event, ScoreSheet, SheetRow, TierBand, subject, third_person, winners_headline
from game.rules.base import Action
from game.rules.dotd.actions import (
    CITY, CODEC, OFRENDA, PREP_BOARD, SUPPLY, CashTokens, Draft, Land, Move, Open, Pay, Retune, SetFace, Skull,
    TakeToken,
)
from game.rules.dotd.components import ITEMS, PREP, SKULL, DotdData
from game.rules.dotd.scoring import SectionScore
from game.rules.move_words import MoveWords
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


def placing_reason(fmt: Plain, casket: int, colour: str, alike: int, colours: int) -> str:
    """A bot's reason for a setup die: ``colour`` into ``casket``, which held ``alike`` dice of that
    colour and holds ``colours`` colours with it."""
    if colours == 1 and not alike:
        return f"{fmt.casket(casket)} has no die yet: it starts with {article(fmt.colour(colour))} one"
    if not alike:
        return f"{fmt.casket(casket)} has no {fmt.colour(colour)} die yet: it will hold {plural(colours, 'colour')}"
    return f"{fmt.casket(casket)} will hold {plural(alike + 1, f'{fmt.colour(colour)} die', f'{fmt.colour(colour)} dice')}"


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


# how the fields of data/dotd/moves.yaml's sentences are written
MOVES = MoveWords(__name__, CODEC, {
    "casket": lambda fmt, action: fmt.casket(action.casket), "first": lambda fmt, action: fmt.casket(action.first),
    "second": lambda fmt, action: fmt.casket(action.second), "section": lambda fmt, action: fmt.section(action.section),
    "a_token": lambda fmt, action: article(fmt.token(action.token)), "a_colour": lambda fmt, action: article(action.colour)})


def describe_action(fmt: Plain, action: Action, view) -> str:
    """A move in words, for tooltips, suggestions, bots' reasons and the command line."""
    sentence = MOVES.sentence(fmt, action)
    if sentence is not None:
        return sentence
    data = fmt.data
    viewer = getattr(view, "viewer", None)
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
    if isinstance(action, CashTokens):
        steps = dict(data.cash).get(len(action.tokens), 0)
        return f"Discard the {listing(fmt.item(t) for t in action.tokens)} tokens to climb {plural(steps, 'step')}"
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


# ------------------------------------------------------------------------------ the table's sentences
# (scenes/dotd: the prompt bar, the action panel, tooltips, labels and the end screen), each a small
# function of its blanks: ``name`` is a player's name as shown, ``you`` whether it is the seat on screen.
count = lambda n, word, many=None: f"{n} {word if n == 1 else (many or word + 's')}"  # "1 step", "2 dice"
whose = lambda name, you: "Your" if you else possessive(name, False)  # opening a title: "Your", "Rosa's"
PAY_FROM = {CITY: "from the City of the Dead", SUPPLY: "from your supply", PREP_BOARD: "from your preparation board",
            OFRENDA: "(or one of an incomplete section)"}  # in the order the prompt says them
pay_sources = lambda sources: " ".join(words for source, words in PAY_FROM.items() if source in sources)
WAITING = {"open": "is choosing a casket to open", "act": "is acting on the {item} casket",
           "retune": "may change the die with a token", "pay": "is paying for a die", "city": "is choosing a City die",
           "discard": "is discarding a token", "score": "is scoring", "land": "is choosing a square",
           "skull": "is choosing a die for the skull", "face": "is turning a die"}
open_telling = lambda name, you, lid, item: (  # the first beat of a casket opened: its lid dice tipped in, or not
    f"{'You tip' if you else name + ' tips'} {plural(lid, 'lid die', 'lid dice')} into the {item} casket\u2026" if lid
    else f"{'You open' if you else name + ' opens'} the {item} casket\u2026")
waiting_for = lambda name, phase, item: f"{name} {WAITING.get(phase, 'is playing').format(item=item)}\u2026"
draft_prompt = lambda item, starter: (
    f"Draft a die: drag it from the {item} casket to a {item} space or to your preparation board." if starter else
    f"Your action: draft from the {item} casket, move a prepared die, or take a token.")
act_how = lambda moves, marigold: ("Drag a die to draft or to move it" + (" (marigold token)" if marigold else "")
                                   if moves else "Drag a die from the casket to draft it") + "; or:"
climbed_line = lambda score, face, laps: f"{plural(score, 'step')} climbed" + (
    f" (the die shows {min(face, 6)}: {laps} past the top)" if face > 1 else "") + "."
city_line = lambda n, solo: (
    f"{plural(n, 'die')} left: each round spends one (a move, or a pass). When the City is empty, that round is the "
    "last." if solo else f"{plural(n, 'power die', 'power dice')} left. The Round Starter pays for a draft with one "
    "of them (any colour); a marigold token brings one into your supply.")
cell_may_hold = lambda items: ("A die from the " + " or the ".join(items) + " casket may go here."
                               + (" A corner counts in both sections." if len(items) > 1 else ""))
scored_sections = lambda sections, full_stop=False: (  # sections: (item, steps) of those scored
    "Scored: " + ", ".join(f"{item} +{steps}" for item, steps in sections) if sections else "No section scored yet"
) + ("." if full_stop else "")
solo_end_line = lambda step, face, round_, city_ran_out: (
    f"The scoring die stands on step {step}" + (f", lap {face}" if face > 1 else "")
    + f"; the City of the Dead ran out in round {round_}." if city_ran_out else
    f"The scoring die stands on step {step}; the ofrenda was complete in round {round_}.")
end_board_label = lambda name, you, score, multi: (  # over a finished ofrenda (solo: the steps alone)
    f"{'You' if you else name} \u00b7 {count(score, 'step')}" if multi else f"{count(score, 'step')} climbed")
# the prompt bar and the action panel
casket_rolled = "The {} casket is rolled\u2026".format
swap_prompt = lambda chosen: "Candle token: click two caskets to swap them" + (" (one chosen)." if chosen else ".")
pay_prompt = lambda sources: f"Pay for your die: drag a die {pay_sources(sources)} onto a closed casket."
pay_panel = lambda sources: f"Drag a die {pay_sources(sources)} onto a closed casket's lid."
boards_shown = lambda name, you: f"{whose(name, you)} boards. Click anywhere or press Esc to return to yours."
landing_prompt = "Your scoring die reaches step {}: click the square it lands on.".format
landing_refusal = "Your scoring die lands on step {}: choose one of its squares.".format
waiting_for_placements = lambda names: "Waiting for " + ", ".join(names) + " to place dice\u2026"
placed_so_far = "You have placed {} of {} dice.".format
placed_by = "{}: {} of {}.".format
turn_of = "{}'s turn".format
setup_title = "Setup \u00b7 {} of {} placed".format
open_title = "Round {} \u00b7 you open a casket".format
act_title = lambda item: f"{cap(item)} casket \u00b7 your action"
retune_line = "A token may turn the {} to another value:".format
hand_full_line = "You hold {} tokens: discard one to take the new one (it may be of the same kind).".format
scoring_line = lambda pending: ("Score each completed section. " if pending else "") + (
    "Three different tokens climb a step, four climb two: mark them in your hand.")
step_title = "Step {}".format
take_token_label = lambda item: f"Take {article(item)} token"
discard_label = "Discard {}".format
score_label = lambda plural_item, steps: f"Score {plural_item.lower()} +{steps}"
cash_label = lambda steps: "Cash in" + (f" +{steps}" if steps is not None else "")
keep_label = lambda face: f"Keep the {face}" if face is not None else "Keep its value"
button_refusal = "{}: {}".format  # a greyed button's tooltip: what it is, and why not
cash_tip = lambda reason: f"Discard tokens for steps: {reason}" if reason else "Discard the marked tokens for steps"
cash_refusal = lambda kinds: ("Three tokens of different kinds climb a step, four climb two: you hold "
                              f"{plural(kinds, 'kind')}.")
token_refusal = lambda item: f"{cap(item)} tokens are played on a die you have just drafted."
# the boards' labels
starts = lambda name, you: "You start" if you else f"{name} starts"
your_steps = lambda score: f"You: {count(score, 'step')}"
city_pill = lambda n: f"City: {count(n, 'die', 'dice')} left"
solo_title = lambda score: f"Solo \u00b7 {count(score, 'step')}"
city_dice_left = lambda n: f"City of the Dead: {count(n, 'die', 'dice')} left"
tokens_on_boards = "Tokens on the boards: {}".format
sheet_title = lambda name, you, board: f"{whose(name, you)} ofrenda \u00b7 board {board}"
steps_climbed = "Steps climbed: {}".format
on_step = lambda step, face: f"on step {step}" + (f", lap {face}" if face > 1 else "")
placed_count = "placed {}/{}".format
inside_count = "{} inside".format
supply_caption = "Your supply \u00b7 {}".format
tokens_caption = "Your tokens \u00b7 {} of {}".format
into_casket = "Into {}".format
onto_lid = "Onto the lid of {}".format
to_place = "To {}".format
move_to = lambda where, marigold: f"Move it to {where}" + (" (marigold token)" if marigold else "")
cash_card_title = lambda name, you: f"{whose(name, you)} tokens for steps"
section_card_title = lambda name, you, plural_item: f"{whose(name, you)} {plural_item.lower()} section"
capped_line = "{} steps met: capped at {}".format
skull_as = "as {}".format  # under a skull on a scoring card: the value it counted as
requirement_gain = lambda steps, times, per_urn: (
    f"+{steps * times}" if times > 0 else f"(+{steps}{' each' if per_urn else ''})")
# tooltips
open_die_line = lambda item: (f"In the open {item} casket: drag it to a {item} space of your ofrenda or to your "
                              "preparation board to draft it (then pay).")
lid_die_line = "On the lid of {}: it goes in, and is rolled, when that casket opens.".format
city_die_line = lambda solo: "In the City of the Dead." + (
    " Each round spends one: when it is empty the game ends." if solo else " The Round Starter pays with these.")
tokens_left_on_board = lambda n, item: f"{plural(n, item + ' token')} left on its board."
standing_here = lambda names: "Here: " + ", ".join(names) + "."
square_title = lambda step, kind: f"Step {step} \u00b7 " + {
    "skull": "Skull square", "face": "Any-face square", "blank": "Blank square"}.get(kind, f"{cap(kind)} token square")
scoring_die_title = lambda name, you: f"{whose(name, you)} scoring die"
board_tokens_line = lambda n, solo: f"{plural(n, 'token')} left on the board." + (
    " A token played solo leaves the game." if solo else "")
board_casket_note = "The casket standing here is the {0} casket: its dice go to your {0} section.".format
token_board_title = "The {} token board".format
open_casket_line = lambda dice: "Open this round: " + (", ".join(dice) or "empty") + "."
inside_line = lambda dice: f"Inside: {', '.join(dice) or 'nothing'}."
lid_line = lambda dice: f"On the lid: {', '.join(dice) or 'nothing'}."
you_put_here = lambda colours: "You put " + ", ".join(colours) + " here."
casket_note = ("Before the {0} board: its dice go to {0} spaces. The caskets move along after a round with "
               "scoring.").format
casket_title = "The {} casket".format
section_cap_line = lambda cap_: f"At most {plural(cap_, 'step')} a section."
section_scored_line = "Scored: +{}.".format
section_as_it_lies = "As it lies: +{}".format
spaces_filled = "{} of 4 spaces filled.".format
section_title = lambda name, you, plural_item: f"{whose(name, you)} {plural_item.lower()} section"
side_note = "the {} side".format
urn_line = "A {} on this space scores a step when the incense section is scored.".format
urn_wants = "Its urn wants a {}.".format
cell_title = lambda where, die: f"{where}: {die if die is not None else 'empty'}"
prep_title = lambda space, die: f"Preparation space {space + 1}: {die if die is not None else 'empty'}"
supply_line = lambda n: (f"{plural(n, 'die', 'dice')}. You pay for a draft with a die from your supply (the Round "
                         "Starter: from the City of the Dead).")
supply_kind_line = lambda n: f"{plural(n, 'die', 'dice')} of this kind in your supply."
token_space_line = "You may hold {} tokens; you hold {}.".format
token_title = lambda item: f"{cap(item)} token"
solo_marks_line = lambda score, marks: f"{plural(score, 'step')} so far; " + ", ".join(
    f"{title.lower()} at {steps}" for title, steps in marks) + "."
solo_city_line = lambda n: (f"The City of the Dead has {plural(n, 'die', 'dice')} left: the round it runs out is "
                            "the last.")
other_line = lambda score, tokens, supply: (f"{plural(score, 'step')} climbed; {plural(tokens, 'token')} in hand; "
                                            f"{plural(supply, 'die', 'dice')} in supply.")
placing_line = "Placing dice: {} of {} (where is hidden until everyone is done).".format
# the end screen
end_title = "{} \u00b7 round {}".format
rounds_played = "{} rounds".format
sections_scored = "{} of 4 sections scored".format
from_tokens = "{} from tokens".format
scored_plus = "Scored +{}".format
not_completed = "Not completed ({} of 4 spaces).".format
end_section_title = lambda name, plural_item: f"{name}: {plural_item.lower()} section"
end_board_line = lambda score, tokens: f"{plural(score, 'step')} climbed, {plural(tokens, 'token')} held."


from game.rules.dotd.preview_words import preview_lines  # noqa: E402  (the words for a move's preview)

__all__ = ["Plain", "event_text", "describe_action", "breakdown_lines", "requirements_text", "score_sheet", "bands",
           "third_person", "token_effect", "square_effect", "TOKEN_EFFECTS", "SQUARE_EFFECTS", "preview_lines"]
