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
from game.rules.oaxaca.cards import CRAFTS, WILD, OaxacaData, result_name
from game.rules.wording import num, plural  # noqa: F401  (num: read here as words.num by the bots and tests)

ROUNDS = ["first", "second", "third", "fourth", "fifth"]
CRAFT_TITLES = {"pottery": "pottery", "jewelry": "jewelry", "textile": "textile", "woodcarving": "woodcarving",
                "tin": "tin art", "wild": "wild"}

# what each bonus does, in a few words (tooltips and the rules screen use them too)
EFFECT_TEXT = {
    "free_result": "A free {results} result, to gather or craft with this turn.",
    "remove_token_any": "Take a craft token off any Workshop card.",
    "redistribute_tokens": "Move one or two tokens between the cards of your Workshop.",
    "workshop_space": "Passive: one more space in your Workshop.",
    "wild_craft_bonus": "After a wild craft: take three more tokens off your Workshop cards.",
    "return_and_remove": "Send a Workshop card to the bottom of its deck, then take up to three tokens off another.",
    "points": "Passive: {points} more point{s} at the end.",
    "points_per_stall_type": "Passive: a point for each different type of craft in your Market Stall.",
    "points_per_workshop_card": "Passive: a point for each card in your Workshop.",
    "points_per_passive": "Passive: a point for each passive card in your Market Stall.",
    "die_to_wild": "Turn one of your Daylight dice to a wild.",
    "refresh_card": "Turn another used Market Stall card upright again.",
    "textile_craft_bonus": "Passive: a textile craft also takes a token off every Workshop card.",
    "wild_gather_draws": "Passive: a wild gather draws two more cards.",
    "token_to_opponent": "Put a craft token on a card in an opponent's Workshop (solo: a bonus token beside a deck).",
    "copy_bonus": "Use the bonus of a card in an opponent's Market Stall (solo: of a card in your Workshop).",
    "remove_each_and_share": "Take a token off each of your Workshop cards; each opponent may take one off theirs.",
    "move_tokens": "Move up to two tokens from one of your cards to another card of the same craft.",
    "tokens_to_opponent_workshop": "Put a token on every card in one opponent's Workshop (solo: three bonus tokens beside the decks).",
    "reroll_one": "Roll one of your Daylight dice again.",
    "reroll_any": "Roll any of your Daylight dice again.",
    "use_tourist": "Use the bonus of any face-up tourist.",
    "reclaim_die": "Take back a used die, roll it and put it in your Daylight box.",
    "gather_draws": "Passive: every gather draws one more card.",
    "gather_extra": "Your next gather this turn draws two more cards.",
    "craft_double": "Your die's craft this turn counts twice.",
    "flip_die": "Turn one of your Daylight dice to its opposite face.",
    "draw_tourist": "Draw a new tourist to use once this round.",
    "other_round_tourist": "Use a tourist of another round.",
    "change_die": "Turn one of your Daylight dice to any face.",
    "activate_workshop": "Use the bonus of a card still in your Workshop.",
}


