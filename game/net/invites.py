"""The network games this computer joined as a guest, kept with its saves (``network-seats.json``):
for each, where its host is, its code, the seat taken and that seat's secret token, the game and the
names at the table, and when it was last played. Joining again with the token takes the seat back;
the Load screen lists them to rejoin. Written atomically; a damaged file is set aside, never fatal."""
from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from game.atomic_files import atomic_write

FILE = "network-seats.json"
KEEP = 50  # the newest seats kept


class Invites:
    def __init__(self, folder: Path):
        self.path = Path(folder) / FILE

    def all(self) -> list[dict]:
        """Every seat kept, newest first (an unreadable file reads as none)."""
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return []
        seats = data.get("seats") if isinstance(data, dict) else None
        if not isinstance(seats, list):
            return []
        good = [s for s in seats if isinstance(s, dict) and all(isinstance(s.get(k), str) for k in ("url", "code", "token", "game"))
                and type(s.get("seat")) is int]
        return sorted(good, key=lambda s: -float(s.get("when", 0) or 0))

    def token(self, url: str, code: str) -> str | None:
        """The token of the seat kept for this game: by its address and code, else by its code alone
        (a host that came back on another address or port keeps its game's code)."""
        code = _code(code)
        seats = self.all()
        same = [s for s in seats if _code(s["code"]) == code]
        return next((s["token"] for s in same if s["url"] == url), same[0]["token"] if same else None)

    def remember(self, url: str, code: str, side: Any, name: str = "") -> None:
        """Keep (or refresh) the seat ``side`` took at ``url`` with ``code`` (``name``: the one the player
        sat down with, offered next time). Raises ``OSError``."""
        entry = {"url": url, "code": _code(code), "token": side.token, "seat": side.seat, "game": side.game.id,
                 "mode": side.setup.mode, "names": list(side.setup.names), "name": name, "when": time.time()}
        rest = [s for s in self.all() if not (s["url"] == url and _code(s["code"]) == entry["code"])]
        self.path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(self.path, json.dumps({"version": 1, "seats": [entry, *rest][:KEEP]}, ensure_ascii=False, indent=1))

    def forget(self, url: str, code: str) -> None:
        rest = [s for s in self.all() if not (s["url"] == url and _code(s["code"]) == _code(code))]
        atomic_write(self.path, json.dumps({"version": 1, "seats": rest}, ensure_ascii=False, indent=1))


def _code(code: str) -> str:
    return "".join(ch for ch in code.upper() if ch.isalnum())
