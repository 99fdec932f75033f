"""Dia de los Muertos in players' words: log lines per viewer, move wording, questions, the score sheet.

The one place these texts live (log, tooltips, suggestions, bots' reasons, command line). Pure
Python. Card and colour names go through :class:`Plain`; a scene may subclass it for markup.
Every event's data ends with the night's seating, so any place it names can be told: a player
("You", "Rosa") or the dummy.
"""
from __future__ import annotations

from game.protocol import Event, ScoreSheet, SheetRow, subject, third_person, winners_headline
from game.rules.base import Action
from game.rules.move_words import MoveWords
from game.rules.muertos.actions import CODEC, AskQuestion, Play
from game.rules.muertos.cards import MuertosData
from game.rules.muertos.phases import Phase
from game.rules.wording import cap

DUMMY = -2


class Plain:
    """Names in plain text; a scene subclasses it to add colour and bold."""

    def __init__(self, data: MuertosData):
        self.data = data

    def bold(self, text: str) -> str:
        return text

    def colour(self, colour: str) -> str:
        return colour

    def card(self, card: str) -> str:
        c = self.data.cards[card]
        if c.kind in ("food", "muertos"):
            what = "Food" if c.kind == "food" else c.group.capitalize()
            return f"{c.name} ({what} {c.rank})"
        if c.kind in ("number", "no10") or c.kind == "start":
            return c.name if c.kind != "start" else f"the Start {c.rank}"
        return f"{c.name} {c.rank}"

    def cards(self, cards) -> str:
        names = [self.card(c) for c in cards]
        if not names:
            return "nothing"
        return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def who(place: int, places: tuple, viewer: int | None, names) -> tuple[str, bool]:
    """``(name, second person)`` of the player (or the dummy) at ``place`` as ``viewer`` reads it."""
    seat = places[place]
    if seat == DUMMY:
        return "the dummy", False
    return subject(seat, viewer, tuple(names))


def _s(you: bool, base: str, third: str | None = None) -> str:
    return base if you else (third or base + "s")


def question_text(fmt: Plain, question: str, rank: int | None, colour: str | None) -> str:
    """The question as asked ("how many 10s do you hold?")."""
    if question == "highest":
        return "what is your highest card?"
    if question == "rank":
        return f"how many {rank}s do you hold?"
    if question == "colour":
        return f"how many {fmt.colour(colour)} cards do you hold?"
    if question == "most":
        return "which colour do you hold most?"
    return f"do you hold a {fmt.colour(colour)} {rank}?"


def answer_text(question: str, answer) -> str:
    if answer == "none":
        return "no cards left"
    if question == "hold":
        return "yes" if answer else "no"
    return str(answer)


# the log lines of a card changing hands: the verb (you, others) and the rest around the card and the other player
_HANDED = {"swap_give": ("pass", "passes", "{card} across to {other}."),
           "swap_return": ("pass", "passes", "{card} back to {other}."),
           "gift_take": ("take", "takes", "{card} from {other}."),
           "gift_give": ("give", "gives", "{card} to {other}.")}
_HIDDEN_CARD = {"gift_take": "a card at random"}  # the card a viewer may not see, where "a card" is not enough


