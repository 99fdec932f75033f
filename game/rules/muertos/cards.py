"""Dia de los Muertos' cards, loaded from ``data/muertos/cards.yaml`` and cross-checked."""
from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path

from game.datafiles import DataError
from game.paths import resource_root
from game.rules.muertos.schema import CardsFile
from game.rules.strict import load_yaml

# what the rules rely on, checked on load: a wrong file stops with its key and reason
RANK_OF_KIND = {"choose": 0, "spoiled": 0, "ask": 0, "swap": 1, "no10": 3, "start": 6, "food": 2, "muertos": 4}
HAND_SIZE = 7
POSITIONS = 4


@dataclass(frozen=True)
class Card:
    id: str
    rank: int
    colour: str
    kind: str
    group: str
    name: str

    @property
    def scoring(self) -> bool:
        return self.kind in ("food", "muertos")


@dataclass(frozen=True)
class Night:
    name: str
    muertos: str  # the group of its Muertos cards
    colour: str  # the colour of its Muertos cards (Choose may not name it)
    food: tuple[str, ...]  # the Food cards shuffled in that night


@dataclass(frozen=True)
class MuertosData:
    cards: dict[str, Card]  # in file order
    core: tuple[str, ...]
    nights: tuple[Night, ...]

    def deck(self, night: int) -> tuple[str, ...]:
        """The cards of night ``night`` (0, 1, 2): the core, its Food and its Muertos, in file order."""
        return self._decks[night]

    @functools.cached_property
    def _decks(self) -> tuple[tuple[str, ...], ...]:
        return tuple(self.core + n.food + tuple(c for c, card in self.cards.items() if card.group == n.muertos)
                     for n in self.nights)

    @functools.cached_property
    def start_card(self) -> str:
        """The Start card's id (it leads the first trick of every night)."""
        return next(c for c, card in self.cards.items() if card.kind == "start")

    @functools.cached_property
    def hand_order(self) -> dict[str, tuple]:
        """How a hand is sorted: by colour (black, pink, green, blue), rank, then file order."""
        colours = ("black", "pink", "green", "blue")
        return {c: (colours.index(card.colour), card.rank, i) for i, (c, card) in enumerate(self.cards.items())}


def data_dir() -> Path:
    return resource_root() / "data" / "muertos"


def load(folder: Path | None = None) -> MuertosData:
    """Read and check the card file; :class:`DataError` names the file, key and reason."""
    path = (folder or data_dir()) / "cards.yaml"
    raw = load_yaml(path, CardsFile)
    cards: dict[str, Card] = {}
    for i, c in enumerate(raw.cards):
        key = f"cards[{i}] (id {c.id})"
        if c.id in cards:
            raise DataError(path, key + ".id", f"duplicate card id {c.id!r}")
        want = RANK_OF_KIND.get(c.kind)
        if want is not None and c.rank != want:
            raise DataError(path, key + ".rank", f"a {c.kind} card has rank {want}, not {c.rank}")
        if c.kind == "food" and (c.group != "food" or c.colour != "black"):
            raise DataError(path, key, "Food cards are black and in the food group")
        if c.kind == "muertos" and c.group not in ("animal", "child", "adult"):
            raise DataError(path, key + ".group", "a Muertos card belongs to animal, child or adult")
        if c.kind not in ("food", "muertos") and c.group != "core":
            raise DataError(path, key + ".group", "only Food and Muertos cards are outside the core")
        cards[c.id] = Card(c.id, c.rank, c.colour, c.kind, c.group, c.name)
    core = tuple(c for c, card in cards.items() if card.group == "core")
    food = [c for c, card in cards.items() if card.group == "food"]
    nights = []
    start = 0
    for i, n in enumerate(raw.nights):
        muertos = [c for c in cards.values() if c.group == n.muertos]
        if not muertos or any(c.colour != n.colour for c in muertos):
            raise DataError(path, f"nights[{i}].colour", f"the {n.muertos} cards must all be {n.colour}")
        if start + n.food > len(food):
            raise DataError(path, f"nights[{i}].food", "more Food cards asked for than the file has")
        nights.append(Night(n.name, n.muertos, n.colour, tuple(food[start:start + n.food])))
        start += n.food
    for kind in ("choose", "spoiled", "ask", "swap", "start"):
        if sum(1 for c in cards.values() if c.kind == kind) != 1:
            raise DataError(path, "cards", f"there must be exactly one {kind} card")
    data = MuertosData(cards, core, tuple(nights))
    for i in range(len(nights)):
        if len(data.deck(i)) != HAND_SIZE * POSITIONS:
            raise DataError(path, f"nights[{i}]", f"a night's deck must hold {HAND_SIZE * POSITIONS} cards, "
                                                  f"not {len(data.deck(i))}")
    return data
