"""Dia de los Muertos in players' words: log lines per viewer, move wording, questions, the score sheet.

The one place these texts live (log, tooltips, suggestions, bots' reasons, command line). Pure
Python. Card and colour names go through :class:`Plain`; a scene may subclass it for markup.
Every event's data ends with the night's seating, so any place it names can be told: a player
("You", "Rosa") or the dummy.
"""
from __future__ import annotations

from game.protocol import Event, ScoreSheet, SheetRow, subject, third_person, winners_headline
from game.rules.base import Action
from game.rules.muertos.actions import (Answer, AskQuestion, CancelTen, GiftGive, GiftTake, Play, SetAside,
                                         SwapGive, SwapReturn)
from game.rules.muertos.cards import MuertosData
from game.rules.wording import cap, num

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
    if k == "swap_give":
        return line(d[0], "pass", "passes", f"{fmt.card(d[2])} across to {obj(d[1])}.")
    if k == "swap_give_hidden":
        return line(d[0], "pass", "passes", f"a card across to {obj(d[1])}.")
    if k == "swap_return":
        return line(d[0], "pass", "passes", f"{fmt.card(d[2])} back to {obj(d[1])}.")
    if k == "swap_return_hidden":
        return line(d[0], "pass", "passes", f"a card back to {obj(d[1])}.")
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
    if k == "gift_take":
        return line(d[0], "take", "takes", f"{fmt.card(d[2])} from {obj(d[1])}.")
    if k == "gift_take_hidden":
        return line(d[0], "take", "takes", f"a card at random from {obj(d[1])}.")
    if k == "gift_give":
        return line(d[0], "give", "gives", f"{fmt.card(d[2])} to {obj(d[1])}.")
    if k == "gift_give_hidden":
        return line(d[0], "give", "gives", f"a card to {obj(d[1])}.")
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


def describe_action(fmt: Plain, action: Action, view) -> str:
    """The move in words, for suggestions and tooltips ("Play the Pink 7.")."""
    if isinstance(action, Play):
        text = f"Play {fmt.card(action.card)}"
        return text + (f", naming {fmt.colour(action.colour)}." if action.colour else ".")
    if isinstance(action, SetAside):
        return f"Set {fmt.card(action.card)} aside."
    if isinstance(action, AskQuestion):
        target = "yourself" if view is not None and action.target == view.places.index(view.viewer) \
            else f"the player at place {action.target + 1}"
        return f"Ask {target}: {question_text(fmt, action.question, action.rank, action.colour)}"
    if isinstance(action, Answer):
        return f"Answer {fmt.colour(action.colour)}."
    if isinstance(action, SwapGive):
        return f"Pass {fmt.card(action.card)} to your partner."
    if isinstance(action, SwapReturn):
        return f"Pass {fmt.card(action.card)} back."
    if isinstance(action, CancelTen):
        return f"Cancel the 10 played from place {action.position + 1}."
    if isinstance(action, GiftTake):
        return f"Take {fmt.card(action.card)} from the dummy."
    if isinstance(action, GiftGive):
        return f"Give {fmt.card(action.card)}."
    return str(action)


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
    pairs = sorted(set(state.returns()), reverse=True)
    verdict = (f"{pairs[0]} pair{'s' if pairs[0] != 1 else ''} to {pairs[1]} over three nights." if len(pairs) > 1
               else f"{pairs[0]} pair{'s' if pairs[0] != 1 else ''} each over three nights.")
    verdict += " Ties go to the most Food, then the most Muertos."
    return ScoreSheet(names, rows, out, headline=headline, verdict=verdict, notes=tuple(notes))
