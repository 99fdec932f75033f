"""Oaxaca in players' words: log lines per viewer, move wording, effects and the score sheet.

The one place these texts live (log, tooltips, suggestions, bots' reasons, command line). Pure
Python. Card and craft names go through :class:`Plain`; a scene may subclass it for markup.
"""
from __future__ import annotations

from game.protocol import Event, ScoreSheet, SheetRow, TierBand, subject, winners_headline
from game.rules.base import Action
from game.rules.oaxaca.phases import Phase
from game.rules.move_words import MoveWords
from game.rules.oaxaca.actions import (
    CODEC, Activate, Craft, EarlyToken, PutBack, Reroll, RerollCustomers, ShareRemove, UseTourist,
)
from game.rules.oaxaca.cards import CRAFTS, WILD, OaxacaData, result_name, slug
from game.rules.wording import num, plural  # noqa: F401  (num: read here as words.num by the bots and tests)
from game.text import Msg, say

ROUNDS = ["first", "second", "third", "fourth", "fifth"]  # (the sim's and tests' English; the table says oaxaca-ordinal)
CRAFT_TITLES = {"pottery": "pottery", "jewelry": "jewelry", "textile": "textile", "woodcarving": "woodcarving",
                "tin": "tin art", "wild": "wild"}  # (English, as the catalogue says them: oaxaca-craft-<craft>)

# the bonuses solo words otherwise (woodcarving's: customers, not rivals), and those whose full text has a "(solo: ...)"
_SOLO_EFFECTS = frozenset({"token_to_opponent", "tokens_to_opponent_workshop", "copy_bonus"})
_EFFECTS = frozenset({
    "free_result", "remove_token_any", "redistribute_tokens", "workshop_space", "wild_craft_bonus", "return_and_remove",
    "points", "points_per_stall_type", "points_per_workshop_card", "points_per_passive", "die_to_wild", "refresh_card",
    "textile_craft_bonus", "wild_gather_draws", "token_to_opponent", "copy_bonus", "remove_each_and_share",
    "move_tokens", "tokens_to_opponent_workshop", "reroll_one", "reroll_any", "use_tourist", "reclaim_die",
    "gather_draws", "gather_extra", "craft_double", "flip_die", "draw_tourist", "other_round_tourist", "change_die",
    "activate_workshop"})


def m(key: str, **args) -> Msg:
    """The game's message ``oaxaca-<key>`` (underscores as dashes) with its arguments."""
    return Msg("oaxaca-" + key.replace("_", "-"), **args)


def t(key: str, **args) -> str:
    """``m(key, **args)`` said in the reader's language."""
    return say(m(key, **args))


def craft_msg(craft: str) -> Msg:
    """A craft's name as a message (the bots' reasons keep messages, not words)."""
    return m("craft-" + craft)


def face_msg(face: int) -> Msg:
    return craft_msg(result_name(face))


def card_msg(data: OaxacaData, card_id: str) -> Msg:
    """A card as :meth:`Plain.card` says it, as a message."""
    if card_id == "?":
        return m("a-card")
    c = data.card(card_id)
    if c.craft is None:
        return m("the-banner")
    return m("card-label", name=m("card-" + slug(c.name)), craft=craft_msg(c.craft), value=c.value)


def card_name(card) -> str:
    """A card's (or the banner's) name in the reader's language."""
    return t("card-" + slug(card.name))


def tourist_name(tourist) -> str:
    return t("tourist-" + tourist.id.removeprefix("tourist-"))


def review_title(review) -> str:
    return t("review-" + slug(review.title))


def either(parts) -> "str":
    """``a``, ``a or b``, ``a or b or c``."""
    parts = list(parts)
    text = parts[0] if parts else ""
    for part in parts[1:]:
        text = t("or", first=text, next=part)
    return text


def _use_text(use: str) -> str:
    return t("use-" + use)


class _Uses:
    """``USE_TEXT[use]``: when a card is turned, said when read."""

    def get(self, use: str, default: str = "") -> str:
        return _use_text(use) if use in ("any", "gather", "craft", "passive") else default

    def __getitem__(self, use: str) -> str:
        return _use_text(use)


USE_TEXT = _Uses()


def effect_short(obj, solo: bool = False) -> str:
    """A card's or tourist's bonus in a few words (its face on the table)."""
    points = obj.arg("points") if hasattr(obj, "arg") else 0
    if obj.effect not in _EFFECTS:
        return obj.effect
    if solo and obj.effect in _SOLO_EFFECTS:
        return t("short-solo-" + obj.effect)
    return t("short-" + obj.effect, points=points or 0)


