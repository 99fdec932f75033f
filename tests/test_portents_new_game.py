"""Portents' own new-game dialog: its solo mode's options (moved from the shared test_new_game.py)."""
from __future__ import annotations

from game import registry
from scenes.menu import MenuScene
from scenes.new_game import NewGameScene


def test_a_solo_mode_offers_its_options_by_their_labels(app, driver):
    """One seat with options (Portents' solo): the difficulty steps through its labels, the
    challenges are toggles, and the game starts with them."""
    portents = registry.all_games()["portents"]
    solo = portents.mode("solo")
    app.reset_to(MenuScene(app))
    scene = NewGameScene(app, portents, mode="solo")
    app.push(scene)
    driver.pump()
    assert not scene.plan.multi
    button = driver.find_button(object_id="option_difficulty")
    assert button.text == "Standard Seer"
    driver.click_button(object_id="option_difficulty")
    assert scene.plan.options["difficulty"] == "expert"
    assert driver.find_button(object_id="option_difficulty").text == "Expert Evocator"
    for opt in solo.groups["challenges"]:
        assert not driver.find_button(object_id=f"option_{opt.key}_toggle").is_selected
    driver.click_button(object_id="option_feed_the_cat_toggle")
    assert scene.plan.options["feed_the_cat"] is True
    assert driver.find_button(object_id="option_feed_the_cat_toggle").is_selected
    setup = scene.plan.setup()
    assert setup.option("difficulty") == "expert" and setup.option("feed_the_cat") is True
    assert setup.option("chaotic_cat") is False
    for rect in (driver.find_button(object_id="option_dont_disturb_toggle").rect, scene.entry.rect):
        assert scene.panel.contains(rect) and rect.bottom < scene.buttons_y, "nothing overlaps the buttons"


def test_the_difficulty_says_what_each_level_asks(app, driver):
    """The difficulty's tooltip names every level with the collection it asks for (it only listed
    their names): the Fortunes of 4 and of 3, or the Omens, each level needs."""
    portents = registry.all_games()["portents"]
    data = portents.load_data()
    app.reset_to(MenuScene(app))
    app.push(NewGameScene(app, portents, mode="solo"))
    driver.pump()
    tip = driver.find_button(object_id="option_difficulty").tooltip
    lines = tip.split("\n")
    assert len(lines) == 1 + len(data.difficulties)
    for line, d in zip(lines[1:], data.difficulties.values()):
        assert line.startswith(f"{d.name}: ")
        if d.omens:
            assert f"{d.omens} Omens" in line
        else:
            assert f"{d.fours} Fortune" in line and f" of 4, {d.threes} of 3." in line
    assert "Cute Clairvoyant: 1 Fortune of 4, 2 of 3." in tip and "Expert Evocator: 3 Fortunes of 4, 4 of 3." in tip
