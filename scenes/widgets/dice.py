"""Dice as pieces on the table: the tumble while a roll is pending, the landing bounce, and a face
drawn from its sprite (with the colour-blind symbol when the die has a colour).

A :class:`DiceTumble` only animates: the faces come from the view (the rules rolled them).
"""
from __future__ import annotations

import math
import random
from typing import Sequence

import pygame

from scenes.widgets import paint
from scenes.widgets.tween import Tweener, ease_out_back


def die_face(assets, face: int, size: int, sprite: str = "dice/d6_{face}.png",
             blank: str = "dice/d6_blank.png") -> pygame.Surface:
    """The sprite of a die showing ``face`` (0: blank) at ``size`` pixels."""
    return assets.sprite(sprite.format(face=face) if face else blank, (size, size))


class DiceTumble:
    """A roll, animated: dice tumble while ``rolling``, then land with a little bounce.

    ``start_roll()`` when the roll begins (or is about to), ``land(spin)`` when the rolled faces
    are known (the tumble goes on for ``spin`` more seconds, then they land); ``update(dt)``
    each frame; ``draw(...)`` the dice in their rects.
    """

    def __init__(self, speed=lambda: 1.0, land_time: float = 0.35, sprite: str = "dice/d6_{face}.png",
                 blank: str = "dice/d6_blank.png"):
        self.sprite = sprite  # the game's dice: a sprite per face ("dice/oaxaca_{face}.png")
        self.blank = blank
        self.effects = Tweener(speed)
        self.land_time = land_time
        self.rolling = False
        self.roll_time = 0.0  # seconds the current tumble has lasted
        self.spin = 0.0  # seconds of tumble left after the faces became known

    def start_roll(self) -> None:
        if not self.rolling:
            self.rolling = True
            self.roll_time = 0.0

    def land(self, spin: float, speed: float = 1.0) -> float:
        """The faces are known: tumble ``spin`` more seconds, then land. Returns that delay."""
        self.rolling = False
        self.spin = max(0.0, spin)
        delay = self.spin / max(speed, 1e-6)
        self.effects.start("land", 0.0, 1.0, self.land_time, delay, ease_out_back)
        self.roll_time = 0.0
        return delay

    def stop(self) -> None:
        self.rolling = False
        self.spin = 0.0
        self.roll_time = 0.0
        self.effects.clear()

    @property
    def tumbling(self) -> bool:
        return self.rolling or self.spin > 0

    @property
    def moving(self) -> bool:
        """Tumbling, or still bouncing as it lands: the dice look different every frame."""
        return self.tumbling or bool(self.effects)

    def update(self, dt: float) -> bool:
        busy = self.effects.update(dt)
        if self.rolling:
            self.roll_time += dt
            busy = True
        if self.spin > 0:
            self.spin = max(0.0, self.spin - dt)
            busy = True
        return busy

    def draw(self, surface: pygame.Surface, assets, rects: Sequence[pygame.Rect], faces: Sequence[int],
             time: float, tumbling_dice: int | None = None) -> None:
        """Tumbling dice (random faces, spinning, bouncing) or the landed ``faces``."""
        if self.tumbling:
            rng = random.Random(int(time * 12))
            n = tumbling_dice if tumbling_dice is not None else max(1, len(faces))
            for i in range(min(n, len(rects))):
                r = rects[i]
                ang = math.sin(time * 17 + i) * 18
                img = pygame.transform.rotozoom(die_face(assets, rng.randint(1, 6), r.w * 2, self.sprite, self.blank),
                                                ang, 0.5)
                bounce = abs(math.sin(time * 9 + i)) * 6
                surface.blit(img, img.get_rect(center=(r.centerx, r.centery - bounce)))
            return
        land = self.effects.value("land", 1.0)
        for i, face in enumerate(faces[:len(rects)]):
            r = rects[i]
            size = max(8, int(r.w * (0.75 + 0.25 * land)))
            paint.draw_shadow(surface, r.inflate(-6, -6), 10, 5, 110, (2, 4))
            img = die_face(assets, face, size, self.sprite, self.blank)
            surface.blit(img, img.get_rect(center=r.center))


__all__ = ["DiceTumble", "die_face"]