class Plain:
    """Names in plain text; a scene subclasses it to add colour and bold."""

    def __init__(self, data: OaxacaData):
        self.data = data

    def craft(self, craft: str) -> str:
        return t("craft-" + craft) if craft in CRAFT_TITLES else craft

    def face(self, face: int) -> str:
        return self.craft(result_name(face))

    def card(self, card_id: str) -> str:
        if card_id == "?":
            return t("a-card")
        c = self.data.card(card_id)
        if c.craft is None:
            return t("the-banner")
        return t("card-label", name=card_name(c), craft=self.craft(c.craft), value=c.value)

    def tourist(self, tourist: str) -> str:
        return tourist_name(self.data.tourists[tourist])

    def cards(self, cards) -> str:
        names = [self.card(c) for c in cards]
        if not names:
            return t("nothing")
        return _and(names)


def _and(names: list) -> str:
    """``a``, ``a and b``, ``a, b and c`` (the English words said before: a comma list, "and" the last)."""
    text = names[0]
    for i, name in enumerate(names[1:], start=2):
        text = t("and-last" if i == len(names) else "and-next", first=text, next=name)
    return text


def effect_text(fmt: Plain, obj, solo: bool | None = None) -> str:
    """What a card's or tourist's bonus does (``solo``: only the solo game's version, where a
    woodcarving bonus differs; None: both)."""
    e = obj.effect
    if e not in _EFFECTS:
        return e
    results = either(fmt.face(f) for f in obj.results) if obj.results else ""
    points = (obj.arg("points") if hasattr(obj, "arg") else 0) or 0
    if solo and e in _SOLO_EFFECTS:
        return t("effect-solo-" + e)
    if solo is False and e in _SOLO_EFFECTS:
        return t("effect-multi-" + e)
    return t("effect-" + e, results=results, points=points)


def source_text(fmt: Plain, source: str) -> str:
    """What a result was made of: "a die", "a free result" or "a combined result"."""
    return t(source_kind(source))


def source_kind(source: str) -> str:
    parts = source.split("+")
    if len(parts) == 2:
        return "source-combined"
    if parts[0].startswith("f"):
        return "source-free"
    return "source-die"


def _args_text(fmt: Plain, effect: str, args: tuple, names, viewer) -> str:
    """The choices a bonus was used with, in words (empty when there is nothing to say)."""
    if not args:
        return ""
    data = fmt.data

    def thing(a: str) -> str:
        if a in data.tourists:
            return fmt.tourist(a)
        if a.startswith("d") and a[1:].isdigit():
            return t("die-n", n=int(a[1:]) + 1)
        if a.startswith("p") and a[1:].isdigit():
            return subject(int(a[1:]), viewer, tuple(names))[0]
        if a in CRAFTS:
            return t("the-deck", craft=fmt.craft(a))
        if a.isdigit():
            return a
        try:
            return fmt.card(a)
        except KeyError:
            return a

    if effect in ("copy_bonus", "use_tourist", "other_round_tourist", "activate_workshop"):
        inner = _args_text(fmt, "", args[1:], names, viewer) if args[1:] else ""
        return t("borrowing", what=thing(args[0]), inner=inner, more="yes" if inner else "no")
    if effect == "change_die":
        return t("die-to", n=int(args[0][1:]) + 1, face=fmt.face(int(args[1])))
    if effect == "move_tokens":
        return t("tokens-from-to", tokens=m("n-tokens", n=int(args[2])), source=thing(args[0]), target=thing(args[1]))
    return ", ".join(dict.fromkeys(thing(a) for a in args))


def _faces(fmt: Plain, faces) -> str:
    return ", ".join(fmt.face(f) for f in faces)


