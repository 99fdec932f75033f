"""Shell screens' layout: a toast never lies on a button (the Load screen's "Deleted. Undo brings it
back…" stood on Undo)."""
from __future__ import annotations

from scenes.load import LoadScene
from scenes.load_shots import make_sample_saves
from scenes.menu import MenuScene


def test_the_deleted_toast_stands_clear_of_the_buttons(app, driver):
    make_sample_saves(app, 1)
    app.reset_to(MenuScene(app))
    app.push(LoadScene(app))
    driver.pump()
    scene = app.scene
    scene.select(0)
    scene.delete_selected()
    driver.click_button("Delete")  # the dialog's
    assert app.dialog is None and app.toasts, "deleted, and told"
    buttons = scene.toast_avoid()
    assert any(b.visible and b.text == "Undo" for b in scene.buttons)
    boxes = [box for _img, _rect, box in app.assets.toast_boxes(1280, [m for m, _ in app.toasts], buttons)]
    assert boxes and not any(box.colliderect(b) for box in boxes for b in buttons)
    assert all(box.bottom <= 720 and box.top >= 0 for box in boxes)


def test_every_section_of_every_rules_page_can_be_reached_from_its_list(app, driver):
    """The rules screen's "On this page": more sections than fit are stepped through (Later, Earlier,
    the wheel), never dropped; every listed row lies inside the side panel, above Back."""
    import pygame

    from game import registry
    from scenes.rules_scene import RulesScene

    for game in registry.games().values():
        app.reset_to(MenuScene(app))
        app.push(RulesScene(app, game.id))
        driver.pump(1)
        scene = app.scene
        back = next(b for b in scene.buttons if b.text == "Back")
        titles = [t for t, _ in scene.doc.sections]
        seen = []
        for _ in range(len(titles) + 1):
            shown = [b for b, _ in scene.toc_buttons if b.visible]
            assert shown and all(scene.side.contains(b.rect) and b.rect.bottom < back.rect.top for b in shown)
            seen += [b.text for b in shown if b.text not in seen]
            later = [b for b in scene.toc_steps if b.text == "Later"]
            if not later or not later[0].is_enabled:
                break
            driver.click(later[0].rect.center)
        assert seen == titles, f"{game.id}: {set(titles) - set(seen)} cannot be reached"
        if scene.toc_steps:  # the last section, jumped to, is listed; the wheel over the list steps back
            driver.click(next(b for b, _ in scene.toc_buttons if b.text == titles[-1]).rect.center)
            assert scene.toc_buttons[-1][0].visible
            driver.post(pygame.MOUSEMOTION, pos=driver.window_pos(scene.side.center), rel=(0, 0), buttons=(0, 0, 0))
            driver.post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
            driver.pump(1)
            assert scene.toc_buttons[0][0].visible is False and scene.toc_first == len(titles) - scene.toc_rows - 1


def test_a_dialogs_buttons_take_clicks_in_a_scaled_window(app, driver):
    """A window not of the canvas's size (resized, full screen, shrunk to a small screen): a click on
    a dialog's button lands on it (the dialog was given window pixels, so clicks missed)."""
    import pygame

    from scenes.dialogs import confirm

    app.reset_to(MenuScene(app))
    pygame.display.set_mode((1600, 1000), pygame.RESIZABLE)
    driver.post(pygame.VIDEORESIZE, size=(1600, 1000), w=1600, h=1000)
    driver.pump()
    assert app.scale != 1.0
    chosen = []
    confirm(app, "Sure?", "A question.", lambda: chosen.append("yes"), confirm_text="Yes")
    driver.pump()
    driver.click(app.dialog.button_rect("Yes").center)
    assert chosen == ["yes"] and app.dialog is None