# the same bonuses in a few words, for the faces of the cards and tourists on the table
EFFECT_SHORT = {
    "free_result": "Free result",
    "remove_token_any": "\u22121 token from any card",
    "redistribute_tokens": "Move up to 2 of your tokens",
    "workshop_space": "+1 Workshop space",
    "wild_craft_bonus": "Wild craft: \u22123 more tokens",
    "return_and_remove": "Send one back, \u22123 on another",
    "points": "+{points} point{s}",
    "points_per_stall_type": "+1 per craft type in stall",
    "points_per_workshop_card": "+1 per Workshop card",
    "points_per_passive": "+1 per passive card",
    "die_to_wild": "A die becomes wild",
    "refresh_card": "Refresh a used card",
    "textile_craft_bonus": "Textile craft: \u22121 on all",
    "wild_gather_draws": "Wild gather draws +2",
    "token_to_opponent": "+1 token on a rival's card",
    "copy_bonus": "Copy a rival's bonus",
    "remove_each_and_share": "\u22121 on each; rivals \u22121",
    "move_tokens": "Move 2 tokens, same craft",
    "tokens_to_opponent_workshop": "+1 on a rival's every card",
    "reroll_one": "Re-roll one die",
    "reroll_any": "Re-roll any dice",
    "use_tourist": "Use any tourist",
    "reclaim_die": "Reclaim a used die",
    "gather_draws": "Every gather draws +1",
    "gather_extra": "Next gather draws +2",
    "craft_double": "Your die crafts twice",
    "flip_die": "Flip a die over",
    "draw_tourist": "Draw a new tourist",
    "other_round_tourist": "Another round's tourist",
    "change_die": "Set a die to any face",
    "activate_workshop": "Use a Workshop card's bonus",
}
# solo changes three woodcarving bonuses (customers, not rivals)
EFFECT_SHORT_SOLO = {
    "token_to_opponent": "+1 bonus token by a deck",
    "tokens_to_opponent_workshop": "+3 bonus tokens by decks",
    "copy_bonus": "Copy a Workshop card's bonus",
}
EFFECT_TEXT_SOLO = {
    "token_to_opponent": "Put a bonus token beside a deck of your choice: each adds a point to that craft's sales.",
    "tokens_to_opponent_workshop": "Put three bonus tokens beside the decks of your choice.",
    "copy_bonus": "Use the bonus of a card still in your Workshop.",
}
USE_TEXT = {"any": "Turn it once a round, at any point of your turn.",
            "gather": "Turn it with a gather action.", "craft": "Turn it with a craft action.",
            "passive": "Passive: always on, never turned."}


def effect_short(obj, solo: bool = False) -> str:
    """A card's or tourist's bonus in a few words (its face on the table)."""
    text = (EFFECT_SHORT_SOLO.get(obj.effect) if solo else None) or EFFECT_SHORT.get(obj.effect, obj.effect)
    points = obj.arg("points") if hasattr(obj, "arg") else 0
    return text.format(points=points, s="" if points == 1 else "s")

class Plain:
    """Names in plain text; a scene subclasses it to add colour and bold."""

    def __init__(self, data: OaxacaData):
        self.data = data

    def craft(self, craft: str) -> str:
        return CRAFT_TITLES.get(craft, craft)

    def face(self, face: int) -> str:
        return self.craft(result_name(face))

    def card(self, card_id: str) -> str:
        if card_id == "?":
            return "a card"
        c = self.data.card(card_id)
        if c.craft is None:
            return "the banner"
        return f"{c.name} ({self.craft(c.craft)} {c.value})"

    def tourist(self, tourist: str) -> str:
        return self.data.tourists[tourist].name

    def cards(self, cards) -> str:
        names = [self.card(c) for c in cards]
        if not names:
            return "nothing"
        return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def effect_text(fmt: Plain, obj, solo: bool | None = None) -> str:
    """What a card's or tourist's bonus does (``solo``: only the solo game's version, where a
    woodcarving bonus differs; None: both)."""
    text = (EFFECT_TEXT_SOLO.get(obj.effect) if solo else None) or EFFECT_TEXT.get(obj.effect, obj.effect)
    if solo is False:
        text = text.split(" (solo:")[0] + ("." if " (solo:" in text else "")
    results = " or ".join(fmt.face(f) for f in obj.results) if obj.results else ""
    points = obj.arg("points") if hasattr(obj, "arg") else 0
    return text.format(results=results, points=points, s="" if points == 1 else "s")


def source_text(fmt: Plain, source: str) -> str:
    """What a result was made of: "a die", "a free result" or "a combined result"."""
    parts = source.split("+")
    if len(parts) == 2:
        return "a combined result"
    if parts[0].startswith("f"):
        return "a free result"
    return "a die"