def event_text(fmt: Plain, event: Event, viewer: int | None, names) -> str:
    """One log line for ``viewer`` ("You gather...", "Rosa gathers...")."""
    k, d = event.kind, event.data
    names = tuple(names)

    def line(seat: int, key: str, **args) -> str:
        name, you = subject(seat, viewer, names)
        return t("ev-" + key, name=name, you="yes" if you else "no", **args)

    solo = len(names) <= 1
    if k == "round":
        if solo:
            return t("ev-round-solo", round=m("ordinal", n=d[0] + 1))
        name, you = subject(d[1], viewer, names)
        return t("ev-round", round=m("ordinal", n=d[0] + 1), name=name, you="yes" if you else "no")
    if k == "roll":
        return line(d[0], "roll", faces=_faces(fmt, d[1]))
    if k == "reroll":
        if not d[1]:
            return line(d[0], "keep-roll")
        return line(d[0], "reroll", dice=m("n-dice", n=len(d[1])), faces=_faces(fmt, d[2]))
    if k == "turn":
        return line(d[0], "turn")
    if k == "gather":
        seat, source, craft, wild, n, main = d
        how = m("wild-" + source_kind(source)) if wild else m(source_kind(source))
        return line(seat, "gather", craft=fmt.craft(craft), how=how, cards=m("n-cards", n=n))
    if k == "drawn":
        return line(d[0], "drawn", cards=fmt.cards(d[2]))
    if k == "keep":
        seat, card, tokens = d
        return line(seat, "keep", card=fmt.card(card), tokens=m("n-tokens", n=tokens))
    if k == "put_back":
        return line(d[0], "put-back", craft=fmt.craft(d[1]), bottom="yes" if d[2] else "no")
    if k == "put_back_card":
        return line(d[0], "put-back-card", card=fmt.card(d[1]), bottom="yes" if d[2] else "no")
    if k == "craft":
        seat, source, craft, removed, main = d
        took = [t("tokens-off", tokens=m("n-tokens", n=n), card=fmt.card(c)) for c, n in removed if n]
        what = fmt.craft("wild") if craft == "wild" else fmt.craft(craft)
        if not took:
            return line(seat, "craft-none", what=what, source=m(source_kind(source)))
        return line(seat, "craft", what=what, source=m(source_kind(source)), took="; ".join(took))
    if k == "complete":
        return line(d[0], "complete", card=fmt.card(d[1]))
    if k == "activate":
        card = fmt.data.card(d[1])
        rest = _args_text(fmt, card.effect, d[2], names, viewer)
        return line(d[0], "activate", card=fmt.card(d[1]), bonus=effect_short(card, solo).lower(), rest=rest,
                    more="yes" if rest else "no")
    if k == "tourist":
        tt = fmt.data.tourists[d[1]]
        rest = _args_text(fmt, tt.effect, d[2], names, viewer)
        return line(d[0], "tourist", tourist=tourist_name(tt), bonus=effect_short(tt, solo).lower(), rest=rest,
                    more="yes" if rest else "no")
    if k == "tourist_drawn":
        return line(d[0], "tourist-drawn", tourist=fmt.tourist(d[1]))
    if k == "dice":
        return line(d[0], "dice", faces=_faces(fmt, d[1]))
    if k == "scrap":
        return line(d[0], "scrap", card=fmt.card(d[1]))
    if k == "early_riser":
        return line(d[0], "early-riser", face=fmt.face(d[2]))
    if k == "end_turn":
        return line(d[0], "end-turn")
    if k == "share":
        if d[1] is None:
            return line(d[0], "share-none")
        return line(d[0], "share", card=fmt.card(d[1]))
    if k == "round_end":
        return t("ev-round-end", round=m("ordinal", n=d[0] + 1))
    if k == "early_token":
        if d[0] is None:
            return line(0, "early-keep")
        return line(0, "early-token", craft=fmt.craft(d[0]))
    if k == "customers":
        return t("ev-customers", faces=_faces(fmt, d[0]))
    if k == "sell":
        card, customer, face, points = d
        who = t("customer-any") if face == WILD else t("customer-of", face=fmt.face(face))
        return line(0, "sell", card=fmt.card(card), customer=who, points=m("n-points", n=points))
    if k == "stop_selling":
        return line(0, "stop-selling")
    if k == "game_over":
        return t("ev-game-over")
    return k


# the moves worded in data/oaxaca/moves.yaml, and how their fields are written there
MOVES = MoveWords(__name__, CODEC, {
    "card": lambda fmt, action: fmt.card(action.card), "craft": lambda fmt, action: fmt.craft(action.craft),
    "face": lambda fmt, action: fmt.face(action.face), "source": lambda fmt, action: source_text(fmt, action.source),
    "customer_number": lambda fmt, action: str(action.customer + 1)})
_MOVE_KINDS = frozenset(("gather", "keep", "scrap", "early_riser", "end_turn", "sell", "stop_selling"))


