"""Dia de los Muertos in players' words: log lines per viewer, move wording, questions, the score sheet.

The one place these texts live (log, tooltips, suggestions, bots' reasons, command line): each
sentence is a message of the game's catalogue (``game/rules/muertos/locales/<lang>/muertos.ftl``),
said when it is asked for, in the reader's language. Pure Python. Card and colour names go through
:class:`Plain`; a scene may subclass it for markup.
Every event's data ends with the night's seating, so any place it names can be told: a player
("You", "Rosa") or the dummy.
"""
from __future__ import annotations

from game.protocol import Event, ScoreSheet, SheetRow, spoken_name, subject, third_person
from game.rules.base import Action
from game.rules.move_words import MoveWords
from game.rules.muertos.actions import CODEC, AskQuestion, Play
from game.rules.muertos.cards import MuertosData
from game.rules.muertos.phases import Phase
from game.rules.wording import cap
from game.text import Msg, say

DUMMY = -2


def msg(key: str, **args) -> Msg:
    """The game's message ``muertos-<key>``."""
    return Msg("muertos-" + key, **args)


def t(key: str, **args) -> str:
    """The game's message ``muertos-<key>`` said now, in the reader's language."""
    return say(Msg("muertos-" + key, **args))


def yes(flag: bool) -> str:
    return "yes" if flag else "no"


def card_msg(data: MuertosData, card: str) -> Msg:
    """A card's name as a message ("Pink 7", "Pan de muerto (Food 2)", "the Start 6")."""
    c = data.cards[card]
    name = msg("card-" + c.id)
    if c.kind in ("food", "muertos"):
        what = msg("kind-food") if c.kind == "food" else msg("group-" + c.group)
        return msg("card-scoring", name=name, what=what, rank=c.rank)
    if c.kind in ("number", "no10"):
        return name
    if c.kind == "start":
        return msg("card-the-start", rank=c.rank)
    return msg("card-ranked", name=name, rank=c.rank)


def colour_msg(colour: str) -> Msg:
    """A colour's name in a sentence ("pink")."""
    return msg("colour-" + colour)


def colour_name(colour: str) -> str:
    """A colour's name on its own, capitalized ("Pink": a button, a card's ribbon)."""
    return t("colour-name-" + colour)


def night_name(night) -> str:
    """A night's name ("Night of the animals"), by the group of its Muertos."""
    return t("night-" + night.muertos)


class Plain:
    """Names in plain text; a scene subclasses it to add colour and bold."""

    def __init__(self, data: MuertosData):
        self.data = data

    def bold(self, text: str) -> str:
        return text

    def colour(self, colour: str) -> str:
        return say(colour_msg(colour))

    def card(self, card: str) -> str:
        return say(card_msg(self.data, card))

    def cards(self, cards) -> str:
        return say(msg("cards", cards=tuple(card_msg(self.data, c) for c in cards)))


def who(place: int, places: tuple, viewer: int | None, names) -> tuple[str, bool]:
    """``(name, second person)`` of the player (or the dummy) at ``place`` as ``viewer`` reads it."""
    seat = places[place]
    if seat == DUMMY:
        return t("the-dummy"), False
    name, you = subject(seat, viewer, tuple(names))
    return (t("you") if you else say(name)), you


def _kind(place: int, places: tuple, viewer: int | None, names) -> tuple[str, str]:
    """``(name, who)`` of the place: ``who`` is "you" (the viewer), "dummy" or "other" (``name``)."""
    seat = places[place]
    if seat == DUMMY:
        return "", "dummy"
    name, you = subject(seat, viewer, tuple(names))
    return ("", "you") if you else (say(name), "other")


def question_msg(question: str, rank: int | None, colour: str | None) -> Msg:
    """The question as asked ("how many 10s do you hold?")."""
    if question in ("highest", "most"):
        return msg("question-" + question)
    if question == "rank":
        return msg("question-rank", rank=rank)
    return msg("question-" + ("colour" if question == "colour" else "hold"), colour=colour or "", rank=rank or 0)


def question_text(fmt: Plain, question: str, rank: int | None, colour: str | None) -> str:
    return say(question_msg(question, rank, colour))


def answer_text(question: str, answer) -> str:
    if answer == "none":
        return t("answer-none")
    if question == "hold":
        return t("answer-yes" if answer else "answer-no")
    if isinstance(answer, str):
        return say(colour_msg(answer))
    return str(answer)


_HANDED = ("swap_give", "swap_return", "gift_take", "gift_give")  # the log lines of a card changing hands
_HIDDEN_CARD = {"gift_take": "a-card-at-random"}  # the card a viewer may not see, where "a card" is not enough