def event_text(fmt: Plain, event: Event, viewer: int | None, names) -> str:
    """The log line for ``event`` as ``viewer`` reads it."""
    k, d = event.kind, event.data
    places = d[-1]
    if event.actor is not None:
        actor, you = subject(event.actor, viewer, tuple(names))
    else:
        actor, you = "The game", False

    def at(place: int) -> tuple[str, bool]:
        return who(place, places, viewer, names)

    def subj(place: int) -> tuple[str, bool]:
        """Who acts for ``place``: its player, or "<partner>, for the dummy," when the dummy acts."""
        if places[place] == DUMMY:
            return f"{actor}, for the dummy,", you
        return at(place)

    def obj(place: int) -> str:
        name, me = at(place)
        return "you" if me else name

    def owner(place: int) -> str:
        name, me = at(place)
        return "your" if me else f"{name}'s"

    def line(place: int, base: str, third: str | None, rest: str) -> str:
        name, me = subj(place)
        return f"{cap(name)} {_s(me, base, third)} {rest}"

    if k == "night":
        night, seating, leader = d[0], d[1], d[2]
        text = f"{fmt.data.nights[night].name}: seven cards each."
        if DUMMY in seating:
            partner = seating[(seating.index(DUMMY) + 2) % 4]
            name, me = subject(partner, viewer, tuple(names))
            text += f" {cap(name)} {_s(me, 'play', 'plays')} with the face-up dummy tonight."
        name, me = at(leader)
        return text + f" {cap(name)} {_s(me, 'lead', 'leads')} the Start card."
    if k == "deal":
        place, cards = d[0], d[1]
        if places[place] == DUMMY:
            return f"The dummy's hand, face up: {fmt.cards(cards)}."
        return f"Your hand: {fmt.cards(cards)}."
    if k == "play":
        place, card, colour = d[0], d[1], d[2]
        named = f", naming {fmt.colour(colour)}" if colour is not None else ""
        return line(place, "play", None, f"{fmt.card(card)}{named}.")
    if k == "set_aside":
        place, card = d[0], d[1]
        return line(place, "set", "sets", f"{fmt.card(card)} aside: no card in the hand could be played.")
    if k == "ask":
        place, target, q, rank, colour, answer = d[0], d[1], d[2], d[3], d[4], d[5]
        name, me = subj(place)
        asked = ("yourself" if me else "themselves") if target == place else obj(target)
        text = f"{cap(name)} {_s(me, 'ask', 'asks')} {asked}: {question_text(fmt, q, rank, colour)}"
        if answer is None:
            return text + " Several colours tie: the answer is the asked player's pick."
        return text + f" Answer: {answer_text(q, answer)}."
    if k == "answer":
        return line(d[0], "answer", None, f"{fmt.colour(d[1])}.")
    handed, hidden, _ = k.partition("_hidden")
    if handed in _HANDED:  # data: the place, the other place, the card (none when hidden from the viewer)
        base, third, rest = _HANDED[handed]
        card = _HIDDEN_CARD.get(handed, "a card") if hidden else fmt.card(d[2])
        return line(d[0], base, third, rest.format(card=card, other=obj(d[1])))
    if k == "cancel":
        place, target = d[0], d[1]
        return f"{cap(owner(place))} 3 cancels {owner(target)} 10."
    if k == "trick":
        winner, won, spoiled = d[0], d[1], d[3]
        name, me = at(winner)
        text = f"{cap(name)} {_s(me, 'win', 'wins')} the trick"
        text += f", capturing {fmt.cards(won)}." if won else "."
        if won or spoiled:
            text += " Gifts are exchanged." if won else " Spoiled was in it: gifts are exchanged."
        return text
    if k == "night_over":
        night, counts = d[0], d[1]
        parts = []
        for team, (f, m) in enumerate(counts):
            members = [at(p)[0] for p in range(4) if p % 2 == team]
            members[0] = cap(members[0])
            parts.append(f"{' and '.join(members)}: {f} Food, {m} Muertos")
        return f"{fmt.data.nights[night].name} is over. " + "; ".join(parts) + "."
    if k == "game_over":
        winners = d[1]
        won = ["you" if w == viewer else third_person(tuple(names), w) for w in winners]
        verb = "win" if len(won) > 1 or won == ["you"] else "wins"
        return "The third night is over: " + " and ".join(won) + f" {verb}."
    return k.replace("_", " ")


# the moves worded in data/muertos/moves.yaml, and how their fields are written there
MOVES = MoveWords(__name__, CODEC, {"card": lambda fmt, action: fmt.card(action.card),
                                    "colour": lambda fmt, action: fmt.colour(action.colour),
                                    "place": lambda fmt, action: str(action.position + 1)})


def describe_action(fmt: Plain, action: Action, view) -> str:
    """The move in words, for suggestions and tooltips ("Play the Pink 7.")."""
    if isinstance(action, Play):
        text = f"Play {fmt.card(action.card)}"
        return text + (f", naming {fmt.colour(action.colour)}." if action.colour else ".")
    sentence = MOVES.sentence(fmt, action)
    if sentence is not None:
        return sentence
    if isinstance(action, AskQuestion):
        target = "yourself" if view is not None and action.target == view.places.index(view.viewer) \
            else f"the player at place {action.target + 1}"
        return f"Ask {target}: {question_text(fmt, action.question, action.rank, action.colour)}"
    return str(action)


def _pairs(n: int) -> str:
    return f"{n} pair{'s' if n != 1 else ''}"


