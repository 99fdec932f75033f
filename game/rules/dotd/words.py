"""Die of the Dead in players' words: log lines per viewer, moves, section breakdowns, the score sheet.

The one place these texts are chosen: the table's log and tooltips, the bots' reasons and the command
line all use it. Each sentence is a message of the game's catalogue
(``game/rules/dotd/locales/<lang>/dotd.ftl``), said in the reader's language when it is asked for;
this module picks the message and its arguments. Names of colours, dice, items and squares go through
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
from game.rules.move_words import MoveWords, placeholder_names
from game.rules.wording import cap, listing, num, plural  # noqa: F401  (the scenes' and tests' helpers)
from game.text import Msg, say


def msg(msg_id: str, **args) -> Msg:
    """The game's message ``msg_id`` (a ``dotd-`` id) with its arguments."""
    return Msg(msg_id, **args)


def s(msg_id: str, **args) -> str:
    """The game's message ``msg_id`` (a ``dotd-`` id), said in the current language."""
    return say(Msg(msg_id, **args))


def yes(flag) -> str:
    return "yes" if flag else "no"


def _said_list(parts) -> str:
    """``a``, ``a and b``, ``a, b and c`` in the current language."""
    return say(Msg("dotd-list", items=tuple(str(p) for p in parts))) if parts else s("dotd-nothing")


class _Said(dict):
    """A constant table of sentences (key -> message id), each said in the current language when read."""

    def __getitem__(self, key):
        return s(dict.__getitem__(self, key))

    def get(self, key, default=None):
        return self[key] if key in self else default

    def values(self):
        return [self[k] for k in self]

    def items(self):
        return [(k, self[k]) for k in self]


def first_band() -> str:
    """The solo band below the first mark."""
    return s("dotd-band-first")


BAND_VERDICTS = _Said({None: "dotd-verdict-none", "good": "dotd-verdict-good", "perfect": "dotd-verdict-perfect"})
TOKEN_EFFECTS = _Said({"candle": "dotd-token-effect-candle", "marigold": "dotd-token-effect-marigold",
                       "bread": "dotd-token-effect-bread", "incense": "dotd-token-effect-incense"})
SOLO_TOKEN_EFFECTS = _Said({"marigold": "dotd-solo-token-effect-marigold"})
SQUARE_EFFECTS = _Said({"skull": "dotd-square-effect-skull", "face": "dotd-square-effect-face",
                        "blank": "dotd-square-effect-blank"})
SOLO_SQUARE_EFFECTS = _Said({"skull": "dotd-solo-square-effect-skull"})
END_REASONS = _Said({"city": "dotd-end-reason-city", "ofrenda": "dotd-end-reason-ofrenda",
                     "sections": "dotd-end-reason-sections"})


def __getattr__(name: str):
    if name == "FIRST_BAND":
        return first_band()
    raise AttributeError(name)