def _args_text(fmt: Plain, effect: str, args: tuple, names, viewer) -> str:
    """The choices a bonus was used with, in words (empty when there is nothing to say)."""
    if not args:
        return ""
    data = fmt.data

    def thing(a: str) -> str:
        if a in data.tourists:
            return fmt.tourist(a)
        if a.startswith("d") and a[1:].isdigit():
            return f"die {int(a[1:]) + 1}"
        if a.startswith("p") and a[1:].isdigit():
            return subject(int(a[1:]), viewer, tuple(names))[0]
        if a in CRAFTS:
            return f"the {fmt.craft(a)} deck"
        if a.isdigit():
            return a
        try:
            return fmt.card(a)
        except KeyError:
            return a

    if effect in ("copy_bonus", "use_tourist", "other_round_tourist", "activate_workshop"):
        return f"borrowing {thing(args[0])}" + (f" ({_args_text(fmt, '', args[1:], names, viewer)})" if args[1:] else "")
    if effect == "change_die":
        return f"die {int(args[0][1:]) + 1} to {fmt.face(int(args[1]))}"
    if effect == "move_tokens":
        return f"{plural(int(args[2]), 'token')} from {thing(args[0])} to {thing(args[1])}"
    return ", ".join(dict.fromkeys(thing(a) for a in args))


def event_text(fmt: Plain, event: Event, viewer: int | None, names) -> str:
    """One log line for ``viewer`` ("You gather...", "Rosa gathers...")."""
    k, d = event.kind, event.data
    names = tuple(names)

    def subj(seat: int) -> tuple[str, bool]:
        return subject(seat, viewer, names)

    def line(seat: int, verb: str, third: str | None, rest: str) -> str:
        name, you = subj(seat)
        return f"{name} {verb if you else (third or verb + 's')} {rest}".rstrip() + "."

    if k == "round":
        which = ROUNDS[d[0]] if d[0] < len(ROUNDS) else str(d[0] + 1)
        if len(names) <= 1:
            return f"The {which} round begins."
        name, you = subj(d[1])
        return f"The {which} round begins; {'you start' if you else name + ' starts'}."
    if k == "roll":
        return line(d[0], "roll", None, ", ".join(fmt.face(f) for f in d[1]))
    if k == "reroll":
        if not d[1]:
            return line(d[0], "keep", None, "the roll")
        return line(d[0], "roll", None, f"{plural(len(d[1]), 'die', 'dice')} again: " + ", ".join(fmt.face(f) for f in d[2]))
    if k == "turn":
        name, you = subj(d[0])
        return "Your turn." if you else f"{name}'s turn."
    if k == "gather":
        seat, source, craft, wild, n, main = d
        how = "a wild " + source_text(fmt, source)[2:] if wild else source_text(fmt, source)
        return line(seat, "gather", None, f"{fmt.craft(craft)} with {how}, drawing {plural(n, 'card')}")
    if k == "drawn":
        return line(d[0], "draw", None, fmt.cards(d[2]))
    if k == "keep":
        seat, card, tokens = d
        return line(seat, "keep", None, f"{fmt.card(card)} with {plural(tokens, 'token')}")
    if k == "put_back":
        return line(d[0], "put", None, f"a card back {'at the bottom of' if d[2] else 'on top of'} the "
                                       f"{fmt.craft(d[1])} deck")
    if k == "put_back_card":
        return line(d[0], "put", None, f"{fmt.card(d[1])} back {'at the bottom' if d[2] else 'on top'}")
    if k == "craft":
        seat, source, craft, removed, main = d
        took = [f"{plural(n, 'token')} off {fmt.card(c)}" for c, n in removed if n]
        what = "wild" if craft == "wild" else fmt.craft(craft)
        if not took:
            return line(seat, "craft", None, f"{what} with {source_text(fmt, source)}, but no card is worked")
        return line(seat, "craft", None, f"{what} with {source_text(fmt, source)}: " + "; ".join(took))
    if k == "complete":
        return line(d[0], "finish", "finishes", f"{fmt.card(d[1])}: it moves to the Market Stall")
    if k == "activate":
        card = fmt.data.card(d[1])
        rest = _args_text(fmt, card.effect, d[2], names, viewer)
        return line(d[0], "turn", None, f"{fmt.card(d[1])}: {effect_short(card, len(names) <= 1).lower()}"
                    + (f" ({rest})" if rest else ""))
    if k == "tourist":
        t = fmt.data.tourists[d[1]]
        rest = _args_text(fmt, t.effect, d[2], names, viewer)
        return line(d[0], "visit", None, f"{t.name}: {effect_short(t, len(names) <= 1).lower()}"
                    + (f" ({rest})" if rest else ""))
    if k == "tourist_drawn":
        return line(d[0], "draw", None, f"a new tourist, {fmt.tourist(d[1])}")
    if k == "dice":
        return line(d[0], "now show", "now shows", ", ".join(fmt.face(f) for f in d[1]))
    if k == "scrap":
        return line(d[0], "scrap", None, f"{fmt.card(d[1])}: it goes to the bottom of its deck")
    if k == "early_riser":
        return line(d[0], "keep", None, f"the last die for the early morning, turned to {fmt.face(d[2])}")
    if k == "end_turn":
        return line(d[0], "end", None, "the turn")
    if k == "share":
        if d[1] is None:
            return line(d[0], "take", None, "no token")
        return line(d[0], "take", None, f"a token off {fmt.card(d[1])}")
    if k == "round_end":
        return f"The {ROUNDS[d[0]] if d[0] < len(ROUNDS) else str(d[0] + 1)} round is over."
    if k == "early_token":
        if d[0] is None:
            return line(0, "keep", None, "the early die for the next round")
        return line(0, "turn", None, f"the early die into a bonus token beside the {fmt.craft(d[0])} deck")
    if k == "customers":
        return "The customers want: " + ", ".join(fmt.face(f) for f in d[0]) + "."
    if k == "sell":
        card, customer, face, points = d
        who = "a customer who takes anything" if face == WILD else f"a {fmt.face(face)} customer"
        return line(0, "sell", None, f"{fmt.card(card)} to {who} for {plural(points, 'point')}")
    if k == "stop_selling":
        return line(0, "close", "closes", "the stall for the round")
    if k == "game_over":
        return "The game is over."
    return k


