"""The end of a game at the table, held by the play scene (``scene.ending``): once the game is over
the finished table shows a moment (the last move told to its end, a guided game's last notes read),
the finished game is kept for replays and counted in the statistics, once, and then the scores
come, after the game is safely written. Also the sound effects timed to the table's animations
(``scene.sounds``)."""
from __future__ import annotations

import logging

from game.stats import record_game
from scenes import audio
from scenes.game_scenes import end_class

log = logging.getLogger("cempasuchil.play")


class Ending:
    """The finished table's pause, the finished game kept, and the move on to the scores."""

    delay = 1.6  # seconds (times the animation speed) the finished table shows before the scores

    def __init__(self, scene) -> None:
        self.scene = scene
        self.timer: float | None = None  # counting down to the scores
        self.recorded = False

    def after_change(self) -> None:
        """The game changed: over, the pause before the scores starts (and the game is kept); else none."""
        scene = self.scene
        if scene.session.is_over and not scene.replay:
            if self.timer is None:
                self.timer = self.delay * scene.anim_speed()
            self.record()
        else:
            self.timer = None

    def record(self) -> None:
        """Once per finished game: keep it for replays and count it in the statistics."""
        if self.recorded:
            return
        self.recorded = True
        scene = self.scene
        scene.saving.log_game("ended")
        if scene.saving.guest:
            return  # a guest's game is its host's: kept and counted there
        try:
            scene.app.store.keep_finished(scene.session)
        except OSError as err:
            log.warning("could not keep the finished game: %s", err)
        try:
            record_game(scene.session)
        except Exception as err:  # statistics must never break the end of a game
            log.warning("could not record the statistics: %s", err)

    def update(self, dt: float) -> bool:
        """The pause before the scores; True while it runs."""
        scene = self.scene
        if self.timer is None or scene.menu is not None:
            return False
        if not scene.holding():  # the last move is shown to its end before the scores
            self.timer -= dt
        if self.timer <= 0 and scene.session.is_over and scene.coach.lets_end():
            self.timer = None
            self.show()
        return True

    def show(self) -> None:
        """On to the scores, once the finished game is safely kept (or the player says to go on)."""
        self.scene.saving.leave_table(self._show_now, stay=False)

    def _show_now(self) -> None:
        scene = self.scene
        scene.app.replace(end_class(scene.game)(scene.app, scene.session, seat=scene.seat))
        log.info("the scores of %s shown", scene.game.id)
        scene.play_sound("end_fanfare")


class Sounds:
    """Sound effects now, or timed to the table's animations."""

    def __init__(self, app) -> None:
        self.app = app
        self.queue: list[list] = []  # [seconds left, sound name]

    def play(self, name: str, delay: float = 0.0) -> None:
        """Play the effect ``name`` (scenes/audio.py) now, or after ``delay`` real seconds."""
        if not getattr(self.app, "audio", False):
            return  # no audio device (or a screenshot being rendered): nothing to time
        if delay <= 0:
            audio.play(self.app, name)
        else:
            self.queue.append([delay, name])

    def clear(self) -> None:
        """Effects still to come stay silent (a move taken back, the table left)."""
        self.queue.clear()

    def update(self, dt: float) -> bool:
        if not self.queue:
            return False
        due = []
        for item in self.queue:
            item[0] -= dt
            if item[0] <= 0:
                due.append(item)
        for item in due:
            self.queue.remove(item)
            audio.play(self.app, item[1])
        return bool(self.queue)


__all__ = ["Ending", "Sounds"]
