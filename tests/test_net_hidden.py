"""Hidden information over the network: what the host sends a seat (:meth:`NetTable.table_for`) depends
on nothing that seat may not know. Along seeded playouts of every game with several seats, each
game's secrets are read from the full state (another seat's hand, the deck's and the bag's order,
another seat's hidden placements, the seed and the generator) and dealt again otherwise, consistently
with everything public; the message a seat is sent must come out the same, byte for byte. A message
that changed would carry some of what was dealt again: a leak."""
from __future__ import annotations

import random
from typing import Any, Callable

import pytest
from net_helpers import multi_modes, playout

from game import registry
from game.net import wire
from game.net.host import NetTable
from game.session import Session

SEED = 424_242_424_242


# ------------------------------------------------------------------ each game's secrets, from the full state
def _muertos(state: Any, seat: int, rng: random.Random | None) -> Any:
    """The cards of the hands ``seat`` cannot see, beyond those it is sure of (it saw them passed in)."""
    from game.rules.muertos.view import known_cards, visible_places

    shown = visible_places(state, seat)
    sure, _ = known_cards(state.events, seat)
    hidden = [p for p in range(len(state.hands)) if p not in shown]
    unknown = {p: [c for c in state.hands[p] if c not in sure[p]] for p in hidden}
    if rng is not None:
        pool = [c for p in hidden for c in unknown[p]]
        rng.shuffle(pool)
        for p in hidden:
            keep = [c for c in state.hands[p] if c in sure[p]]
            state.hands[p] = keep + [pool.pop() for _ in unknown[p]]
    return tuple((p, tuple(sorted(unknown[p]))) for p in hidden)


def _ofrenda(state: Any, seat: int, rng: random.Random | None) -> Any:
    """The deck's order, the candle bag's, the cards in the box face down (solo), and the cards of the
    other hands nobody saw arrive, all dealt again from one pool."""
    from game.rules.ofrenda.cards import OfrendaData  # noqa: F401 (the game's data is loaded)

    comp_box = set(state._comp.boxed_portraits[1 if state.solo else len(state.boards)])  # set aside face up
    hidden_box = [c for c in state.box_portraits if c not in comp_box]
    others = {i: [c for c in b.hand if c not in b.known_hand] for i, b in enumerate(state.boards) if i != seat}
    secret = (tuple(state.deck), tuple(state.bag), tuple(sorted(hidden_box)),
              tuple((i, tuple(sorted(cs))) for i, cs in others.items()))
    if rng is not None:
        pool = list(state.deck) + hidden_box + [c for cs in others.values() for c in cs]
        rng.shuffle(pool)
        for i, cs in others.items():
            board = state.boards[i]
            fresh = [pool.pop() for _ in cs]
            board.hand = [c for c in board.hand if c in board.known_hand] + fresh
            board.dealt = tuple(fresh)  # (a card of the hand not among those dealt is one all saw arrive)
        state.box_portraits = [c for c in state.box_portraits if c in comp_box] + [pool.pop() for _ in hidden_box]
        state.deck = pool
        rng.shuffle(state.bag)
    return secret


def _oaxaca(state: Any, seat: int, rng: random.Random | None) -> Any:
    """Per deck, the cards in the places ``seat`` does not know (and the cards a gatherer drew, while
    they are not its to see); the tourist deck's order."""
    from game.rules.oaxaca.state import Phase

    sees_drawn = seat == state.active and state.phase in (Phase.KEEP, Phase.PUT_BACK)
    secret = []
    for craft, deck in state.decks.items():
        places = [i for i, known in enumerate(state.known[craft]) if seat not in known]
        cards = [deck[i] for i in places]
        drawn = state.drawn_from == craft and not sees_drawn
        if drawn:
            cards += list(state.drawn)
        secret.append((craft, tuple(cards)))
        if rng is not None:
            rng.shuffle(cards)
            for i in places:
                deck[i] = cards.pop(0)
            if drawn:
                state.drawn = cards
    if rng is not None:
        rng.shuffle(state.tourist_deck)
    return tuple(secret), tuple(state.tourist_deck)


def _portents(state: Any, seat: int, rng: random.Random | None) -> Any:
    """The bag's order (what is in it is known; in a duel every tile is dealt, open), and the generator
    (the Kitty's draws and the tiles to come)."""
    if rng is not None:
        rng.shuffle(state.bag)
    return tuple(state.bag), state.rng.state


def _dotd(state: Any, seat: int, rng: random.Random | None) -> Any:
    """The other seats' setup placements (which casket, which colour) before they are revealed."""
    secret = tuple((s, tuple(p)) for s, p in enumerate(state.placed) if s != seat)
    if rng is not None:
        colours = sorted({c for p in state.placed for _, c in p} | {0, 1, 2})
        for s, placed in enumerate(state.placed):
            if s != seat and placed:
                state.placed[s] = [((k + 1 + rng.randrange(3)) % 4, rng.choice(colours)) for k, _ in placed]
    return secret


SECRETS: dict[str, Callable[[Any, int, random.Random | None], Any]] = {
    "muertos": _muertos, "ofrenda": _ofrenda, "oaxaca": _oaxaca, "portents": _portents, "dotd": _dotd}


def _message(session: Session, seat: int) -> str:
    """What a seat joining now is sent: its whole table (a fresh table: the log from the start)."""
    table = NetTable(session.game, session.setup, 0, (), session=session)
    return wire.dumps(table.table_for(seat))


def _dealt_again(session: Session, seat: int, rng: random.Random) -> tuple[Any, Any]:
    """A copy of the full state with ``seat``'s secrets dealt again (and another seed and generator)."""
    state = session.state.clone()
    state.seed = rng.getrandbits(40)
    state.rng.state = rng.getrandbits(64)
    SECRETS[session.game.id](state, seat, rng)
    return state, SECRETS[session.game.id](state, seat, None)


@pytest.mark.parametrize(("game_id", "mode", "players"), multi_modes())
def test_a_seats_messages_do_not_depend_on_what_it_may_not_know(game_id, mode, players):
    assert set(SECRETS) == set(registry.games())  # a new game brings its secrets here
    rng = random.Random(f"{game_id}/{mode}")
    changed = 0
    checked = 0
    for step, session in enumerate(playout(game_id, mode, players, seed=SEED)):
        if step % 3 and step > 40:
            continue
        real = session.state
        for seat in range(players):
            secret = SECRETS[game_id](real, seat, None)
            sent = _message(session, seat)
            assert str(SEED) not in sent and str(real.rng.state) not in sent
            for _ in range(2):
                other, other_secret = _dealt_again(session, seat, rng)
                try:
                    session.state = other
                    again = _message(session, seat)
                finally:
                    session.state = real
                changed += other_secret != secret
                if again != sent:
                    _explain(sent, again, game_id, seat, step)
            checked += 1
    assert checked > 20
    assert changed >= 10, "the secrets were hardly ever dealt otherwise: the test would not see a leak"


def _explain(sent: str, again: str, game_id: str, seat: int, step: int) -> None:
    at = next(i for i, (a, b) in enumerate(zip(sent, again)) if a != b) if sent[:len(again)] != again[:len(sent)] \
        else min(len(sent), len(again))
    raise AssertionError(f"{game_id}: seat {seat}'s table at step {step} changed with its secrets: "
                         f"...{sent[max(0, at - 200):at + 80]}... became ...{again[max(0, at - 200):at + 80]}...")
