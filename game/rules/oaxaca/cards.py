"""Oaxaca's components, loaded from ``data/oaxaca/cards.yaml`` and cross-checked.

Results are die faces: 1 is the wild, 2-6 the crafts in the file's order (pottery, jewelry,
textile, woodcarving, tin). Cards are ids (``pottery-07``, ``banner-2``), tourists ids too.
"""
from __future__ import annotations

import re

from dataclasses import dataclass
from pathlib import Path

from game.datafiles import DataError
from game.paths import resource_root
from game.rules.oaxaca.schema import CardsFile
from game.rules.strict import load_yaml

WILD = 1
DAY, NIGHT, EARLY = "day", "night", "early"  # where a player's die lies: Daylight, Nightfall, Early Morning
RESULTS = ("wild", "pottery", "jewelry", "textile", "woodcarving", "tin")  # face - 1
CRAFTS = RESULTS[1:]


def face_of(result: str) -> int:
    return RESULTS.index(result) + 1


def result_name(face: int) -> str:
    return RESULTS[face - 1]


def opposite(face: int) -> int:
    """The face on the other side of a die (they add up to 7)."""
    return 7 - face


# effect -> (the uses it may have, the args it needs). What the rules implement; a card file
# naming anything else stops on load.
CARD_EFFECTS = {
    "free_result": ({"any"}, ()),
    "remove_token_any": ({"any"}, ()),
    "redistribute_tokens": ({"any"}, ("tokens",)),
    "workshop_space": ({"passive"}, ("spaces",)),
    "wild_craft_bonus": ({"craft"}, ("tokens",)),
    "return_and_remove": ({"any"}, ("tokens",)),
    "points": ({"passive"}, ("points",)),
    "points_per_stall_type": ({"passive"}, ()),
    "points_per_workshop_card": ({"passive"}, ()),
    "points_per_passive": ({"passive"}, ()),
    "die_to_wild": ({"any"}, ()),
    "refresh_card": ({"any"}, ()),
    "textile_craft_bonus": ({"passive"}, ("tokens",)),
    "wild_gather_draws": ({"passive"}, ("cards",)),
    "token_to_opponent": ({"any"}, ("tokens", "solo_deck_tokens")),
    "copy_bonus": ({"any"}, ()),
    "remove_each_and_share": ({"any"}, ("tokens",)),
    "move_tokens": ({"any"}, ("tokens",)),
    "tokens_to_opponent_workshop": ({"any"}, ("tokens", "solo_deck_tokens")),
    "reroll_one": ({"any"}, ()),
    "reroll_any": ({"any"}, ()),
    "use_tourist": ({"any"}, ()),
    "reclaim_die": ({"any"}, ()),
    "gather_draws": ({"passive"}, ("cards",)),
}
TOURIST_EFFECTS = {
    "free_result": (), "reclaim_die": (), "reroll_any": (), "gather_extra": ("cards",), "craft_double": (),
    "flip_die": (), "draw_tourist": (), "other_round_tourist": (), "change_die": (), "activate_workshop": (),
}
# effects that borrow another card's or tourist's bonus: a borrower never borrows one of these,
# a passive, or the wild-craft bonus (which only answers a wild craft of its own)
COPY_EFFECTS = frozenset({"copy_bonus", "use_tourist", "other_round_tourist", "activate_workshop"})
SCORING_EFFECTS = frozenset({"points", "points_per_stall_type", "points_per_workshop_card", "points_per_passive"})


@dataclass(frozen=True)
class Card:
    id: str
    craft: str | None  # None: a player's banner
    value: int
    name: str
    effect: str
    use: str
    results: tuple[int, ...] = ()  # free_result: the faces it may give
    args: tuple[tuple[str, int], ...] = ()

    def arg(self, key: str, default: int = 0) -> int:
        return dict(self.args).get(key, default)

    @property
    def passive(self) -> bool:
        return self.use == "passive"

    @property
    def face(self) -> int | None:
        return face_of(self.craft) if self.craft else None


@dataclass(frozen=True)
class Tourist:
    id: str
    name: str
    effect: str
    results: tuple[int, ...] = ()
    args: tuple[tuple[str, int], ...] = ()

    def arg(self, key: str, default: int = 0) -> int:
        return dict(self.args).get(key, default)


@dataclass(frozen=True)
class Review:
    low: int
    title: str