def event_text(fmt: Plain, event: Event, viewer: int | None, names) -> str:
    """The log line for ``event`` as ``viewer`` reads it."""
    k, d = event.kind, event.data
    places = d[-1]
    if event.actor is not None:
        named, you = subject(event.actor, viewer, tuple(names))
        actor = t("you") if you else say(named)
    else:
        actor, you = t("the-game"), False

    def at(place: int) -> tuple[str, bool]:
        return who(place, places, viewer, names)

    def subj(place: int) -> tuple[str, bool]:
        """Who acts for ``place``: its player, or "<partner>, for the dummy," when the dummy acts."""
        if places[place] == DUMMY:
            return t("for-the-dummy", name=actor), you
        name, me = at(place)
        return cap(name), me

    def line(key: str, place: int, **args) -> str:
        name, me = subj(place)
        return t(key, name=name, you=yes(me), **args)

    def obj(place: int) -> str:
        name, kind = _kind(place, places, viewer, names)
        return t("object", name=name, who=kind)

    if k == "night":
        night, seating, leader = d[0], d[1], d[2]
        text = t("log-night", night=night_name(fmt.data.nights[night]))
        if DUMMY in seating:
            partner = seating[(seating.index(DUMMY) + 2) % 4]
            named, me = subject(partner, viewer, tuple(names))
            text += " " + t("log-night-dummy", name=named, you=yes(me))
        name, me = at(leader)
        return text + " " + t("log-night-lead", name=cap(name), you=yes(me))
    if k == "deal":
        place, cards = d[0], d[1]
        if places[place] == DUMMY:
            return t("log-deal-dummy", cards=fmt.cards(cards))
        return t("log-deal", cards=fmt.cards(cards))
    if k == "play":
        place, card, colour = d[0], d[1], d[2]
        if colour is not None:
            return line("log-play-naming", place, card=fmt.card(card), colour=fmt.colour(colour))
        return line("log-play", place, card=fmt.card(card))
    if k == "set_aside":
        return line("log-set-aside", d[0], card=fmt.card(d[1]))
    if k == "ask":
        place, target, q, rank, colour, answer = d[0], d[1], d[2], d[3], d[4], d[5]
        name, me = subj(place)
        asked = t("themselves", you=yes(me)) if target == place else obj(target)
        text = t("log-ask", name=name, you=yes(me), asked=asked, question=question_text(fmt, q, rank, colour))
        if answer is None:
            return text + " " + t("log-ask-tie")
        return text + " " + t("log-ask-answer", answer=answer_text(q, answer))
    if k == "answer":
        return line("log-answer", d[0], colour=fmt.colour(d[1]))
    handed, hidden, _ = k.partition("_hidden")
    if handed in _HANDED:  # data: the place, the other place, the card (none when hidden from the viewer)
        card = t(_HIDDEN_CARD.get(handed, "a-card")) if hidden else fmt.card(d[2])
        return line("log-" + handed.replace("_", "-"), d[0], card=card, other=obj(d[1]))
    if k == "cancel":
        place, target = d[0], d[1]
        name, kind = _kind(place, places, viewer, names)
        other, other_kind = _kind(target, places, viewer, names)
        return t("log-cancel", name=name, who=kind, other=other, whom=other_kind)
    if k == "trick":
        winner, won, spoiled = d[0], d[1], d[3]
        name, me = at(winner)
        text = t("log-trick-won" if won else "log-trick", name=cap(name), you=yes(me), cards=fmt.cards(won))
        if won or spoiled:
            text += " " + t("log-gifts" if won else "log-gifts-spoiled")
        return text
    if k == "night_over":
        night, counts = d[0], d[1]
        parts = []
        for team, (f, m) in enumerate(counts):
            members = [at(p)[0] for p in range(4) if p % 2 == team]
            members[0] = cap(members[0])
            parts.append(t("log-side-count", first=members[0], second=members[1], food=f, muertos=m))
        return t("log-night-over", night=night_name(fmt.data.nights[night]), sides=t("log-sides", first=parts[0],
                                                                                       second=parts[1]))
    if k == "game_over":
        winners = d[1]
        won = [t("you-object") if w == viewer else say(third_person(tuple(names), w)) for w in winners]
        you = won == [t("you-object")]
        return t("log-game-over", winners=_and(won), many=yes(len(won) > 1 or you))
    return k.replace("_", " ")


def _and(parts: list[str]) -> str:
    """``a and b and c`` (the old log's way of naming the winners)."""
    return (" " + t("and") + " ").join(parts)


