"""The new-game dialog's choices as plain data (no pygame): who sits where, with which names and
options, checked and made into the game's :class:`~game.protocol.Setup`; the seed typed in; the
last plan per game, remembered for next time."""
from __future__ import annotations

import json
import logging
import random

from game.paths import user_data_dir
from game.protocol import SeatSetup, Setup, player_name, spoken_name
from game.text import Msg, say
from game.saves import atomic_write
from scenes import shell_words as words

MAX_SEED_DIGITS = 18
MAX_NAME = 24
TYPED_NAME = MAX_NAME + 16  # what a name's entry takes: a longer name is shown, and refused saying the limit

YOU = "you"  # the player at this computer: the seat the table is shown from
HOTSEAT = "hotseat"  # another person at this computer: the screen is passed between them
FRIEND = "friend"  # a friend on another computer (game.net): they join the table from their own window


def parse_seed(text: str) -> tuple[int | None, str | None]:
    """``(seed, None)`` for a valid entry (None seed = random), or ``(None, message)`` explaining the problem."""
    text = text.strip()
    if not text:
        return None, None
    if not text.isascii() or not text.isdigit():
        return None, words.s("new-game-seed-digits")
    if len(text) > MAX_SEED_DIGITS:
        return None, words.SEED_TOO_LONG.format(digits=MAX_SEED_DIGITS)
    return int(text), None


def random_seed() -> int:
    return random.SystemRandom().randrange(1, 1_000_000_000)