# the moves worded in data/oaxaca/moves.yaml, and how their fields are written there
MOVES = MoveWords(__name__, CODEC, {
    "card": lambda fmt, action: fmt.card(action.card), "craft": lambda fmt, action: fmt.craft(action.craft),
    "face": lambda fmt, action: fmt.face(action.face), "source": lambda fmt, action: source_text(fmt, action.source),
    "customer_number": lambda fmt, action: str(action.customer + 1)})


def describe_action(fmt: Plain, action: Action, view) -> str:
    """A move in words, for suggestions, tooltips and the command line."""
    sentence = MOVES.sentence(fmt, action)
    if sentence is not None:
        return sentence
    if isinstance(action, Reroll):
        return "Keep the roll" if not action.dice else f"Roll {plural(len(action.dice), 'die', 'dice')} again"
    if isinstance(action, Craft):
        if action.craft == "wild":
            return f"Craft {fmt.card(action.card)} with a wild {source_text(fmt, action.source)[2:]}"
        return f"Craft {fmt.craft(action.craft)} with {source_text(fmt, action.source)}"
    if isinstance(action, PutBack):
        return f"Put {fmt.card(action.card)} back {'at the bottom' if action.bottom else 'on top'}"
    if isinstance(action, Activate):
        card = fmt.data.card(action.card)
        rest = _args_text(fmt, card.effect, action.args, getattr(view, "names", ()), getattr(view, "viewer", None))
        return f"Turn {fmt.card(action.card)}" + (f" ({rest})" if rest else "")
    if isinstance(action, UseTourist):
        t = fmt.data.tourists[action.tourist]
        rest = _args_text(fmt, t.effect, action.args, getattr(view, "names", ()), getattr(view, "viewer", None))
        return f"Visit {t.name}" + (f" ({rest})" if rest else "")
    if isinstance(action, ShareRemove):
        return "Take no token" if action.card is None else f"Take a token off {fmt.card(action.card)}"
    if isinstance(action, EarlyToken):
        return "Keep the early die" if action.craft is None else f"Put a bonus token beside the {fmt.craft(action.craft)} deck"
    if isinstance(action, RerollCustomers):
        return "Keep the customers" if not action.dice else f"Roll {plural(len(action.dice), 'customer')} again"
    return str(action)


