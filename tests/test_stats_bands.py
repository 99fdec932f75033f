"""The statistics keep a solo band by the data's English title (a key, as records keep it); the
Statistics screen says it through the game's words (``tier_title``) in the reader's language."""
from __future__ import annotations

from game import registry, text
from scenes.stats_scene import tier_title


def _keys(game) -> list[str]:
    """The bands a record may keep for ``game``: its data's solo tiers, reviews, marks or difficulties."""
    data = game.load_data()
    return ([t.title for t in getattr(data, "tiers", ())] + [r.title for r in getattr(data, "reviews", ())]
            + [m.title for m in getattr(data, "marks", ())]
            + [d.english for d in getattr(data, "difficulties", {}).values()])


def test_the_statistics_say_solo_bands_in_the_readers_language():
    keys = {game_id: _keys(registry.get(game_id)) for game_id in registry.games()}
    assert sum(bool(k) for k in keys.values()) >= 3, "games with solo bands are read"
    for game_id, bands in keys.items():
        assert [tier_title(registry.get(game_id), key) for key in bands] == bands, "English: the data's titles"
    before = text.language()
    text.set_language("es")
    try:
        for game_id, bands in keys.items():
            said = [tier_title(registry.get(game_id), key) for key in bands]
            assert all(s and s != key for s, key in zip(said, bands)), (game_id, list(zip(bands, said)))
    finally:
        text.set_language(before)
    assert tier_title(registry.get(next(iter(keys))), "a band no data has") == "a band no data has"