def describe_action(fmt: Plain, action: Action, view) -> str:
    """A move in words, for suggestions, tooltips and the command line (the sentences of
    data/oaxaca/moves.yaml, said from the catalogue: oaxaca-move-<kind>)."""
    kind = getattr(action, "kind", "")
    if kind in _MOVE_KINDS and MOVES.sentence(fmt, action) is not None:
        values = {"card": lambda: fmt.card(action.card), "craft": lambda: fmt.craft(action.craft),
                  "face": lambda: fmt.face(action.face), "source": lambda: m(source_kind(action.source)),
                  "customer": lambda: action.customer + 1}
        fields = {"gather": ("craft", "source"), "keep": ("card",), "scrap": ("card",), "early_riser": ("face",),
                  "sell": ("card", "customer")}.get(kind, ())
        return t("move-" + kind, **{f: values[f]() for f in fields})
    if isinstance(action, Reroll):
        return t("move-keep-roll") if not action.dice else t("move-reroll", dice=m("n-dice", n=len(action.dice)))
    if isinstance(action, Craft):
        if action.craft == "wild":
            return t("move-craft-wild", card=fmt.card(action.card), source=m("wild-" + source_kind(action.source)))
        return t("move-craft", craft=fmt.craft(action.craft), source=m(source_kind(action.source)))
    if isinstance(action, PutBack):
        return t("move-put-back", card=fmt.card(action.card), bottom="yes" if action.bottom else "no")
    if isinstance(action, Activate):
        card = fmt.data.card(action.card)
        rest = _args_text(fmt, card.effect, action.args, getattr(view, "names", ()), getattr(view, "viewer", None))
        return t("move-activate", card=fmt.card(action.card), rest=rest, more="yes" if rest else "no")
    if isinstance(action, UseTourist):
        tt = fmt.data.tourists[action.tourist]
        rest = _args_text(fmt, tt.effect, action.args, getattr(view, "names", ()), getattr(view, "viewer", None))
        return t("move-tourist", tourist=tourist_name(tt), rest=rest, more="yes" if rest else "no")
    if isinstance(action, ShareRemove):
        return t("move-share-none") if action.card is None else t("move-share", card=fmt.card(action.card))
    if isinstance(action, EarlyToken):
        return t("move-early-keep") if action.craft is None else t("move-early-token", craft=fmt.craft(action.craft))
    if isinstance(action, RerollCustomers):
        return t("move-customers-keep") if not action.dice else \
            t("move-customers-reroll", customers=m("n-customers", n=len(action.dice)))
    return str(action)


def review_verdict(i: int) -> str:
    """What the customers say of a solo game reaching the ``i``-th review band."""
    return t("verdict-" + str(min(i, 4) + 1))


def score_sheet(state) -> ScoreSheet:
    names = tuple(s.name for s in state.setup.seats)
    out = state.outcome()
    data = state.data
    if state.solo:
        rounds = []
        for r in range(data.rounds):
            rounds.append(SheetRow(t("sheet-sales", round=m("ordinal", n=r + 1)),
                                   (sum(p for rr, _, _, p in state.sales if rr == r),)))
        rows = tuple(rounds) + (SheetRow(t("sheet-total"), (state.score,), total=True),)
        reached = data.review(state.score)
        tiers = tuple(TierBand(r.low, (data.reviews[i + 1].low - 1) if i + 1 < len(data.reviews) else None,
                               review_title(r), review_verdict(i), r is reached)
                      for i, r in enumerate(data.reviews))
        i = data.reviews.index(reached)
        return ScoreSheet(names, rows, out, headline=t("review", points=state.score, title=review_title(reached)),
                          verdict=review_verdict(i), tiers=tiers)
    pts = [state.points(s) for s in range(state.players)]
    rows = (SheetRow(t("sheet-workshop"), tuple(p["workshop"] for p in pts)),
            SheetRow(t("sheet-stall"), tuple(p["stall"] for p in pts)),
            SheetRow(t("sheet-jewelry"), tuple(p["jewelry"] for p in pts)),
            SheetRow(t("sheet-early"), tuple(p["early"] for p in pts)),
            SheetRow(t("sheet-total"), state.returns(), total=True),
            SheetRow(t("sheet-cards"), tuple(f"{len(p.workshop)} / {len(p.stall) - 1}" for p in state.table),
                     tiebreak=True))
    notes = []
    if out.tiebreak == "fewest cards in the Workshop":
        notes.append(t("tie-workshop"))
    elif out.tiebreak == "fewest cards in the Market Stall":
        notes.append(t("tie-stall"))
    elif out.tiebreak == "shared":
        notes.append(t("tie-shared"))
    return ScoreSheet(names, rows, out, headline=winners_headline(names, out.winners),
                      verdict=t("tie-rule"), notes=tuple(notes))