def _verdict(pairs, totals, winners, tiebreak: str) -> str:
    """The result in numbers: the winners' pairs against the best of the rest, and when pairs tied
    at the top, what broke the tie (the Food or the Muertos of the tied sides)."""
    top = max((pairs[w] for w in winners), default=max(pairs))
    tied = [s for s in range(len(pairs)) if pairs[s] == top and s not in winners]
    rest = [pairs[s] for s in range(len(pairs)) if s not in winners]
    if tiebreak in ("food", "muertos") and tied:
        i = 0 if tiebreak == "food" else 1
        what = "Food" if tiebreak == "food" else "Muertos"
        won = max(totals[w][i] for w in winners)
        lost = max(totals[s][i] for s in tied)
        more = " after the same Food" if tiebreak == "muertos" else ""
        return f"{_pairs(top)} each at the top over three nights: the tie goes to the most {what}{more}, {won} to {lost}."
    if tiebreak == "shared":
        return f"{_pairs(top)} each over three nights, and the same Food and Muertos: the win is shared."
    if not rest:
        return f"{_pairs(top)} each over three nights."
    return f"{_pairs(top)} to {max(rest)} over three nights. Ties go to the most Food, then the most Muertos."


def score_sheet(state) -> ScoreSheet:
    totals = state.team_totals()
    names = tuple(s.name for s in state.setup.seats)
    rows = (SheetRow("Food captured", tuple(f for f, _ in totals)),
            SheetRow("Muertos captured", tuple(m for _, m in totals)),
            SheetRow("Pairs", state.returns(), total=True),
            SheetRow("Food / Muertos", tuple(f"{f} / {m}" for f, m in totals), tiebreak=True))
    out = state.outcome()
    notes = []
    if state.kingmakers:
        notes += [f"{names[s]} could no longer win before the last night and shares "
                  f"{'your' if names[m] == 'You' else names[m] + chr(39) + 's'} result." for s, m in state.kingmakers.items()]
    winners = sorted(out.winners)
    # a kingmaker shares a partner's win: the headline names who won it
    earned = [w for w in winners if not (w in state.kingmakers and state.kingmakers[w] in winners)] or winners
    you = "You" in [names[w] for w in earned]
    if state.players == 4 and len(winners) == 2:
        headline = f"{names[winners[0]]} and {names[winners[1]]} win!"
    elif len(earned) == 1 and len(winners) > 1:
        headline = f"{names[earned[0]]} {'win' if you else 'wins'}, and {', '.join(names[w] for w in winners if w not in earned)} " \
                   f"{'shares' if len(winners) == 2 else 'share'} it!"
    else:
        headline = winners_headline(names, winners)
    if out.tiebreak == "food":
        notes.append("Tied on pairs: broken by the most Food.")
    elif out.tiebreak == "muertos":
        notes.append("Tied on pairs and Food: broken by the most Muertos.")
    elif out.tiebreak == "shared":
        notes.append("Tied on pairs, Food and Muertos: the win is shared.")
    verdict = _verdict(state.returns(), totals, winners, out.tiebreak)
    return ScoreSheet(names, rows, out, headline=headline, verdict=verdict, notes=tuple(notes))


# ------------------------------------------------------------------ the table's words
# Every sentence the table shows is written here whole (a translation has one place to go); the
# table only places them.
CARD_HELP = {"choose": "Name a colour as you play it; not tonight's Muertos colour.",
             "spoiled": "No Food may follow it in this trick; its winner exchanges gifts.",
             "ask": "Ask anyone one question, answered truthfully.",
             "swap": "Pass a card to your partner, who passes one back.",
             "no10": "At the end of the trick it cancels one opposing 10.",
             "start": "Leads the first trick of every night.",
             "food": "Scoring: pairs with a Muertos card.",
             "muertos": "Scoring: pairs with a Food card."}
TABLE = {
    "trick colours": "Colours in this trick:",
    "captured": "Captured tonight",
    "captured none": "nothing yet",
    "captured key": "F: Food \u00b7 M: Muertos",
    "discards": "Discards",
    "discards tip": "The discards",
    "discards how": "Click to look through them.",
    "discards click": "click to look",
    "discards sheet": "Tonight's discards, sorted (click or Esc to close)",
    "discards none": "Nothing has been discarded tonight.",
    "partner": "Partner",
    "partner tonight": "Partner tonight",
    "opponent": "Opponent",
    "thinking": "thinking\u2026",
    "scores": "Scores",
    "tonight": "Tonight",
    "pairs": "Pairs",
    "kingmaker": "Kingmaker:",
    "three nights": "Three nights",
    "replay": "A replay: step through the game with the bar above.",
    "over": "The third night is over. Counting the pairs\u2026",
    "wins": "Wins",
    "cancels": "cancels",
}
SEATING = {4: ("Partners sit opposite.",),
           3: ("Three players: the dummy", "plays face up for its", "partner tonight.")}