REVIEW_VERDICTS = (
    "The customers walked past: the crafts did not speak to them.",
    "Fair work, the customers say, though nothing they will remember.",
    "The customers see promise: a workshop to watch.",
    "The customers are delighted: one of the city's best-kept secrets.",
    "The customers call it the real thing: a stall no visitor should miss.",
)


def score_sheet(state) -> ScoreSheet:
    names = tuple(s.name for s in state.setup.seats)
    out = state.outcome()
    data = state.data
    if state.solo:
        rounds = []
        for r in range(data.rounds):
            rounds.append(SheetRow(f"Sales, {ROUNDS[r]} round", (sum(p for rr, _, _, p in state.sales if rr == r),)))
        rows = tuple(rounds) + (SheetRow("Total", (state.score,), total=True),)
        reached = data.review(state.score)
        tiers = tuple(TierBand(r.low, (data.reviews[i + 1].low - 1) if i + 1 < len(data.reviews) else None, r.title,
                               REVIEW_VERDICTS[min(i, len(REVIEW_VERDICTS) - 1)], r is reached)
                      for i, r in enumerate(data.reviews))
        i = data.reviews.index(reached)
        return ScoreSheet(names, rows, out, headline=f"{state.score} points: {reached.title}",
                          verdict=REVIEW_VERDICTS[min(i, len(REVIEW_VERDICTS) - 1)], tiers=tiers)
    pts = [state.points(s) for s in range(state.players)]
    rows = (SheetRow("Workshop (2 each)", tuple(p["workshop"] for p in pts)),
            SheetRow("Market Stall values", tuple(p["stall"] for p in pts)),
            SheetRow("Jewelry bonuses", tuple(p["jewelry"] for p in pts)),
            SheetRow("Early riser", tuple(p["early"] for p in pts)),
            SheetRow("Total", state.returns(), total=True),
            SheetRow("Cards in Workshop / Stall", tuple(f"{len(p.workshop)} / {len(p.stall) - 1}" for p in state.table),
                     tiebreak=True))
    notes = []
    if out.tiebreak == "fewest cards in the Workshop":
        notes.append("Tied on points: broken by the fewest cards in the Workshop.")
    elif out.tiebreak == "fewest cards in the Market Stall":
        notes.append("Tied on points and Workshop cards: broken by the fewest cards in the Market Stall.")
    elif out.tiebreak == "shared":
        notes.append("Tied on points, Workshop and Market Stall: the win is shared.")
    return ScoreSheet(names, rows, out, headline=winners_headline(names, out.winners),
                      verdict="Ties go to the fewest Workshop cards, then the fewest Market Stall cards.",
                      notes=tuple(notes))


# ------------------------------------------------------------------ the table's words
# Whole sentences the table shows (drop hints, tooltips, the prompt, labels): templates filled in
# with names and numbers, or functions where a sentence has several forms.
def count(n: int, word: str, many: str | None = None) -> str:
    """``n`` and a noun, in digits ("1 card", "3 tokens")."""
    return f"{n} {word if n == 1 else (many or word + 's')}"


GATHER_HINT = "Gather {craft}: draw {draws}, keep 1"
COMBINE_HINT = "Combine: together they make any craft"
COMBINE_WITH_HINT = "Combine with {name}: any craft"
EARLY_HINT = "Keep it for the early morning (choose its face)"
EARLY_TOKEN_HINT = "A bonus token beside the {craft} deck"
SCRAP_HINT = "Scrap it: to the bottom of its deck, its tokens back"
WRONG_DECK = "A {craft} card goes back to the {craft} deck."
PASSIVE = "{name} is passive: its bonus is always on."
CRAFT_VALUE = "Craft value {value}: {value} tokens to finish, {value} points in the stall."
DECK_TITLE = "The {craft} deck"
VISITED_BY = "Visited by {names} this round."
FREE_FROM = "From {source}, for this turn only."
MAT_PROMPT = "{who}'s mat. Click anywhere or press Esc to return to your own."
MAT_LABEL = "{who}'s mat \u00b7 click or Esc to close"
ROLL_AGAIN = "Roll {n} again"
ROUND_OF = "Round {round} of {rounds}"
ROUND = "Round {round}"
SALES = "Sales {points} points"
REVIEW = "{points} points: {title}"
BORROW = "Borrow {name}"
SEAT_COUNTS = "Workshop {workshop} \u00b7 Stall {stall}"
WAITING = {"REROLL": "{who} is deciding on a re-roll\u2026", "KEEP": "{who} is choosing a gathered card\u2026",
           "PUT_BACK": "{who} is putting cards back\u2026", "SHARE": "{who} may take a token off\u2026"}


