"""The shell's words: every sentence the menus say about saved games, whole, in one place (so a
translation has one module to go to). The games' own sentences live in their words modules."""
from __future__ import annotations

import time

SEP = " \u00b7 "


def ago(timestamp: float, now: float | None = None) -> str:
    """When something happened, as a person says it: "just now", "2 hours ago", "yesterday"."""
    now = time.time() if now is None else now
    seconds = max(0.0, now - timestamp)
    if seconds < 60:
        return "just now"
    if seconds < 3600:
        n = int(seconds // 60)
        return "1 minute ago" if n == 1 else f"{n} minutes ago"
    # calendar days apart (with time, not datetime: the menu's first frame says when a game was played)
    days = round((_midnight(now) - _midnight(timestamp)) / 86400)
    if days == 0:
        n = int(seconds // 3600)
        return "1 hour ago" if n == 1 else f"{n} hours ago"
    if days == 1:
        return "yesterday"
    if days < 7:
        return f"{days} days ago"
    when = time.localtime(timestamp)
    return f"on {when.tm_mday} {time.strftime('%b %Y', when)}"


def _midnight(timestamp: float) -> float:
    t = time.localtime(timestamp)
    return time.mktime((t.tm_year, t.tm_mon, t.tm_mday, 0, 0, 0, 0, 0, -1))


def mode_words(info) -> str:
    """"solo" or "3 players" (the mode's own title is on the Load screen's row)."""
    n = info.players
    return "solo" if n <= 1 else f"{n} players"


def seat_words(name: str, kind: str, level: str) -> str:
    """One seat as the menus name it: "you", "Ana", "Rosa (Hard)"."""
    if kind == "human":
        return "you" if name == "You" else name
    return f"{name} ({level})" if level else name


def seats_words(info) -> str:
    """Every seat: "you, Rosa (Hard), Diego (Easy)"."""
    return ", ".join(seat_words(*seat) for seat in info.seats)


def game_line(info, now: float | None = None) -> str:
    """What Continue resumes, in one line: "Oaxaca: Crafts of a Culture · solo · Round 3 of 3 · 2 hours ago"."""
    return SEP.join((info.game_title, mode_words(info), info.progress, ago(info.saved_at, now)))


def continue_tooltip(info, now: float | None = None) -> str:
    return (f"Carry on with {info.game_title} ({info.mode}: {seats_words(info)}), {info.progress.lower()}, "
            f"last played {ago(info.saved_at, now)}.")


SECTION_TITLES = {"progress": "In progress", "copies": "Your copies", "finished": "Finished"}
EMPTY = ("No saved games yet", ("Every game you start is kept here until it ends, and Ctrl+S saves it at once.",
                                "Start one from the main menu: pick a game and press Start."))
EMPTY_FILTERED = "No games of {title} here yet."


def in_progress_offer(info, count: int) -> tuple[str, str]:
    """The new-game screen's offer when a game of that title is in progress."""
    which = "a game" if count == 1 else f"{count} games"
    return ("A game in progress", f"You have {which} of {info.game_title} in progress. The last one played: "
            f"{info.mode} with {seats_words(info)}, {info.progress}, {ago(info.saved_at)}.\n\n"
            f"Continue it, or start a new one? A new game never replaces a game in progress: "
            f"every one stays in Load a game.")


def delete_question(info) -> tuple[str, str]:
    """The title and text of the dialog asking before a save is deleted."""
    if info.error == "damaged":
        what = "This damaged file"
    elif info.section == "progress":
        what = f"Your game of {info.game_title} in progress ({info.progress}, {seats_words(info)})"
    elif info.section == "copies":
        what = f"The copy \u201c{info.label or info.path.stem}\u201d of {info.game_title}"
    else:
        what = f"The finished game of {info.game_title}"
    return ("Delete this game?" if info.section == "progress" else "Delete this save?",
            f"{what} will be removed, with its backup. You can undo this until you leave this screen.")


def many_saved(count: int) -> str:
    return (f"{count} games are kept here. Finished games can be cleared to make the list shorter; "
            f"games in progress stay until you delete them.")