# the moves worded in data/muertos/moves.yaml, and how their fields are written there; each sentence
# is said from the catalogue's ``muertos-move-<kind>`` (the file keeps the English, checked against the moves)
MOVES = MoveWords(__name__, CODEC, {"card": lambda fmt, action: fmt.card(action.card),
                                    "colour": lambda fmt, action: fmt.colour(action.colour),
                                    "place": lambda fmt, action: str(action.position + 1)})
_MOVE_FIELDS = {"card": lambda fmt, action: fmt.card(action.card),
                "colour": lambda fmt, action: fmt.colour(action.colour),
                "place": lambda fmt, action: action.position + 1}


def describe_action(fmt: Plain, action: Action, view) -> str:
    """The move in words, for suggestions and tooltips ("Play the Pink 7.")."""
    if isinstance(action, Play):
        if action.colour:
            return t("do-play-naming", card=fmt.card(action.card), colour=fmt.colour(action.colour))
        return t("do-play", card=fmt.card(action.card))
    if action.kind in MOVES.templates:
        fields = {name: dress(fmt, action) for name, dress in _MOVE_FIELDS.items() if hasattr(action, _FIELD[name])}
        return t("move-" + action.kind.replace("_", "-"), **fields)
    if isinstance(action, AskQuestion):
        q = question_text(fmt, action.question, action.rank, action.colour)
        if view is not None and action.target == view.places.index(view.viewer):
            return t("do-ask-yourself", question=q)
        return t("do-ask", place=action.target + 1, question=q)
    return str(action)


_FIELD = {"card": "card", "colour": "colour", "place": "position"}


def _verdict(pairs, totals, winners, tiebreak: str) -> str:
    """The result in numbers: the winners' pairs against the best of the rest, and when pairs tied
    at the top, what broke the tie (the Food or the Muertos of the tied sides)."""
    top = max((pairs[w] for w in winners), default=max(pairs))
    tied = [s for s in range(len(pairs)) if pairs[s] == top and s not in winners]
    rest = [pairs[s] for s in range(len(pairs)) if s not in winners]
    if tiebreak in ("food", "muertos") and tied:
        i = 0 if tiebreak == "food" else 1
        won = max(totals[w][i] for w in winners)
        lost = max(totals[s][i] for s in tied)
        return t("verdict-tiebreak-" + tiebreak, pairs=top, won=won, lost=lost)
    if tiebreak == "shared":
        return t("verdict-shared", pairs=top)
    if not rest:
        return t("verdict-level", pairs=top)
    return t("verdict", pairs=top, rest=max(rest))


def score_sheet(state) -> ScoreSheet:
    totals = state.team_totals()
    names = tuple(s.name for s in state.setup.seats)
    rows = (SheetRow(t("sheet-food"), tuple(f for f, _ in totals)),
            SheetRow(t("sheet-muertos"), tuple(m for _, m in totals)),
            SheetRow(t("sheet-pairs"), state.returns(), total=True),
            SheetRow(t("sheet-food-muertos"), tuple(f"{f} / {m}" for f, m in totals), tiebreak=True))
    out = state.outcome()
    notes = []
    said = tuple(t("you") if n == "You" else say(spoken_name(n)) for n in names)  # the names in sentences, in the reader's language
    if state.kingmakers:
        notes += [t("sheet-kingmaker", name=said[s], mate=said[m], you=yes(names[m] == "You"))
                  for s, m in state.kingmakers.items()]
    winners = sorted(out.winners)
    # a kingmaker shares a partner's win: the headline names who won it
    earned = [w for w in winners if not (w in state.kingmakers and state.kingmakers[w] in winners)] or winners
    you = "You" in [names[w] for w in earned]
    if state.players == 4 and len(winners) == 2:
        headline = t("headline-partners", first=said[winners[0]], second=said[winners[1]])
    elif len(earned) == 1 and len(winners) > 1:
        headline = t("headline-shared", name=said[earned[0]], you=yes(you),
                     others=", ".join(said[w] for w in winners if w not in earned), n=len(winners) - 1)
    elif len(winners) == 1:
        headline = t("headline-one", name=said[winners[0]], you=yes(names[winners[0]] == "You"))
    elif winners:
        headline = t("headline-many", names=_and([said[w] for w in winners]))
    else:
        headline = t("headline-nobody")
    if out.tiebreak in ("food", "muertos", "shared"):
        notes.append(t("sheet-tied-" + out.tiebreak))
    verdict = _verdict(state.returns(), totals, winners, out.tiebreak)
    return ScoreSheet(names, rows, out, headline=headline, verdict=verdict, notes=tuple(notes))