SCORE_HINT = {4: "A pair is one Food and one Muertos, from any nights.",
              3: "Each night, a player scores what their side captured."}
# the questions of Ask: the button's label, and its tooltip saying what is asked
ASK_QUESTIONS = (("highest", "Highest card?"), ("rank", "How many of a rank?"), ("colour", "How many of a colour?"),
                 ("most", "Colour held most?"), ("hold", "Holds a given card?"))
ASK_QUESTION_TIPS = {
    "highest": "Ask for the highest rank in their hand.",
    "rank": "Ask how many cards of one rank they hold: you pick the rank next.",
    "colour": "Ask how many cards of one colour they hold: you pick the colour next.",
    "most": "Ask which colour they hold most cards of (on a tie, they pick one of the tied colours).",
    "hold": "Ask whether they hold one card, a rank in a colour: you pick the rank, then the colour.",
}
ASK_BACK = {"label": "Back", "target": "Ask a different player.", "question": "Choose another question.",
            "rank": "Choose another rank."}
TIPS = {"answer": "Your answer.", "target": "Ask this player.",
        "rank": "This rank.", "colour": "This colour."}
PROMPTS = {Phase.ASK: "Ask: whom, then which question.",
           Phase.ANSWER: "Several colours tie for your most: pick the answer.",
           Phase.SWAP_RETURN: "Swap: click the card to pass back.",
           Phase.CANCEL: "Your 3 faces several opposing 10s: click the one it cancels.",
           Phase.GIFT_TAKE: "The dummy won: click the card you take from its hand.",
           Phase.GIFT_GIVE: "Gift exchange: click the card you give the winner."}

# ------------------------------------------------------------------ the card faces
# What a card says on its face: a plate over its picture naming its kind, and the ribbon below
# saying what it does (the special cards), what it is (the Food and the Muertos) or its colour.
CARD_PLATE = {"choose": "Choose", "spoiled": "Spoiled", "ask": "Ask", "swap": "Swap", "no10": "No 10",
              "start": "Start", "food": "Food", "animal": "Animal", "child": "Child", "adult": "Adult"}
CARD_EFFECT = {"choose": "Name a colour for it",
               "spoiled": "No Food may follow it",
               "ask": "Ask anyone one question",
               "swap": "Trade with your partner",
               "no10": "Cancels an opposing 10",
               "start": "Leads the first trick"}
COLOUR_NAME = {"black": "Black", "pink": "Pink", "green": "Green", "blue": "Blue"}


def card_plate(card) -> str:
    """The word on the plate over a card's picture: its kind ("" for a plain card)."""
    return CARD_PLATE.get(card.group if card.kind == "muertos" else card.kind, "")


def card_ribbon(card) -> str:
    """The card's ribbon: what a special card does, a Food's or a Muertos' name, a plain card's colour."""
    if card.kind in CARD_EFFECT:
        return CARD_EFFECT[card.kind]
    if card.kind in ("food", "muertos"):
        return card.name
    return COLOUR_NAME[card.colour]


def card_help(card) -> str:
    """A card's tooltip line: what its kind does, or what it is."""
    return CARD_HELP.get(card.kind, f"A {card.colour} {card.rank}.")


def card_count(n: int) -> str:
    return f"{n} card{'s' if n != 1 else ''}"


def seat_tag(name: str, cards: int) -> str:
    """A seat's tag at the table: its name and how many cards it holds."""
    return f"{name} \u00b7 {card_count(cards)}"


def dummy_tag(partner: str | None) -> str:
    """The dummy's name at the table; ``partner`` None: the dummy is the viewer's."""
    return f"Dummy ({'yours' if partner is None else partner})"


def ask_target(name: str | None, you: bool) -> str:
    """The button naming whom to ask (``name`` None: the dummy; a long name is cut by the table, with an ellipsis)."""
    return "Me" if you else ("Dummy" if name is None else name)


