"""Oaxaca's bots: the resources of the abstract round (dice, free results and special bonuses, by
their codes) and each card as the model reads it."""
from __future__ import annotations

from game.rules.oaxaca.cards import face_of

# resource codes of the abstract round: dice 1..6 (7: a die that may show any face), free
# results 128 + mask of faces (bit f for face f), special bonuses 300+
ANY_DIE = 7
FREE = 128
JAR, CHEST, WHEEL, BOWL, TOP, PIT = 301, 302, 303, 304, 305, 306
CRAFT_FACES = (2, 3, 4, 5, 6)
ALL_CRAFTS_MASK = sum(1 << f for f in CRAFT_FACES)
TEXTILE = face_of("textile")


class CardInfo:
    __slots__ = ("cid", "face", "value", "effect", "mask", "passive", "points", "resource", "name", "use")

    def __init__(self, cid: str, card):
        self.cid = cid
        self.face = card.face or 0
        self.value = card.value
        self.effect = card.effect
        self.use = card.use
        self.mask = sum(1 << f for f in card.results)
        self.passive = card.passive
        self.points = card.arg("points")
        self.name = card.name
        self.resource = effect_resource(card.effect, self.mask) if not card.passive else None


def effect_resource(effect: str, mask: int) -> int | None:
    """The abstract resource a bonus is, when it is one (free results and token movers)."""
    if effect == "free_result":
        return FREE + mask
    return {"remove_token_any": JAR, "remove_each_and_share": CHEST, "return_and_remove": WHEEL,
            "redistribute_tokens": BOWL, "move_tokens": TOP}.get(effect)


_TABLES: dict[int, dict[str, CardInfo]] = {}


def card_table(data) -> dict[str, CardInfo]:
    t = _TABLES.get(id(data))
    if t is None:
        t = {cid: CardInfo(cid, c) for cid, c in data.cards.items()}
        for seat in range(4):
            bid = f"banner-{seat + 1}"
            t[bid] = CardInfo(bid, data.card(bid))
        _TABLES[id(data)] = t
    return t


def faces_of(mask: int) -> list[int]:
    return [f for f in range(1, 7) if mask >> f & 1]