# ------------------------------------------------------------------ the table's words
# Every sentence the table shows is a message of the catalogue, said when it is read (a change of
# language shows at once); the table only places them.
class Said:
    """A table of messages by key, each said when it is read: ``TABLE["captured"]`` is the message
    ``muertos-<prefix>-captured`` in the reader's language (spaces and underscores as dashes)."""

    def __init__(self, prefix: str, names=()):
        self.prefix = prefix
        self.names = tuple(names)

    def __getitem__(self, key) -> str:
        return t(f"{self.prefix}-{str(key).replace(' ', '-').replace('_', '-')}")

    def get(self, key, default: str = "") -> str:
        return self[key] if key in self.names else default

    def __contains__(self, key) -> bool:
        return key in self.names


CARD_HELP = Said("help", ("choose", "spoiled", "ask", "swap", "no10", "start", "food", "muertos"))
TABLE = Said("table", ("trick colours", "captured", "captured none", "captured key", "discards", "discards tip",
                       "discards how", "discards click", "discards sheet", "discards none", "partner",
                       "partner tonight", "opponent", "thinking", "scores", "tonight", "pairs", "kingmaker",
                       "three nights", "replay", "over", "wins", "cancels", "spoiled"))


class _Seating:
    """The discards' seating note, line by line: four players (one line), three (three lines)."""

    def __getitem__(self, players: int) -> tuple[str, ...]:
        return (t("seating-4"),) if players == 4 else (t("seating-3-1"), t("seating-3-2"), t("seating-3-3"))


SEATING = _Seating()
SCORE_HINT = Said("score-hint", (4, 3))


class _Questions:
    """The questions of Ask: each one's key and its button's label, said when read."""

    QUESTIONS = ("highest", "rank", "colour", "most", "hold")

    def _all(self) -> list[tuple[str, str]]:
        return [(q, t("ask-button-" + q)) for q in self.QUESTIONS]

    def __iter__(self):
        return iter(self._all())

    def __reversed__(self):
        return reversed(self._all())

    def __len__(self) -> int:
        return len(self.QUESTIONS)

    def __getitem__(self, i):
        return self._all()[i]


ASK_QUESTIONS = _Questions()
ASK_QUESTION_TIPS = Said("ask-tip", _Questions.QUESTIONS)  # its tooltip saying what is asked
ASK_BACK = Said("ask-back", ("label", "target", "question", "rank"))
TIPS = Said("tip", ("answer", "target", "rank", "colour"))
PROMPTS = Said("prompt", ("ask", "answer", "swap_return", "cancel", "gift_take", "gift_give"))

# ------------------------------------------------------------------ the card faces
# What a card says on its face: a plate over its picture naming its kind, and the ribbon below
# saying what it does (the special cards), what it is (the Food and the Muertos) or its colour.
CARD_PLATE = Said("plate", ("choose", "spoiled", "ask", "swap", "no10", "start", "food", "animal", "child", "adult"))
CARD_EFFECT = Said("effect", ("choose", "spoiled", "ask", "swap", "no10", "start"))
COLOUR_NAME = Said("colour-name", ("black", "pink", "green", "blue"))


def card_plate(card) -> str:
    """The word on the plate over a card's picture: its kind ("" for a plain card)."""
    return CARD_PLATE.get(card.group if card.kind == "muertos" else card.kind, "")


def card_ribbon(card) -> str:
    """The card's ribbon: what a special card does, a Food's or a Muertos' name, a plain card's colour."""
    if card.kind in CARD_EFFECT:
        return CARD_EFFECT[card.kind]
    if card.kind in ("food", "muertos"):
        return t("card-" + card.id)
    return COLOUR_NAME[card.colour]


def card_help(card) -> str:
    """A card's tooltip line: what its kind does, or what it is."""
    return CARD_HELP.get(card.kind) or t("help-plain", colour=say(colour_msg(card.colour)), rank=card.rank)


def card_count(n: int) -> str:
    return t("card-count", n=n)


def seat_tag(name: str, cards: int) -> str:
    """A seat's tag at the table: its name and how many cards it holds."""
    return f"{name} \u00b7 {card_count(cards)}"


def dummy_tag(partner: str | None) -> str:
    """The dummy's name at the table; ``partner`` None: the dummy is the viewer's."""
    return t("dummy-tag", name=partner or "", yours=yes(partner is None))


def ask_target(name: str | None, you: bool) -> str:
    """The button naming whom to ask (``name`` None: the dummy; a long name is cut by the table, with an ellipsis)."""
    return t("ask-me") if you else (t("ask-dummy") if name is None else name)


