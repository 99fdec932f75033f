"""What the Join screen asks of the network, in one module it loads when it opens (the sockets' and
mDNS libraries with it): the seats this computer kept, the games found on the local network, a
connection begun, and the seat taken once the host's welcome arrives."""
from __future__ import annotations

import logging
from typing import Any

from game import paths, registry
from game.net import discovery, wire
from game.net.client import GuestLink, address_url
from game.net.guest_session import GuestSession
from game.net.hosting import only_on
from game.net.invites import Invites
from game.text import language

log = logging.getLogger("cempasuchil.net")


def kept() -> Invites:
    return Invites(paths.saves_dir())


def browser() -> Any:
    """A browser of the games hosted on this network (``games()``, ``close()``); ``OSError`` or
    ``ImportError`` where there is none (no multicast, a build without the library)."""
    return discovery.Browser(interfaces=only_on())


def title_of(game_id: str) -> str:
    """A game's title by its id (the id itself for a game this computer does not have)."""
    try:
        return registry.get(game_id).title
    except KeyError:
        return game_id


def url_of(address: str) -> str:
    return address_url(address, wire.DEFAULT_PORT)


def link(url: str, code: str, name: str, token: str | None, seat: int | None = None) -> GuestLink:
    """A connection to begin (``connect()`` it on a thread of its own: it waits for the host); ``seat``:
    the seat wanted (in the lobby, before the game starts)."""
    return GuestLink(url, code, name, language(), token=token, seat=seat)


def seated(link_: GuestLink, side: Any) -> GuestSession:
    """The seat the host's welcome gave, its token kept with this computer's saves (a failure to keep it
    is logged: the game goes on, only a later rejoin would need the code again)."""
    try:
        kept().remember(link_.url, link_.code, side, name=link_.name)
    except OSError as err:
        log.warning("the seat's token was not kept: %s", err)
    return GuestSession(link_, side)