# ---------------------------------------------------------------------------------- the choices
class SeatingPlan:
    """Who sits where and with which options, as the dialog is filled in (no pygame here).

    Every seat up to the mode's most players keeps its controller and name, so going from 4
    players to 2 and back loses nothing. Names the player did not type follow the controller:
    "Player N" for the player's own seat (a name everybody at the table reads: "you" is only how a
    seat is spoken to, never its name), a name from the game's list for the others.
    """

    def __init__(self, game, mode: str):
        self.game = game
        self.mode = mode
        self.spec = game.mode(mode)
        lo, hi = self.spec.players
        self.count = self.spec.usual_players
        level = game.levels[-1] if game.levels else next(iter(game.bots), None)
        self.controllers = [YOU] + [level if level else HOTSEAT] * (hi - 1)
        self.names = [self._player_name(0)] + [""] * (hi - 1)
        self.typed = [False] * hi
        self.options = {o.key: o.default for o in self.spec.options}
        # the characters of a name the game's lettering cannot draw ("" when all can): the screen's fonts
        # know (scenes.assets.missing_glyphs); unset, names are not checked for them
        self.undrawable = None
        for i in range(1, hi):
            self.names[i] = self._fresh_name(i)

    # -- what may be chosen
    def controller_choices(self) -> list[tuple[str, str, str]]:
        """``(key, title, tooltip)`` of every controller a seat may have, the player first."""
        out = [(YOU, words.s("new-game-you"), words.s("new-game-you-tip")),
               (HOTSEAT, words.s("new-game-hotseat"), words.s("new-game-hotseat-tip"))]
        if self.multi:
            out.append((FRIEND, words.s("new-game-friend"), words.s("new-game-friend-tip")))
        for level in self.game.levels:
            title = self.game.bot_title(level) or words.ai_title(level)
            out.append((level, title, words.COMPUTER_PLAYS.format(level=title.split(chr(183))[-1].strip())))
        return out

    @property
    def counts(self) -> range:
        lo, hi = self.spec.players
        return range(lo, hi + 1)

    @property
    def multi(self) -> bool:
        return self.spec.players[1] > 1

    # -- changes
    def set_count(self, n: int) -> None:
        if n not in self.counts:
            raise ValueError(f"{self.spec.title} is for {self.counts.start} to {self.counts.stop - 1} players")
        self.count = n
        self._retitle_yours()

    def set_controller(self, seat: int, key: str) -> None:
        if key not in {c for c, _, _ in self.controller_choices()}:
            raise ValueError(f"no controller {key!r}")
        if key == YOU:  # one seat is the player's: the one it was becomes another person's
            for i, c in enumerate(self.controllers):
                if c == YOU and i != seat:
                    self.controllers[i] = HOTSEAT
                    self._retitle(i)
        self.controllers[seat] = key
        self._retitle(seat)
        self._retitle_yours()

    def set_name(self, seat: int, text: str) -> None:
        """The seat's field as typed. Its untyped name as the field shows it ("Jugador 1" in Spanish)
        stays the untyped name: the setup and the save keep "Player 1", said in each reader's language."""
        if text == say(Msg("player-name", n=seat + 1)):
            self.names[seat], self.typed[seat] = player_name(seat), False
            return
        self.names[seat] = text
        self.typed[seat] = True

    def shown_name(self, seat: int) -> str:
        """The seat's name as its field shows it: an untyped "Player 1" in the reader's language."""
        return say(spoken_name(self.names[seat]))

    def set_option(self, key: str, value) -> None:
        self.options[key] = self.spec.option(key).validate(value)

    def _retitle(self, seat: int) -> None:
        if self.controllers[seat] == FRIEND:  # a friend sits down under their own name when they join
            self.names[seat], self.typed[seat] = self._player_name(seat), False
            return
        if self.typed[seat]:
            return
        if self.controllers[seat] == YOU:
            self.names[seat] = self._player_name(seat)
        elif self.names[seat] in ("You", self._player_name(seat)) or not self.names[seat]:
            self.names[seat] = self._fresh_name(seat)

    def _retitle_yours(self) -> None:
        """The player's seat's name follows whether others play at this computer too."""
        for seat, c in enumerate(self.controllers):
            if c == YOU:
                self._retitle(seat)

    def _player_name(self, seat: int) -> str:
        """A person's seat untyped, the player's own too: "Player 1" (the table speaks to it as "you")."""
        return player_name(seat)

    def _fresh_name(self, seat: int) -> str:
        used = {n.strip().casefold() for i, n in enumerate(self.names) if i != seat}
        for name in self.game.default_names:
            if name.casefold() not in used:
                return name
        return player_name(seat)

    # -- checking and making the setup
    def problems(self) -> str | None:
        """Why these choices cannot start a game, in a sentence; ``None`` when they can."""
        seats = range(self.count)
        if not any(self.controllers[i] in (YOU, HOTSEAT) for i in seats):
            return words.s("new-game-one-here")
        seen: dict[str, int] = {}
        for i in seats:
            if self.controllers[i] == FRIEND:
                continue  # (named when they join)
            name = self.names[i].strip()
            if not name:
                return words.SEAT_WITHOUT_NAME.format(number=i + 1)
            if len(name) > MAX_NAME:
                return words.NAME_TOO_LONG.format(number=i + 1, letters=MAX_NAME, length=len(name))
            if self.undrawable is not None and self.undrawable(name):
                return words.NAME_UNDRAWABLE.format(number=i + 1)
            if name.casefold() == "you":
                return words.NAME_IS_YOU.format(number=i + 1)
            if name.casefold() in seen:
                return words.SAME_NAME.format(first=seen[name.casefold()] + 1, second=i + 1, name=name)
            seen[name.casefold()] = i
        return None

    def seat_setups(self) -> tuple[SeatSetup, ...]:
        out = []
        for i in range(self.count):
            c, name = self.controllers[i], self.names[i].strip()
            if c == FRIEND:
                out.append(SeatSetup("human", player_name(i)))
            else:
                out.append(SeatSetup("human", name) if c in (YOU, HOTSEAT) else SeatSetup("bot", name, c))
        return tuple(out)

    @property
    def friends(self) -> tuple[int, ...]:
        """The seats friends on other computers take (a network game when there is any)."""
        return tuple(i for i in range(self.count) if self.controllers[i] == FRIEND)

    @property
    def player_seat(self) -> int | None:
        """The seat marked You among those playing (the table is first shown from it)."""
        return next((i for i in range(self.count) if self.controllers[i] == YOU), None)

    def setup(self) -> Setup:
        """The :class:`Setup` these choices make (``ValueError`` with :meth:`problems` if they cannot)."""
        problem = self.problems()
        if problem:
            raise ValueError(problem)
        return self.game.validate_setup(Setup(self.mode, self.seat_setups(), tuple(self.options.items())))

    # -- remembered between games
    def to_json(self) -> dict:
        return {"count": self.count, "controllers": list(self.controllers),
                "names": [n if t else None for n, t in zip(self.names, self.typed)], "options": dict(self.options)}

    def restore(self, data) -> None:
        """Take what is still valid from a remembered plan; anything odd is ignored."""
        if not isinstance(data, dict):
            return
        keys = {c for c, _, _ in self.controller_choices()}
        controllers = data.get("controllers")
        if isinstance(controllers, list):
            for i, c in enumerate(controllers[:len(self.controllers)]):
                if c in keys:
                    self.controllers[i] = c
        names = data.get("names")
        if isinstance(names, list):
            for i, n in enumerate(names[:len(self.names)]):
                # "You" was a name once (alone at this computer): now it is only how a seat is spoken to
                if isinstance(n, str) and n.strip() and len(n) <= MAX_NAME and n.strip().casefold() != "you":
                    self.names[i], self.typed[i] = n, True
        if self.controllers.count(YOU) > 1:  # a hand-edited file: keep the first
            first = self.controllers.index(YOU)
            self.controllers = [HOTSEAT if c == YOU and i != first else c for i, c in enumerate(self.controllers)]
        for i in range(len(self.names)):
            self._retitle(i)
        count = data.get("count")
        if isinstance(count, int) and count in self.counts:
            self.count = count
        self._retitle_yours()
        options = data.get("options")
        if isinstance(options, dict):
            for key, value in options.items():
                try:
                    self.set_option(key, value)
                except (KeyError, ValueError):
                    pass


def remembered_path():
    return user_data_dir() / "new-game.json"


def load_remembered(game_id: str) -> dict:
    """The last mode and plans chosen for ``game_id`` (empty when none or unreadable)."""
    try:
        data = json.loads(remembered_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    entry = data.get(game_id) if isinstance(data, dict) else None
    return entry if isinstance(entry, dict) else {}


def remember(game_id: str, mode: str, plan: SeatingPlan) -> None:
    """Keep ``plan`` as the starting point of the next new game of ``game_id`` (never fails the start)."""
    try:
        try:
            data = json.loads(remembered_path().read_text(encoding="utf-8"))
        except (OSError, ValueError):
            data = {}
        if not isinstance(data, dict):
            data = {}
        entry = data.get(game_id) if isinstance(data.get(game_id), dict) else {}
        plans = entry.get("plans") if isinstance(entry.get("plans"), dict) else {}
        plans[mode] = plan.to_json()
        data[game_id] = {"mode": mode, "plans": plans}
        atomic_write(remembered_path(), json.dumps(data, indent=1))
    except OSError as err:
        logging.getLogger("cempasuchil.saves").warning("the new game's choices were not kept: %s", err)