def ask_step(step: str, name: str | None, you: bool) -> str:
    """Ask's chooser, once the player to ask is picked (``name`` None: the dummy): the step now."""
    whom = "yourself" if you else ("the dummy" if name is None else name)
    what = {"question": "which question?", "rank": "which rank?", "colour": "which colour?"}[step]
    return f"Ask {whom}: {what}"


def name_colour_tip(colour: str) -> str:
    return f"Name {colour}."


def captured_tally(food: int, muertos: int, short: bool = True) -> str:
    return f"{food} F \u00b7 {muertos} M" if short else f"{food} Food, {muertos} Muertos"


def score_cell(food: int, muertos: int) -> str:
    return f"{food}F {muertos}M"


def night_label(night: int, now: bool) -> str:
    return "Tonight" if now else f"Night {night + 1}"


def night_tag(name: str, night: int) -> str:
    return f"{name} \u00b7 night {night + 1} of 3"


def trick_tag(tricks: int) -> str:
    return f"Trick {min(tricks + 1, 7)} of 7"


def colour_tag(colour: str) -> str:
    return f"Muertos colour: {colour}"


def night_heading(name: str, colour: str) -> str:
    return f"{name} \u00b7 Muertos colour {colour}"


def played_as(colour: str) -> str:
    """The chip under a Choose card: the colour it was named."""
    return f"as {colour}"


SIDES = {"yours": "Your side", "theirs": "Their side", "theirs short": "Theirs"}
YOU = {"label": "You", "object": "you", "dummy": "the dummy"}


def side_members(names: list[str]) -> str:
    """A partnership of three players' game by its members ("You & the dummy", "Rosa & Diego")."""
    return " & ".join(names)


def side_members_sentence(names: list[str]) -> str:
    """The same as the start of a sentence ("You and the dummy")."""
    text = " and ".join(names)
    return text[0].upper() + text[1:]


def thinking(name: str) -> str:
    return f"{name} is thinking\u2026"


def play_prompt(phase: Phase, dummy: bool, set_aside: bool = False, choosing: bool = False) -> str:
    """What the seat on screen is asked to do now (``dummy``: it plays from the dummy's hand)."""
    whose = "the dummy's" if dummy else "your"
    if phase is Phase.PLAY:
        if set_aside:
            return f"No card in {whose} hand can be played: double-click one to set it aside."
        if choosing:
            return "Name the colour Choose counts as:"
        return f"Play a card from {whose} hand: drag it to the table or double-click it."
    if phase is Phase.SWAP_GIVE:
        return f"Swap: click the card {whose} hand passes to the partner."
    return PROMPTS.get(phase, "")


def kingmaker_line(who: str | None, mate: str, mate_is_you: bool) -> str:
    """Three players, the last night: one seat can no longer win alone (``who`` None: the viewer)."""
    if who is None:
        return f"you can no longer win alone; you win if {mate} does."
    mate_does = "you do" if mate_is_you else f"{mate} does"
    return f"{who} can no longer win alone; {who} wins if {mate_does}."


def trick_read(fmt: Plain, reading, trick, aside, places: tuple, viewer: int | None, names) -> str:
    """The line under a finished trick: who won it, with which card, and why (``reading``: the
    rules' :func:`~game.rules.muertos.tricks.read_trick`)."""
    if reading.winner is None:
        return ""
    played = {p: c for p, c, _ in trick}
    played.update(dict(aside))

    def owner(place: int) -> str:
        name, me = who(place, places, viewer, names)
        return "your" if me else f"{name}'s"

    name, me = who(reading.winner, places, viewer, names)
    text = f"{cap(name)} {_s(me, 'win', 'wins')} the trick with {fmt.card(reading.card)}"
    links, beaten = reading.links, reading.beaten
    if reading.reason == "cancel" and len(links) > 1:
        return text + ": the two 3s cancelled both 10s."
    if reading.reason == "cancel":
        three, ten = links[0]
        return text + f": {owner(three)} 3 cancelled {owner(ten)} 10."
    if reading.reason == "tie":
        text += f": played first, it beats {owner(beaten)} {fmt.card(played[beaten])}."
    elif reading.reason == "aside":
        text += f": {owner(beaten)} {fmt.card(played[beaten])} was set aside and counts for nothing."
    else:
        text += ", the highest card."
    for three, ten in links:  # a cancel that did not decide the trick is still worth saying
        text += f" {cap(owner(three))} 3 cancelled {owner(ten)} 10."
    return text