class Plain:
    """Names in plain text; a scene subclasses it to add colour, bold or icons."""

    def __init__(self, data: DotdData):
        self.data = data

    def colour_id(self, colour: int | str) -> str:
        return colour if isinstance(colour, str) else self.data.colours[colour]

    def colour(self, colour: int | str) -> str:
        cid = self.colour_id(colour)
        return s(f"dotd-colour-{cid}") if cid in self.data.colours else cid

    def value(self, face: int) -> str:
        return s("dotd-value-skull") if face == SKULL else str(face)

    def die(self, colour: int | str, power: bool, face: int | None = None) -> str:
        """"red 5", "red power 2", "red skull"; without a face, "red die" / "red power die"."""
        c = self.colour(colour)
        if face is None:
            return s("dotd-die", colour=c, power=yes(power))
        if face == SKULL:
            return s("dotd-die-skull", colour=c)
        return s("dotd-die-face", colour=c, power=yes(power), face=str(face))

    def die_id(self, die: int, face: int | None = None) -> str:
        d = self.data
        return self.die(die // d.dice_per_colour, die % d.dice_per_colour < d.power_per_colour, face)

    def item_id(self, item: int | str) -> str:
        return item if isinstance(item, str) else self.data.items[item]

    def item(self, item: int | str) -> str:
        iid = self.item_id(item)
        return s(f"dotd-item-{iid}") if iid in ITEMS else iid

    def item_plural(self, item: int | str) -> str:
        """"Candles", "Bread" (a section's title)."""
        return s(f"dotd-item-{self.item_id(item)}-plural")

    def casket(self, pos: int) -> str:
        return s(f"dotd-casket-{self.item_id(pos)}")

    def token(self, item: int | str) -> str:
        return s(f"dotd-token-{self.item_id(item)}")

    def a_token(self, item: int | str) -> str:
        """"a candle token", "an incense token"."""
        return s(f"dotd-a-token-{self.item_id(item)}")

    def section(self, item: int | str) -> str:
        return s(f"dotd-section-{self.item_id(item)}")

    def cell_bare(self, cell: int) -> str:
        """An ofrenda cell without its article: "bread section", "bread and marigold corner"."""
        items = self.data.cell_items[cell]
        if len(items) == 2:
            return s("dotd-corner", first=self.item(items[0]), second=self.item(items[1]))
        return self.section(items[0])

    def cell(self, cell: int) -> str:
        """An ofrenda cell by the section(s) it belongs to: "the bread section", "the bread and
        marigold corner"."""
        return s("dotd-the-cell", cell=self.cell_bare(cell))

    def your_cell(self, cell: int) -> str:
        """"your bread section"."""
        return s("dotd-your-cell", cell=self.cell_bare(cell))

    def square(self, square: str) -> str:
        if square in ITEMS:
            return s("dotd-square-token", token=self.token(square))
        return s(f"dotd-square-{square}")

    def requirement(self, item: int, req_id: str) -> str:
        for r in self.data.requirements[item]:
            if r.id == req_id:
                return requirement_caption(r)
        return req_id

    def mark_title(self, mark) -> str:
        return s(f"dotd-mark-{mark.id}")


def article(text: str) -> str:
    """``text`` with its English indefinite article: "a bread token", "an incense token"."""
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
        return s("dotd-square-effect-token", token=fmt.a_token(square))
    return (SOLO_SQUARE_EFFECTS.get(square) if solo else None) or SQUARE_EFFECTS[square]


def breakdown_lines(fmt: Plain, result: SectionScore) -> list[str]:
    """A scored section's lines for a display: each requirement met with its steps, then the
    total (capped), and the values the skulls counted as."""
    data = fmt.data
    lines = []
    for mt in result.met:
        lines.append(s("dotd-met-line", caption=requirement_caption(mt.requirement), times=mt.times, steps=mt.steps))
    if not lines:
        lines.append(s("dotd-no-requirement-met"))
    if result.raw > result.steps:
        lines.append(s("dotd-capped-at", n=data.cap))
    for pos in result.wild:
        lines.append(s("dotd-skull-counts-as", value=result.values[pos]))
    return lines


def requirements_text(fmt: Plain, item: int) -> list[str]:
    """What a section rewards, one line per requirement ("Total of exactly 16: 2 steps")."""
    return [s("dotd-requirement-line", caption=requirement_caption(r), steps=msg("dotd-n-steps", n=r.steps), each=yes(r.per_urn))
            for r in fmt.data.requirements[item]]


def placing_reason(fmt: Plain, casket: int, colour: str, alike: int, colours: int) -> Msg:
    """A bot's reason for a setup die: ``colour`` into ``casket``, which held ``alike`` dice of that
    colour and holds ``colours`` colours with it."""
    where = msg(f"dotd-casket-{fmt.item_id(casket)}")
    if colours == 1 and not alike:
        return msg("dotd-reason-place-first", casket=where, colour=msg(f"dotd-colour-{colour}"))
    if not alike:
        return msg("dotd-reason-place-new", casket=where, colour=msg(f"dotd-colour-{colour}"), colours=msg("dotd-n-colours", n=colours))
    return msg("dotd-reason-place-alike", casket=where, dice=msg("dotd-n-colour-dice", n=alike + 1, colour=colour))


def event_text(fmt: Plain, event: Event, viewer: int | None, names) -> str:
    """One log line for ``viewer`` ("You draft the red 5...", "Rosa drafts the red 5...")."""
    k, d = event.kind, event.data
    names = tuple(names)
    data = fmt.data

    def who(seat: int) -> dict:
        name, you = subject(seat, viewer, names)
        return {"name": name, "you": yes(you), "ends": yes(say(name).endswith("s"))}

    def ev(msg_id: str, seat: int, **args) -> str:
        return s(msg_id, **who(seat), **args)

    if k == "setup":
        n, solo = d
        return s("dotd-ev-setup-solo") if solo else s("dotd-ev-setup", players=msg("dotd-num", n=n))
    if k == "place":
        seat, casket, colour = d
        return ev("dotd-ev-place", seat, colour=fmt.colour(colour), casket=fmt.casket(casket))
    if k == "place_hidden":
        seat, count = d
        return ev("dotd-ev-place-hidden", seat, count=count)
    if k == "reveal":
        if len(names) <= 1:
            return s("dotd-ev-reveal-solo")
        parts = []
        for seat, placed in enumerate(d):
            what = ", ".join(s("dotd-placed-in", colour=fmt.colour(c), item=fmt.item(k2)) for k2, c in placed)
            parts.append(s("dotd-seat-part", name=subject(seat, viewer, names)[0], what=what))
        return s("dotd-ev-reveal", parts="; ".join(parts))
    if k == "start_roll":
        attempt, rolls = d
        text = ", ".join(f"{subject(st, viewer, names)[0]} {a}+{b}" for st, a, b in rolls)
        return s("dotd-ev-start-roll", again=yes(attempt != 0), rolls=text)
    if k == "start_player":
        return ev("dotd-ev-start-player", d[0])
    if k == "round":
        rnd, rs = d
        if len(names) <= 1:
            return s("dotd-ev-round-solo", round=rnd)
        return ev("dotd-ev-round", rs, round=rnd)
    if k == "swap":
        seat, a, b = d
        return ev("dotd-ev-swap", seat, first=fmt.casket(a), second=fmt.casket(b))
    if k == "open":
        seat, casket, lid, dice = d
        shown = ", ".join(fmt.die_id(x, f) for x, f in dice) or s("dotd-nothing")
        return ev("dotd-ev-open", seat, lid=lid, dice=msg("dotd-n-lid-dice", n=lid), casket=fmt.casket(casket), shown=shown)
    if k == "draft":
        seat, die, face, board, spot = d
        return ev("dotd-ev-draft", seat, die=fmt.die_id(die, face), prep=yes(board == PREP_BOARD),
                  cell=fmt.cell_bare(spot) if board != PREP_BOARD else "")
    if k == "complete":
        seat, item = d
        return ev("dotd-ev-complete", seat, section=fmt.section(item))
    if k == "retune":
        seat, die, item, old, new = d
        return ev("dotd-ev-retune", seat, token=fmt.a_token(item), die=fmt.die_id(die, old), value=str(new))
    if k == "pay":
        seat, die, src, spot, casket = d
        what = fmt.die_id(die) if src in (CITY, SUPPLY) else fmt.die_id(die, None)
        return ev("dotd-ev-pay", seat, die=what, source=src, casket=fmt.casket(casket))
    if k == "move":
        seat, die, face, space, cell, marigold = d
        return ev("dotd-ev-move", seat, marigold=yes(marigold), die=fmt.die_id(die, face), cell=fmt.cell_bare(cell))
    if k == "city_gain":
        seat, die = d
        return ev("dotd-ev-city-gain", seat, die=fmt.die_id(die))
    if k == "city_spend":
        seat, die = d
        return s("dotd-ev-city-spend", die=fmt.die_id(die))
    if k == "token":
        seat, item, why = d
        return ev("dotd-ev-token", seat, take=yes(why == "take"), token=fmt.a_token(item))
    if k == "discard":
        seat, item = d
        return ev("dotd-ev-discard", seat, token=fmt.a_token(item))
    if k == "ascend":
        seat, steps = d
        return ev("dotd-ev-ascend", seat, steps=msg("dotd-n-steps", n=steps))
    if k == "pass":
        return ev("dotd-ev-pass", d[0])
    if k == "score":
        seat, item, steps, raw, values, met = d
        why = "; ".join(s("dotd-met-why", caption=_lower_first(fmt.requirement(item, rid)), times=t) for rid, t in met)
        return ev("dotd-ev-score", seat, section=fmt.section(item), steps=msg("dotd-n-steps", n=steps), raw=raw,
                  capped=yes(raw > steps), reasons=yes(why), why=why)
    if k == "cash":
        seat, items, steps = d
        return ev("dotd-ev-cash", seat, items=_said_list([fmt.item(i) for i in items]), steps=msg("dotd-n-steps", n=steps))
    if k == "finish_scoring":
        return ev("dotd-ev-finish-scoring", d[0])
    if k == "climb":
        seat, steps, old, new = d
        face, step = data.landing(new)
        old_face = data.landing(old)[0]
        return ev("dotd-ev-climb", seat, steps=msg("dotd-n-steps", n=steps), step=step, past=yes(face > old_face), face=min(face, 6))
    if k == "land":
        seat, step, square, sq = d
        return ev("dotd-ev-land", seat, square=fmt.square(sq), step=step)
    if k == "skull":
        seat, die, board, spot, old = d
        return ev("dotd-ev-skull", seat, die=fmt.die_id(die, old))
    if k == "set_face":
        seat, die, space, old, new = d
        return ev("dotd-ev-set-face", seat, die=fmt.die_id(die, old), value=new)
    if k == "rotate":
        return s("dotd-ev-rotate", stuck=yes(not d[1]))
    if k == "game_over":
        reason, _scores = d
        return s("dotd-ev-game-over", reason=END_REASONS.get(reason) or s("dotd-end-reason-other"))
    return k


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


# how the fields of data/dotd/moves.yaml's sentences are written (the catalogue's dotd-move-<kind>
# says them in the reader's language, with the same fields)
MOVES = MoveWords(__name__, CODEC, {
    "casket": lambda fmt, action: fmt.casket(action.casket), "first": lambda fmt, action: fmt.casket(action.first),
    "second": lambda fmt, action: fmt.casket(action.second), "section": lambda fmt, action: fmt.section(action.section),
    "a_token": lambda fmt, action: fmt.a_token(action.token),
    "a_colour": lambda fmt, action: Plain.colour(fmt, action.colour),
    "colour": lambda fmt, action: Plain.colour(fmt, action.colour)})


def _move_sentence(fmt: Plain, action: Action) -> str | None:
    """``action`` in the words of its data/dotd/moves.yaml sentence (its message), if it has one."""
    template = MOVES.templates.get(action.kind)
    if template is None:
        return None
    values = {name: MOVES.dress[name](fmt, action) if name in MOVES.dress else getattr(action, name)
              for name in placeholder_names(template)}
    return s(f"dotd-move-{action.kind.replace('_', '-')}", **{k: v if isinstance(v, (str, int)) else str(v)
                                                        for k, v in values.items()})


def describe_action(fmt: Plain, action: Action, view) -> str:
    """A move in words, for tooltips, suggestions, bots' reasons and the command line."""
    sentence = _move_sentence(fmt, action)
    if sentence is not None:
        return sentence
    data = fmt.data
    viewer = getattr(view, "viewer", None)
    if isinstance(action, Open):
        caskets = getattr(view, "caskets", None)
        if caskets:
            c = caskets[action.casket]
            return s("dotd-do-open-counted", casket=fmt.casket(action.casket), inside=len(c.inside), lid=len(c.lid))
        return s("dotd-do-open", casket=fmt.casket(action.casket))
    if isinstance(action, Draft):
        return s("dotd-do-draft", die=fmt.die(action.colour, action.power, action.face), prep=yes(action.cell == PREP),
                 cell=fmt.cell_bare(action.cell) if action.cell != PREP else "")
    if isinstance(action, Retune):
        return s("dotd-do-retune", token=fmt.a_token(action.token), bread=yes(action.token == "bread"),
                 value=str(action.face))
    if isinstance(action, Pay):
        if action.source in (CITY, SUPPLY):
            return s("dotd-do-pay", die=fmt.die(action.colour, action.power), source=action.source,
                     casket=fmt.casket(action.casket))
        if action.source == PREP_BOARD:
            what = _board_die(fmt, view, viewer, PREP_BOARD, action.spot, s("dotd-from-your-prep"))
        else:
            what = _board_die(fmt, view, viewer, OFRENDA, action.spot, s("dotd-from-your-cell", cell=fmt.cell_bare(action.spot)))
        return s("dotd-do-pay-board", what=what, casket=fmt.casket(action.casket))
    if isinstance(action, Move):
        what = _board_die(fmt, view, viewer, PREP_BOARD, action.space, s("dotd-from-your-prep"))
        return s("dotd-do-move", what=what, cell=fmt.cell_bare(action.cell), marigold=yes(action.marigold))
    if isinstance(action, TakeToken):
        item = getattr(view, "open_casket", -1)
        return s("dotd-do-take", token=fmt.a_token(item)) if item is not None and item >= 0 else s("dotd-do-take-any")
    if isinstance(action, CashTokens):
        steps = dict(data.cash).get(len(action.tokens), 0)
        return s("dotd-do-cash", items=_said_list([fmt.item(t) for t in action.tokens]), steps=msg("dotd-n-steps", n=steps))
    if isinstance(action, Land):
        step = getattr(view, "landing", 0)
        if 1 <= step <= len(data.steps) and 0 <= action.square < 4:
            return s("dotd-do-land", square=fmt.square(data.steps[step - 1][action.square]))
        return s("dotd-do-land-numbered", square=action.square + 1)
    if isinstance(action, Skull):
        where = s("dotd-on-your-prep") if action.board == PREP_BOARD else s("dotd-in-your-cell", cell=fmt.cell_bare(action.spot))
        what = _board_die(fmt, view, viewer, action.board, action.spot, where)
        return s("dotd-do-skull", what=what)
    if isinstance(action, SetFace):
        what = _board_die(fmt, view, viewer, PREP_BOARD, action.space, s("dotd-on-your-prep"))
        return s("dotd-do-set-face", what=what, value=action.face)
    return str(action)


def _board_die(fmt: Plain, view, viewer, board: str, spot: int, where: str) -> str:
    """"the red 5 from your preparation board" when the view shows the die, else "the die ..."."""
    players = getattr(view, "players", None)
    if players is not None and viewer is not None and 0 <= viewer < len(players):
        places = players[viewer].prep if board == PREP_BOARD else players[viewer].ofrenda
        if 0 <= spot < len(places) and places[spot] is not None:
            die = places[spot]
            return s("dotd-the-die-where", die=fmt.die(die.colour, die.power, die.face), where=where)
    return s("dotd-a-die-where", where=where)


# ------------------------------------------------------------------------------ the score sheet
def bands(data: DotdData) -> list[tuple[int, int | None, str, str | None]]:
    """The solo bands: (low, high, title, mark id), the lowest first."""
    marks = list(data.marks)
    out = [(0, marks[0].steps - 1, first_band(), None)]
    for i, mk in enumerate(marks):
        high = marks[i + 1].steps - 1 if i + 1 < len(marks) else None
        out.append((mk.steps, high, s(f"dotd-mark-{mk.id}"), mk.id))
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
        rows.append(SheetRow(say(Msg("dotd-sheet-section", items=say(Msg(f"dotd-item-{ITEMS[i]}-plural")))),
                             tuple(state.earned[st][i] for st in range(n)),
                             detail=tuple(say(Msg("dotd-sheet-scored")) if state.scored[st][i] >= 0
                                          else say(Msg("dotd-sheet-not-completed")) for st in range(n)),
                             icon=f"dotd/icon_{ITEMS[i]}.png"))
    rows.append(SheetRow(say(Msg("dotd-sheet-tokens-for-steps")), tuple(state.earned[st][4] for st in range(n))))
    if not state.solo:
        rows.append(SheetRow(say(Msg("dotd-sheet-ascending")), tuple(state.earned[st][5] for st in range(n))))
    rows.append(SheetRow(say(Msg("dotd-sheet-steps-climbed")), tuple(state.score), total=True))
    if state.solo:
        score = state.score[0]
        mark = data.mark(score)
        tiers = tuple(TierBand(lo, hi, title, BAND_VERDICTS.get(mid, ""), (mark.id if mark else None) == mid)
                      for lo, hi, title, mid in bands(data))
        title = say(Msg(f"dotd-mark-{mark.id}")) if mark else first_band()
        return ScoreSheet(names, tuple(rows), out, headline=say(Msg("dotd-sheet-headline", n=score, title=title)),
                          verdict=BAND_VERDICTS.get(mark.id if mark else None, ""), tiers=tiers)
    rows.append(SheetRow(say(Msg("dotd-sheet-tokens-held")), tuple(state.tokens_held(st) for st in range(n)),
                         tiebreak=True))
    notes = []
    if out.tiebreak == "most tokens":
        notes.append(say(Msg("dotd-sheet-tie-tokens")))
    elif out.tiebreak == "shared":
        notes.append(say(Msg("dotd-sheet-tie-shared")))
    return ScoreSheet(names, tuple(rows), out, headline=winners_headline(names, out.winners),
                      verdict=say(Msg("dotd-sheet-verdict")), notes=tuple(notes))


# ------------------------------------------------------------------------------ the table's sentences
# (scenes/dotd: the prompt bar, the action panel, tooltips, labels and the end screen), each a small
# function of its blanks: ``name`` is a player's name as shown, ``you`` whether it is the seat on screen.
count = lambda n, word, many=None: f"{n} {word if n == 1 else (many or word + 's')}"  # "1 step", "2 dice"
whose = lambda name, you: "Your" if you else possessive(name, False)  # opening a title: "Your", "Rosa's"
_it = lambda item: s(f"dotd-item-{item}") if item in ITEMS else item  # an item's id in words: "candle"
_whose = lambda name, you: {"name": name, "you": yes(you), "ends": yes(name.endswith("s"))}
item_plural = lambda item: s(f"dotd-item-{item}-plural")  # a section's title: "Candles", "Bread"
mark_title = lambda mark: s(f"dotd-mark-{mark.id}")  # a solo mark's title: "Good"
PAY_ORDER = (CITY, SUPPLY, PREP_BOARD, OFRENDA)  # in the order the prompt says them
pay_sources = lambda sources: " ".join(s(f"dotd-pay-from-{source}") for source in PAY_ORDER if source in sources)
WAITING = ("open", "act", "retune", "pay", "city", "discard", "score", "land", "skull", "face")
open_telling = lambda name, you, lid, item: s("dotd-open-telling", name=name, you=yes(you), lid=lid, dice=msg("dotd-n-lid-dice", n=lid),
                                              item=_it(item))
waiting_for = lambda name, phase, item: s(f"dotd-waiting-{phase if phase in WAITING else 'other'}", name=name, item=_it(item))
draft_prompt = lambda item, starter: s("dotd-draft-prompt", item=_it(item), starter=yes(starter))
act_how = lambda moves, marigold: s("dotd-act-how", moves=yes(moves), marigold=yes(marigold))
climbed_line = lambda score, face, laps: s("dotd-climbed-line", steps=msg("dotd-n-steps", n=score), lapped=yes(face > 1), face=min(face, 6), laps=laps)
city_line = lambda n, solo: s("dotd-city-line-solo", dice=msg("dotd-n-dice", n=n)) if solo else s("dotd-city-line", dice=msg("dotd-n-power-dice", n=n))
cell_may_hold = lambda items: s("dotd-cell-may-hold", corner=yes(len(items) > 1), first=_it(items[0]), second=_it(items[-1]))
scored_sections = lambda sections, full_stop=False: (  # sections: (item, steps) of those scored
    s("dotd-scored-sections", list=", ".join(s("dotd-scored-part", item=_it(item), steps=steps) for item, steps in sections))
    if sections else s("dotd-no-section-scored")) + ("." if full_stop else "")
solo_end_line = lambda step, face, round_, city_ran_out: s(
    "dotd-solo-end-city" if city_ran_out else "dotd-solo-end-ofrenda", step=step, lapped=yes(face > 1), face=face, round=round_)
end_board_label = lambda name, you, score, multi: (  # over a finished ofrenda (solo: the steps alone)
    s("dotd-end-board-label", name=name, you=yes(you), n=score) if multi else s("dotd-end-board-label-solo", n=score))
# the prompt bar and the action panel
casket_rolled = lambda item: s("dotd-casket-rolled", item=_it(item))
swap_prompt = lambda chosen: s("dotd-swap-prompt", chosen=yes(chosen))
pay_prompt = lambda sources: s("dotd-pay-prompt", sources=pay_sources(sources))
pay_panel = lambda sources: s("dotd-pay-panel", sources=pay_sources(sources))
boards_shown = lambda name, you: s("dotd-boards-shown", **_whose(name, you))
landing_prompt = lambda step: s("dotd-landing-prompt", step=step)
landing_refusal = lambda step: s("dotd-landing-refusal", step=step)
waiting_for_placements = lambda names: s("dotd-waiting-for-placements", names=", ".join(names))
placed_so_far = lambda placed, total: s("dotd-placed-so-far", placed=placed, total=total)
placed_by = lambda name, placed, total: s("dotd-placed-by", name=name, placed=placed, total=total)
turn_of = lambda name: s("dotd-turn-of", name=name)
setup_title = lambda placed, total: s("dotd-setup-title", placed=placed, total=total)
open_title = lambda rnd: s("dotd-open-title", round=rnd)
act_title = lambda item: s("dotd-act-title", item=item)
retune_line = lambda die: s("dotd-retune-line", die=die)
hand_full_line = lambda n: s("dotd-hand-full-line", n=n)
scoring_line = lambda pending: s("dotd-scoring-line", pending=yes(pending))
step_title = lambda step: s("dotd-step-title", step=step)
take_token_label = lambda item: s("dotd-take-token-label", item=_it(item))
discard_label = lambda item: s("dotd-discard-label", item=_it(item))
score_label = lambda plural_item, steps: s("dotd-score-label", items=plural_item.lower(), steps=steps)
cash_label = lambda steps: s("dotd-cash-label") if steps is None else s("dotd-cash-label-steps", steps=steps)
keep_label = lambda face: s("dotd-keep-label", face=face) if face is not None else s("dotd-keep-label-value")
button_refusal = lambda what, why: s("dotd-button-refusal", what=what, why=why)  # a greyed button's tooltip
cash_tip = lambda reason: s("dotd-cash-tip", reason=reason) if reason else s("dotd-cash-tip-marked")
cash_refusal = lambda kinds: s("dotd-cash-refusal", kinds=msg("dotd-n-kinds", n=kinds))
token_refusal = lambda item: s("dotd-token-refusal", item=item)
# the boards' labels
starts = lambda name, you: s("dotd-starts", name=name, you=yes(you))
your_steps = lambda score: s("dotd-your-steps", n=score)
city_pill = lambda n: s("dotd-city-pill", n=n)
solo_title = lambda score: s("dotd-solo-title", n=score)
city_dice_left = lambda n: s("dotd-city-dice-left", n=n)
tokens_on_boards = lambda tokens: s("dotd-tokens-on-boards", tokens=tokens)
sheet_title = lambda name, you, board: s("dotd-sheet-title", **_whose(name, you), board=board)
steps_climbed = lambda n: s("dotd-steps-climbed", n=n)
on_step = lambda step, face: s("dotd-on-step", step=step, lapped=yes(face > 1), face=face)
placed_count = lambda placed, total: s("dotd-placed-count", placed=placed, total=total)
inside_count = lambda n: s("dotd-inside-count", n=n)
supply_caption = lambda n: s("dotd-supply-caption", n=n)
tokens_caption = lambda held, limit: s("dotd-tokens-caption", held=held, limit=limit)
into_casket = lambda casket: s("dotd-into-casket", casket=casket)
onto_lid = lambda casket: s("dotd-onto-lid", casket=casket)
to_place = lambda where: s("dotd-to-place", where=where)
move_to = lambda where, marigold: s("dotd-move-to", where=where, marigold=yes(marigold))
cash_card_title = lambda name, you: s("dotd-cash-card-title", **_whose(name, you))
section_card_title = lambda name, you, plural_item: s("dotd-section-title", **_whose(name, you), items=plural_item.lower())
capped_line = lambda met, cap_: s("dotd-capped-line", met=met, cap=cap_)
skull_as = lambda value: s("dotd-skull-as", value=value)  # under a skull on a scoring card: the value it counted as
requirement_gain = lambda steps, times, per_urn: (
    f"+{steps * times}" if times > 0 else s("dotd-requirement-gain", steps=steps, each=yes(per_urn)))
# tooltips
open_die_line = lambda item: s("dotd-open-die-line", item=_it(item))
lid_die_line = lambda casket: s("dotd-lid-die-line", casket=casket)
city_die_line = lambda solo: s("dotd-city-die-line", solo=yes(solo))
tokens_left_on_board = lambda n, item: s("dotd-tokens-left-on-board", tokens=msg("dotd-n-item-tokens", n=n, item=_it(item)))
standing_here = lambda names: s("dotd-standing-here", names=", ".join(names))
square_title = lambda step, kind: s("dotd-square-title", step=step, kind=s(
    f"dotd-square-title-{kind}") if kind in ("skull", "face", "blank") else s("dotd-square-title-token", item=kind))
scoring_die_title = lambda name, you: s("dotd-scoring-die-title", **_whose(name, you))
board_tokens_line = lambda n, solo: s("dotd-board-tokens-line", tokens=msg("dotd-n-tokens", n=n), solo=yes(solo))
board_casket_note = lambda item: s("dotd-board-casket-note", item=_it(item))
token_board_title = lambda item: s("dotd-token-board-title", item=_it(item))
open_casket_line = lambda dice: s("dotd-open-casket-line", dice=", ".join(dice) or s("dotd-empty"))
inside_line = lambda dice: s("dotd-inside-line", dice=", ".join(dice) or s("dotd-nothing"))
lid_line = lambda dice: s("dotd-lid-line", dice=", ".join(dice) or s("dotd-nothing"))
you_put_here = lambda colours: s("dotd-you-put-here", colours=", ".join(colours))
casket_note = lambda item: s("dotd-casket-note", item=_it(item))
casket_title = lambda item: s("dotd-casket-title", item=_it(item))
section_cap_line = lambda cap_: s("dotd-section-cap-line", steps=msg("dotd-n-steps", n=cap_))
section_scored_line = lambda steps: s("dotd-section-scored-line", steps=steps)
section_as_it_lies = lambda steps: s("dotd-section-as-it-lies", steps=steps)
spaces_filled = lambda n: s("dotd-spaces-filled", n=n)
section_title = lambda name, you, plural_item: s("dotd-section-title", **_whose(name, you), items=plural_item.lower())
side_note = lambda side: s(f"dotd-side-{side}")
urn_line = lambda die: s("dotd-urn-line", die=die)
urn_wants = lambda die: s("dotd-urn-wants", die=die)
cell_title = lambda where, die: s("dotd-cell-title", where=where, die=die if die is not None else s("dotd-empty"))
prep_title = lambda space, die: s("dotd-prep-title", space=space + 1, die=die if die is not None else s("dotd-empty"))
supply_line = lambda n: s("dotd-supply-line", dice=msg("dotd-n-dice", n=n))
supply_kind_line = lambda n: s("dotd-supply-kind-line", dice=msg("dotd-n-dice", n=n))
token_space_line = lambda limit, held: s("dotd-token-space-line", limit=limit, held=held)
token_title = lambda item: s("dotd-token-title", item=item)
solo_marks_line = lambda score, marks: s("dotd-solo-marks-line", steps=msg("dotd-n-steps", n=score), marks=", ".join(
    s("dotd-solo-mark", title=title.lower(), steps=steps) for title, steps in marks))
solo_city_line = lambda n: s("dotd-solo-city-line", dice=msg("dotd-n-dice", n=n))
other_line = lambda score, tokens, supply: s("dotd-other-line", steps=msg("dotd-n-steps", n=score), tokens=msg("dotd-n-tokens", n=tokens),
                                             dice=msg("dotd-n-dice", n=supply))
placing_line = lambda placed, total: s("dotd-placing-line", placed=placed, total=total)
end_title = lambda reason, rnd: s("dotd-end-title", reason=reason, round=rnd)
rounds_played = lambda n: s("dotd-rounds-played", n=n)
sections_scored = lambda n: s("dotd-sections-scored", n=n)
from_tokens = lambda n: s("dotd-from-tokens", n=n)
scored_plus = lambda n: s("dotd-scored-plus", n=n)
not_completed = lambda n: s("dotd-not-completed", n=n)
end_section_title = lambda name, plural_item: s("dotd-end-section-title", name=name, items=plural_item.lower())
end_board_line = lambda score, tokens: s("dotd-end-board-line", steps=msg("dotd-n-steps", n=score), tokens=msg("dotd-n-tokens", n=tokens))

from game.rules.dotd.preview_words import preview_lines, requirement_caption  # noqa: E402,F401  (a move's preview)
from game.rules.dotd.board_words import tier_title  # noqa: E402,F401  (the statistics' solo marks)
__all__ = ["Plain", "event_text", "describe_action", "breakdown_lines", "requirements_text", "score_sheet", "bands", "third_person",
           "token_effect", "square_effect", "TOKEN_EFFECTS", "SQUARE_EFFECTS", "preview_lines"]
