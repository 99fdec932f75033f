"""The table kit's own words come from its catalogue (game/locales/<lang>/table.ftl), said when drawn."""
from game import text
from game.text import Msg, say
from scenes.kit.parts import Part
from scenes.widgets.log_panel import LogPanel


def test_the_kits_words_are_the_same_english_and_spanish_when_drawn():
    assert say(Part.refusal, "en") == "Not now."
    assert say(Msg("table-play-it"), "en") == "play it"
    assert say(Msg("table-push-it-in"), "en") == "push it in"
    assert say(Msg("table-log-newer"), "en") == "↓ newer"
    panel = LogPanel(None, (0, 0, 200, 300))
    before = text.language()
    try:
        text.set_language("en")
        assert panel.title == "Game log"
        text.set_language("es")
        assert panel.title == "Registro de la partida"
    finally:
        text.set_language(before)
    assert LogPanel(None, (0, 0, 10, 10), title="Scores").title == "Scores"