def ask_step(step: str, name: str | None, you: bool) -> str:
    """Ask's chooser, once the player to ask is picked (``name`` None: the dummy): the step now."""
    whom = "you" if you else ("dummy" if name is None else "other")
    return t("ask-step-" + step, name=name or "", who=whom)


def name_colour_tip(colour: str) -> str:
    return t("tip-name-colour", colour=say(colour_msg(colour)))


def captured_tally(food: int, muertos: int, short: bool = True) -> str:
    return t("tally-short" if short else "tally", food=food, muertos=muertos)


def score_cell(food: int, muertos: int) -> str:
    return t("score-cell", food=food, muertos=muertos)


def night_label(night: int, now: bool) -> str:
    return TABLE["tonight"] if now else t("night-label", n=night + 1)


def night_tag(name: str, night: int) -> str:
    return t("night-tag", night=name, n=night + 1)


def trick_tag(tricks: int) -> str:
    return t("trick-tag", n=min(tricks + 1, 7))


def colour_tag(colour: str) -> str:
    return t("colour-tag", colour=say(colour_msg(colour)))


def night_heading(name: str, colour: str) -> str:
    return t("night-heading", night=name, colour=say(colour_msg(colour)))


def played_as(colour: str) -> str:
    """The chip under a Choose card: the colour it was named."""
    return t("played-as", colour=say(colour_msg(colour)))


SIDES = Said("side", ("yours", "theirs", "theirs short"))
YOU = Said("you", ("label", "object", "dummy"))


def side_members(names: list[str]) -> str:
    """A partnership of three players' game by its members ("You & the dummy", "Rosa & Diego")."""
    return " & ".join(names)


def side_members_sentence(names: list[str]) -> str:
    """The same as the start of a sentence ("You and the dummy")."""
    text = _and(names)
    return text[0].upper() + text[1:]


def thinking(name: str) -> str:
    return t("thinking", name=name)


def play_prompt(phase: Phase, dummy: bool, set_aside: bool = False, choosing: bool = False) -> str:
    """What the seat on screen is asked to do now (``dummy``: it plays from the dummy's hand)."""
    whose = yes(dummy)
    if phase is Phase.PLAY:
        if set_aside:
            return t("prompt-set-aside", dummy=whose)
        if choosing:
            return t("prompt-choosing")
        return t("prompt-play", dummy=whose)
    if phase is Phase.SWAP_GIVE:
        return t("prompt-swap-give", dummy=whose)
    return PROMPTS.get(phase.value, "")


def kingmaker_line(who: str | None, mate: str, mate_is_you: bool) -> str:
    """Three players, the last night: one seat can no longer win alone (``who`` None: the viewer)."""
    if who is None:
        return t("kingmaker-you", mate=mate)
    return t("kingmaker", name=who, mate=mate, you=yes(mate_is_you))


def trick_read(fmt: Plain, reading, trick, aside, places: tuple, viewer: int | None, names) -> str:
    """The line under a finished trick: who won it, with which card, and why (``reading``: the
    rules' :func:`~game.rules.muertos.tricks.read_trick`)."""
    if reading.winner is None:
        return ""
    played = {p: c for p, c, _ in trick}
    played.update(dict(aside))

    def owner(place: int) -> dict:
        name, kind = _kind(place, places, viewer, names)
        return {"name": name, "who": kind}

    def cancelled(three: int, ten: int, key: str = "read-cancelled-start") -> str:
        a, b = owner(three), owner(ten)
        return t(key, name=a["name"], who=a["who"], other=b["name"], whom=b["who"])

    name, me = who(reading.winner, places, viewer, names)
    text = t("read-wins", name=cap(name), you=yes(me), card=fmt.card(reading.card))
    links, beaten = reading.links, reading.beaten
    if reading.reason == "cancel" and len(links) > 1:
        return text + t("read-both-cancelled")
    if reading.reason == "cancel":
        three, ten = links[0]
        return text + ": " + cancelled(three, ten, "read-cancelled")
    if reading.reason == "tie":
        o = owner(beaten)
        text += t("read-tie", name=o["name"], who=o["who"], card=fmt.card(played[beaten]))
    elif reading.reason == "aside":
        o = owner(beaten)
        text += t("read-aside", name=o["name"], who=o["who"], card=fmt.card(played[beaten]))
    else:
        text += t("read-highest")
    for three, ten in links:  # a cancel that did not decide the trick is still worth saying
        text += " " + cancelled(three, ten)
    return text