# ------------------------------------------------------------------ the table's words
# Whole sentences the table shows (drop hints, tooltips, the prompt, labels): messages filled in
# with names and numbers, said when they are read.
def count(n: int, word: str, many: str | None = None) -> str:
    """``n`` and a noun, in digits ("1 card", "3 tokens"): the catalogue's oaxaca-count-<word>."""
    return t("count-" + slug(word), n=n)


class Said:
    """A sentence of the table: ``SAID.format(**args)`` says it now, in the reader's language."""

    def __init__(self, key: str):
        self.key = key

    def format(self, **args) -> str:
        return t(self.key, **args)

    def __str__(self) -> str:
        return t(self.key)


GATHER_HINT = Said("gather-hint")
COMBINE_HINT = Said("combine-hint")
COMBINE_WITH_HINT = Said("combine-with-hint")
EARLY_HINT = Said("early-hint")
EARLY_TOKEN_HINT = Said("early-token-hint")
SCRAP_HINT = Said("scrap-hint")
WRONG_DECK = Said("wrong-deck")
PASSIVE = Said("passive")
CRAFT_VALUE = Said("craft-value")
DECK_TITLE = Said("deck-title")
VISITED_BY = Said("visited-by")
FREE_FROM = Said("free-from")
MAT_PROMPT = Said("mat-prompt")
MAT_LABEL = Said("mat-label")
ROLL_AGAIN = Said("roll-again")
ROUND_OF = Said("round-of")
ROUND = Said("round")
SALES = Said("sales")
REVIEW = Said("review")
BORROW = Said("borrow")
SEAT_COUNTS = Said("seat-counts")
_WAITING = {"REROLL": "waiting-reroll", "KEEP": "waiting-keep", "PUT_BACK": "waiting-put-back", "SHARE": "waiting-share"}


def craft_hint(fmt: Plain, face: int, cards: int) -> str:
    return t("craft-hint", face=fmt.face(face), cards=cards)


def craft_card_hint(fmt: Plain, craft: str) -> str:
    return t("craft-card-hint-wild") if craft == "wild" else t("craft-card-hint", craft=fmt.craft(craft))


def sale_hint(points: int, value: int, double: bool, tokens: int, jewelry: int) -> str:
    parts = [t("times-two", value=value) if double else f"{value}"] + ([count(tokens, "deck token")] if tokens else []) + \
        ([t("n-jewelry", n=jewelry)] if jewelry else [])
    return t("sale-hint", points=points, parts=" + ".join(parts))


def tokens_to_go(n: int) -> str:
    return t("tokens-to-go", n=n)


def deck_lines(fmt: Plain, craft: str, cards: int, tokens: int | None, known) -> tuple[str, ...]:
    """A deck's tooltip: its cards left, what gathers there, (solo) its bonus tokens, the cards known."""
    name = fmt.craft(craft)
    lines = [t("deck-left", n=cards), t("deck-gathers", craft=name)]
    if tokens is not None:
        lines.append(t("deck-tokens", n=tokens, craft=name))
    if known:
        lines.append(t("deck-known", cards=", ".join(fmt.card(c) for c in known)))
    return tuple(lines)


def tourist_now(visited: bool) -> str:
    return t("tourist-now", visited="yes" if visited else "no")


def die_title(fmt: Plain, d: int, face: int | None, early: bool = False) -> str:
    """A die's tooltip title (``face`` None: used, in the Nightfall box)."""
    if face is None:
        return t("die-used", n=d + 1)
    return t("die-title", n=d + 1, face=fmt.face(face), early="yes" if early else "no")


def die_uses(fmt: Plain, face: int) -> str:
    if face == WILD:
        return t("die-uses-wild")
    return t("die-uses", craft=fmt.face(face))


def free_title(fmt: Plain, faces) -> str:
    return t("free-title", faces=either(fmt.face(f) for f in faces))


def customer_title(i: int, fmt: Plain | None = None, face: int | None = None) -> str:
    return t("customer-n", n=i + 1) if face is None else t("customer-wants", n=i + 1, face=fmt.face(face))