@dataclass(frozen=True)
class OaxacaData:
    cards: dict[str, Card]  # the 120 handicraft cards, deck by deck in file order
    decks: dict[str, tuple[str, ...]]  # craft -> its card ids
    banner: Card  # the template of every player's banner (ids banner-1 .. banner-4)
    tourists: dict[str, Tourist]
    reviews: tuple[Review, ...]
    dice_per_player: int
    customers: int
    craft_tokens: int
    workshop_spaces: int
    rounds: int

    def card(self, card_id: str) -> Card:
        """A handicraft card or a banner by id."""
        card = self.cards.get(card_id)
        if card is not None:
            return card
        if card_id.startswith("banner-"):
            return Card(card_id, None, 0, self.banner.name, self.banner.effect, self.banner.use, self.banner.results)
        raise KeyError(card_id)

    def review(self, score: int) -> Review:
        """The customers' review band a solo score reaches."""
        best = self.reviews[0]
        for r in self.reviews:
            if score >= r.low:
                best = r
        return best


def banner_id(seat: int) -> str:
    return f"banner-{seat + 1}"


def data_dir() -> Path:
    return resource_root() / "data" / "oaxaca"


def load(folder: Path | None = None) -> OaxacaData:
    """Read and check the component file; :class:`DataError` names the file, key and reason."""
    path = (folder or data_dir()) / "cards.yaml"
    raw = load_yaml(path, CardsFile)
    if tuple(raw.crafts) != CRAFTS:
        raise DataError(path, "crafts", f"the crafts are {', '.join(CRAFTS)}, in die order")
    if set(raw.decks) != set(CRAFTS):
        raise DataError(path, "decks", f"there is one deck per craft: {', '.join(CRAFTS)}")
    cards: dict[str, Card] = {}
    decks: dict[str, tuple[str, ...]] = {}
    for craft in CRAFTS:
        ids = []
        for g, group in enumerate(raw.decks[craft]):
            key = f"decks.{craft}[{g}] ({group.name})"
            _check_effect(path, key, group.effect, group.use, group.args, group.results, CARD_EFFECTS)
            want = {4: [3, 4, 4, 5], 2: [4, 5]}.get(len(group.values))
            if want is None or sorted(group.values) != want:
                raise DataError(path, key + ".values", "a group of four copies is worth 3, 4, 4, 5 and a group "
                                                       "of two 4, 5")
            for value in group.values:
                card_id = f"{craft}-{len(ids) + 1:02d}"
                cards[card_id] = Card(card_id, craft, value, group.name, group.effect, group.use,
                                      tuple(face_of(r) for r in group.results), tuple(sorted(group.args.items())))
                ids.append(card_id)
        if len(ids) != 24:
            raise DataError(path, f"decks.{craft}", f"a deck holds 24 cards, not {len(ids)}")
        decks[craft] = tuple(ids)
    banner = Card("banner", None, 0, raw.banner.name, raw.banner.effect, raw.banner.use,
                  tuple(face_of(r) for r in raw.banner.results))
    tourists: dict[str, Tourist] = {}
    for i, t in enumerate(raw.tourists):
        key = f"tourists[{i}] (id {t.id})"
        if t.id in tourists:
            raise DataError(path, key + ".id", f"duplicate tourist id {t.id!r}")
        _check_effect(path, key, t.effect, None, t.args, t.results, {k: (None, v) for k, v in TOURIST_EFFECTS.items()})
        tourists[t.id] = Tourist(t.id, t.name, t.effect, tuple(face_of(r) for r in t.results),
                                 tuple(sorted(t.args.items())))
    if len(tourists) < 2 * raw.rounds + 1:
        raise DataError(path, "tourists", f"{raw.rounds} rounds need at least {2 * raw.rounds + 1} tourists")
    lows = [r.low for r in raw.reviews]
    if lows[0] != 0 or lows != sorted(set(lows)):
        raise DataError(path, "reviews", "review bands start at 0 and rise")
    return OaxacaData(cards, decks, banner, tourists, tuple(Review(r.low, r.title) for r in raw.reviews),
                      raw.dice_per_player, raw.customers, raw.craft_tokens, raw.workshop_spaces, raw.rounds)


def _check_effect(path, key, effect, use, args, results, table) -> None:
    if effect not in table:
        raise DataError(path, key + ".effect", f"unknown effect {effect!r}")
    uses, needs = table[effect]
    if uses is not None and use not in uses:
        raise DataError(path, key + ".use", f"a {effect} card is used {' or '.join(sorted(uses))}, not {use}")
    missing = [a for a in needs if a not in args]
    if missing:
        raise DataError(path, key + ".args", f"a {effect} effect needs {missing[0]!r}")
    extra = [a for a in args if a not in needs]
    if extra:
        raise DataError(path, key + ".args", f"a {effect} effect has no {extra[0]!r}")
    if (effect == "free_result") != bool(results):
        raise DataError(path, key + ".results", "only a free_result effect lists results, and it must")


def slug(name: str) -> str:
    """A YAML name as a message id's part ("Potter's Wheel" -> potters-wheel)."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower().replace("'", "")).strip("-")