def craft_hint(fmt: Plain, face: int, cards: int) -> str:
    return f"Craft {fmt.face(face)}: a token off {count(cards, 'card')}"


def craft_card_hint(fmt: Plain, craft: str) -> str:
    return "Wild craft: a token off this card" if craft == "wild" else f"Craft {fmt.craft(craft)}"


def sale_hint(points: int, value: int, double: bool, tokens: int, jewelry: int) -> str:
    parts = [f"{value}\u00d72" if double else f"{value}"] + ([count(tokens, "deck token")] if tokens else []) + \
        ([f"{jewelry} jewelry"] if jewelry else [])
    return f"Sell for {points} points ({' + '.join(parts)})"


def tokens_to_go(n: int) -> str:
    return f"{count(n, 'token')} to go. Drag it onto its deck to scrap it."


def deck_lines(fmt: Plain, craft: str, cards: int, tokens: int | None, known) -> tuple[str, ...]:
    """A deck's tooltip: its cards left, what gathers there, (solo) its bonus tokens, the cards known."""
    name = fmt.craft(craft)
    lines = [f"{count(cards, 'card')} left.",
             f"A {name} die gathers here (draw 2, keep 1); a wild draws 1 from any deck."]
    if tokens is not None:
        lines.append(f"Bonus tokens beside it: {tokens} (each adds a point to every {name} sale).")
    if known:
        lines.append("You know: " + ", ".join(fmt.card(c) for c in known))
    return tuple(lines)


def tourist_now(visited: bool) -> str:
    return "This round's tourist. " + ("Your meeple has visited already." if visited else "Click to send your meeple.")


def die_title(fmt: Plain, d: int, face: int | None, early: bool = False) -> str:
    """A die's tooltip title (``face`` None: used, in the Nightfall box)."""
    if face is None:
        return f"Die {d + 1}: used"
    return f"Die {d + 1}: {fmt.face(face)}" + (" (early)" if early else "")


def die_uses(fmt: Plain, face: int) -> str:
    if face == WILD:
        return "Wild: gather one card from any deck, or take one token off any one Workshop card."
    craft = fmt.face(face)
    return f"Gather {craft} (draw 2, keep 1), or craft: a token off every {craft} card in your Workshop."


def free_title(fmt: Plain, faces) -> str:
    return "Free result: " + " or ".join(fmt.face(f) for f in faces)


def customer_title(i: int, fmt: Plain | None = None, face: int | None = None) -> str:
    return f"Customer {i + 1}" if face is None else f"Customer {i + 1}: {fmt.face(face)}"


def customer_buys(fmt: Plain, face: int) -> str:
    if face == WILD:
        return "Buys any one card for its craft value."
    return f"Buys one {fmt.face(face)} card for double its craft value."


def workshop_spaces(used: int, capacity: int, solo: bool = False) -> str:
    """The Workshop's tooltip (alone, only sales score: a card left here is worth nothing)."""
    return (f"{used} of {capacity} spaces used. A card leaves for the Market Stall when its last token is removed"
            + ("." if solo else "; each card still here is worth 2 points at the end."))


def opponent_summary(workshop: int, stall: int, points: int) -> str:
    return f"Workshop {count(workshop, 'card')}, Market Stall {stall}; {points} points so far."