def customer_buys(fmt: Plain, face: int) -> str:
    if face == WILD:
        return t("customer-buys-any")
    return t("customer-buys", face=fmt.face(face))


def workshop_spaces(used: int, capacity: int, solo: bool = False) -> str:
    """The Workshop's tooltip (alone, only sales score: a card left here is worth nothing)."""
    return t("workshop-spaces", used=used, capacity=capacity, solo="yes" if solo else "no")


def opponent_summary(workshop: int, stall: int, points: int) -> str:
    return t("opponent-summary", workshop=workshop, stall=stall, points=points)


def waiting_for(who: str, phase) -> str:
    """Someone else is to decide (``phase``: the game's phase) in words."""
    return t(_WAITING.get(getattr(phase, "name", ""), "waiting"), who=who)


def reroll_label(n: int) -> str:
    return t("reroll-label", n=n)


def starts(who: str | None) -> str:
    """Who starts the round (``None``: you)."""
    return t("starts", you="yes" if who is None else "no", who=who or "")


def whose_turn(who: str | None) -> str:
    return t("whose-turn", you="yes" if who is None else "no", who=who or "")


def workshop_title(who: str | None, cards: int, capacity: int) -> str:
    """A Workshop panel's title (``who`` None: yours)."""
    return t("workshop-title", you="yes" if who is None else "no", who=who or "", cards=cards, capacity=capacity)


def stall_title(who: str | None, value: int) -> str:
    return t("stall-title", you="yes" if who is None else "no", who=who or "", value=value)


def turn_bonuses(craft_double: bool, gather_extra: int, wild_craft: bool) -> str:
    """This turn's bonuses in a few words (the mat's status box)."""
    return ", ".join(([t("bonus-double")] if craft_double else []) + ([t("bonus-gather", n=gather_extra)] if gather_extra
                     else []) + ([t("bonus-wild-done")] if wild_craft else []))


def gathered_title(fmt: Plain, craft: str, keeping: bool) -> str:
    return t("gathered-title", craft=fmt.craft(craft), keeping="yes" if keeping else "no")


def die_choice(fmt: Plain, d: int, face: int, where: str) -> str:
    return t("die-choice", n=d + 1, face=fmt.face(face), where=where)


def to_face(fmt: Plain, face: int, turned: bool = False) -> str:
    return t("to-face", face=fmt.face(face), turned="yes" if turned else "no")


def card_choice(fmt: Plain, card, tokens: int | None = None, owner: str | None = None, stall: bool = False) -> str:
    """A card offered by a bonus: its name, craft, tokens and whose (``owner``: another player's)."""
    what = fmt.craft(card.craft) if card.craft else t("banner")
    if tokens is not None:
        return t("card-choice-tokens", name=card_name(card), craft=what, tokens=tokens, owner=owner or "",
                 owned="yes" if owner is not None else "no")
    return t("card-choice", name=card_name(card), craft=what, stall="yes" if stall else "no")


def round_sales(r: int, points: int) -> str:
    return t("round-sales", round=r + 1, points=points)


def points_line(pts: dict) -> str:
    return t("points-line", stall=pts["stall"], jewelry=pts["jewelry"], workshop=pts["workshop"],
             early="yes" if pts["early"] else "no")


def points_lines(pts: dict, workshop: int) -> tuple[str, ...]:
    return (t("points-stall", stall=pts["stall"], jewelry=pts["jewelry"]), t("points-workshop", n=workshop),
            t("points-early") if pts["early"] else t("points-no-early"))


# what the seat on screen is asked in each phase (but its turn, whose words follow what it has picked up)
_ASKED = {
    Phase.REROLL: "asked-reroll", Phase.KEEP: "asked-keep", Phase.PUT_BACK: "asked-put-back",
    Phase.SHARE: "asked-share", Phase.EARLY: "asked-early", Phase.SELL: "asked-sell",
    Phase.CUSTOMERS: "asked-customers",
}


def phase_prompt(phase) -> str:
    """What the seat on screen is asked in ``phase`` ("": its turn, worded from what it has picked up)."""
    key = _ASKED.get(phase)
    return t(key) if key else ""


from game.rules.oaxaca.preview_words import preview_lines  # noqa: E402,F401  (the words for a move's preview)


def tier_title(data, key: str) -> str:
    """A review band a record keeps by its file's English title (statistics), in the reader's language."""
    review = next((r for r in data.reviews if r.title == key), None)
    return review_title(review) if review is not None else key
