"""The menu's start-up snapshot: stored after the real menu is drawn, shown at the next start before
anything else loads, identical to the real first frame, and drawn again when what it shows changes."""
import pygame

from game.app import App, MenuSnapshot


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def start(smoke_frames: int = 1) -> App:
    """What ``python -m game`` does, headless and in this process."""
    from scenes.menu import MenuScene

    app = App(snapshot=True, persist_settings=False, window_size=(1280, 720))
    app.push(MenuScene(app))
    app.run(smoke_frames=smoke_frames)
    return app


def pictures(home) -> list:
    return sorted((home / "cache").glob("menu-*.bmp"))


def test_the_next_start_shows_the_menu_exactly_as_it_is_drawn(cempasuchil_home):
    first = start()
    assert first.snapshot.shown is None  # nothing was stored yet: the first frame came the long way
    (picture,) = pictures(cempasuchil_home)
    assert pixels(pygame.image.load(str(picture))) == pixels(first.canvas)
    stored_at = picture.stat().st_mtime_ns

    second = start()
    assert second.snapshot.shown is not None
    assert pixels(second.snapshot.shown) == pixels(second.canvas)  # the real first frame looks the same
    assert pictures(cempasuchil_home) == [picture] and picture.stat().st_mtime_ns == stored_at


def test_a_picture_that_no_longer_matches_the_menu_is_replaced(cempasuchil_home):
    start()
    (picture,) = pictures(cempasuchil_home)
    stale = pygame.Surface((1280, 720))
    stale.fill((200, 0, 0))
    pygame.image.save(stale, str(picture))
    app = start()
    assert pixels(app.snapshot.shown) == pixels(stale)  # shown once, for a moment...
    assert pixels(pygame.image.load(str(picture))) == pixels(app.canvas)  # ...and stored as it really is


def test_a_first_frame_with_the_pointer_on_the_menu_is_checked_again_on_the_way_out(cempasuchil_home):
    from scenes.menu import MenuScene

    start()
    (picture,) = pictures(cempasuchil_home)
    at_rest = pixels(pygame.image.load(str(picture)))
    stale = pygame.Surface((1280, 720))
    stale.fill((0, 0, 200))
    pygame.image.save(stale, str(picture))
    app = App(snapshot=True, persist_settings=False, window_size=(1280, 720))
    menu = MenuScene(app)
    app.push(menu)
    tile = menu.tiles[0].rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=tile, rel=(0, 0), buttons=(0, 0, 0)))
    app.run(smoke_frames=1)
    assert not app.snapshot.kept  # a hovered tile is not the menu's usual look: nothing stored then...
    assert pixels(pygame.image.load(str(picture))) == at_rest  # ...but drawn at rest on the way out


def test_an_autosave_made_during_a_run_is_in_the_next_starts_picture(cempasuchil_home):
    from game import registry
    from scenes.load import sample_session

    app = start()
    (before,) = pictures(cempasuchil_home)
    without_continue = pixels(pygame.image.load(str(before)))
    app.store.autosave(sample_session(next(iter(registry.games().values())), 1, 3))  # as a game in play does
    app.snapshot.refresh(app)
    (after,) = pictures(cempasuchil_home)  # a new fingerprint; the old picture is gone
    assert after != before
    assert after == MenuSnapshot(app.settings).path

    again = start()  # Continue is on the menu now, and on its snapshot
    assert again.scene.continue_info is not None
    assert pixels(again.snapshot.shown) == pixels(again.canvas)
    assert pixels(again.snapshot.shown) != without_continue


def test_settings_that_change_the_look_change_the_fingerprint(cempasuchil_home):
    from game.settings import Settings

    base = MenuSnapshot.fingerprint(Settings())
    assert MenuSnapshot.fingerprint(Settings(window_width=1600, window_height=900, volume=10)) == base
    assert MenuSnapshot.fingerprint(Settings(ui_scale=150)) != base
    assert MenuSnapshot.fingerprint(Settings(colour_blind=True)) != base