def waiting_for(who: str, phase) -> str:
    """Someone else is to decide (``phase``: the game's phase) in words."""
    return WAITING.get(getattr(phase, "name", ""), "{who} is playing\u2026").format(who=who)


def reroll_label(n: int) -> str:
    return f"Re-roll {n} {'die' if n == 1 else 'dice'}"


def starts(who: str | None) -> str:
    """Who starts the round (``None``: you)."""
    return "You start" if who is None else f"{who} starts"


def whose_turn(who: str | None) -> str:
    return "Your turn" if who is None else f"{who}'s turn"


def workshop_title(who: str | None, cards: int, capacity: int) -> str:
    """A Workshop panel's title (``who`` None: yours)."""
    return ("Your" if who is None else f"{who}'s") + f" Workshop \u00b7 {cards} of {capacity} spaces"


def stall_title(who: str | None, value: int) -> str:
    return ("Your" if who is None else f"{who}'s") + f" Market Stall \u00b7 {value} in craft value"


def turn_bonuses(craft_double: bool, gather_extra: int, wild_craft: bool) -> str:
    """This turn's bonuses in a few words (the mat's status box)."""
    return ", ".join((["die crafts twice"] if craft_double else []) + ([f"gather +{gather_extra}"] if gather_extra
                     else []) + (["wild craft done"] if wild_craft else []))


def gathered_title(fmt: Plain, craft: str, keeping: bool) -> str:
    return f"Gathered from the {fmt.craft(craft)} deck: " + ("keep one card" if keeping else "put the others back")


def die_choice(fmt: Plain, d: int, face: int, where: str) -> str:
    return f"Die {d + 1}: {fmt.face(face)}" + {"day": "", "night": " (used)", "early": " (early)"}[where]


def to_face(fmt: Plain, face: int, turned: bool = False) -> str:
    return f"{'Turned to' if turned else 'To'} {fmt.face(face)}"


def card_choice(fmt: Plain, card, tokens: int | None = None, owner: str | None = None, stall: bool = False) -> str:
    """A card offered by a bonus: its name, craft, tokens and whose (``owner``: another player's)."""
    where = ", your stall" if stall else ""
    if tokens is not None:
        where = f", {count(tokens, 'token')}" + (f", {owner}'s" if owner is not None else "")
    return f"{card.name} ({fmt.craft(card.craft) if card.craft else 'banner'}{where})"


def round_sales(r: int, points: int) -> str:
    return f"Round {r + 1}: {count(points, 'point')}"


def points_line(pts: dict) -> str:
    return f"stall {pts['stall']} \u00b7 jewelry {pts['jewelry']} \u00b7 workshop {pts['workshop']}" + \
        (" \u00b7 early riser 1" if pts["early"] else "")


def points_lines(pts: dict, workshop: int) -> tuple[str, ...]:
    return (f"Market Stall: {pts['stall']} in craft values, {pts['jewelry']} from jewelry.",
            f"Workshop: {workshop} cards, 2 points each.",
            "Early riser: 1 point." if pts["early"] else "No early riser die.")


# what the seat on screen is asked in each phase (but its turn, whose words follow what it has picked up)
_ASKED = {
    Phase.REROLL: "Your roll: click the dice to roll again (once), then confirm.",
    Phase.KEEP: "Keep one of the gathered cards.",
    Phase.PUT_BACK: "Put each other card back on top of its deck or at the bottom.",
    Phase.SHARE: "A rival's Carved Chest: take a token off one of your Workshop cards (click it), or none.",
    Phase.EARLY: "Your early die: drag it onto a deck for a bonus token there, or keep it for next round.",
    Phase.SELL: "Sell: drag Market Stall cards onto the customers who want them.",
    Phase.CUSTOMERS: "Click the unsold customers who should roll again, then confirm.",
}


def phase_prompt(phase) -> str:
    """What the seat on screen is asked in ``phase`` ("": its turn, worded from what it has picked up)."""
    return _ASKED.get(phase, "")


from game.rules.oaxaca.preview_words import preview_lines  # noqa: E402,F401  (the words for a move's preview)
