"""The shell's words: every sentence the menus, the new-game screen, the table's shell (curtain,
toolbar, pause menu), the score screens and every table alike say, in the reader's language, from the
shell's catalogue (``game/locales/<lang>/shell.ftl``). This module chooses a message and its
arguments; the catalogue holds the words and their grammar (plurals included). The games' own
sentences are in their own catalogues.

A constant-like name (``shell_words.SAVED``) is the message of that name (``saved``) in the current
language, looked up each time it is read (a module ``__getattr__``), so a change of language shows at
the next drawing. A sentence with arguments is a function."""
from __future__ import annotations

import time
from pathlib import Path

from game.names import spoken_name
from game.text import Msg, say

# the names read as words in the current language: NAME -> the message "name" (underscores as dashes)
_SAID = frozenset("""
    REPLAY_PROMPT NOT_THERE REPLAY_REFUSAL SETTINGS_RESET LEFT_AS_IT_WAS BACKUP_THERE BOTH_LEFT
    REPLAY_KEPT SAVED COPY_TITLE COPY_ASK COPY_OK NOT_SAVED_TITLE LEAVE_STAY LEAVE_RETRY LEAVE_COPY
    LEAVE_ANYWAY LEAVE_GO_ON COPY_FOLDER_TITLE COPY_FOLDER_ASK COPY_FOLDER_OK COPY_FOLDER_BACK
    COPY_FOLDER_FAILED_TITLE COPY_FOLDER_DONE_TITLE TOC_EARLIER TOC_LATER TOC_STEP_TIP GAMES_EARLIER
    GAMES_LATER GAMES_STEP_TIP AI_OTHER SINCE_LAST_MOVE SINCE_THE_START NOTHING_SINCE SUGGEST_ON_YOUR_TURN
    SUGGESTION_FAILED THINKING SUGGESTED_MOVE SUGGEST DO_IT DO_IT_TIP DISMISS DISMISS_TIP TOOL_MENU_TIP
    TOOL_RULES_TIP TOOL_SAVE_TIP TOOL_REDO_TIP TOOL_UNDO_TIP TOOL_SUGGEST_TIP PAUSED RESUME SAVE_GAME
    SAVE_A_COPY RULES SETTINGS MAIN_MENU NO_RULES_SCREEN NO_SETTINGS_SCREEN NOTHING_TO_REDO MORE_STEPS
    COACH_TITLE_DONE COACH_NEXT COACH_SKIP COACH_GOT_IT COACH_SHOW COACH_SHOW_TIP COACH_LEAVE
    COACH_READ_FIRST COACH_WATCH COACH_PROMPT COACH_HINT COACH_LOST COACH_REAL_GAME COACH_PLAY_ON
    COACH_SCORES LEARN_TO_PLAY LEARN_NOT_NOW LEARNED CLOSE_SHEET_TIP SEP
""".split())


def __getattr__(name: str):
    if name in _SAID:
        return say(Msg(name.lower().replace("_", "-")))
    if name in _TEMPLATES:
        return _Template(name.lower().replace("_", "-"))
    if name == "SECTION_TITLES":
        return {key: say(Msg(f"section-{key}")) for key in ("progress", "network", "copies", "finished")}
    if name == "EMPTY":
        return say(Msg("empty-title")), (say(Msg("empty-line-1")), say(Msg("empty-line-2")))
    if name == "STATS_EMPTY":
        return say(Msg("stats-empty-title")), say(Msg("stats-empty-line"))
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def s(msg_id: str, **args) -> str:
    """The message ``msg_id`` with ``args``, in the current language."""
    return say(Msg(msg_id, **args))


def ago(timestamp: float, now: float | None = None) -> str:
    """When something happened, as a person says it: "just now", "2 hours ago", "yesterday"."""
    now = time.time() if now is None else now
    seconds = max(0.0, now - timestamp)
    if seconds < 60:
        return s("ago-now")
    if seconds < 3600:
        return s("ago-minutes", n=int(seconds // 60))
    # calendar days apart (with time, not datetime: the menu's first frame says when a game was played)
    days = round((_midnight(now) - _midnight(timestamp)) / 86400)
    if days == 0:
        return s("ago-hours", n=int(seconds // 3600))
    if days == 1:
        return s("ago-yesterday")
    if days < 7:
        return s("ago-days", n=days)
    when = time.localtime(timestamp)
    return s("ago-date", day=when.tm_mday, month=Msg(f"month-{when.tm_mon}"), year=str(when.tm_year))


def _midnight(timestamp: float) -> float:
    t = time.localtime(timestamp)
    return time.mktime((t.tm_year, t.tm_mon, t.tm_mday, 0, 0, 0, 0, 0, -1))


def mode_words(info) -> str:
    """"solo" or "3 players" (the mode's own title is on the Load screen's row), or "learn to play"."""
    if getattr(info, "guided", False):
        return s("mode-learn")
    return s("mode-players", n=info.players)


def seat_words(name: str, kind: str, level: str, alone: bool = False) -> str:
    """One seat as the menus name it: "you" (the one person at this computer, or a seat an older
    save named "You"), "Ana", "Rosa (Hard)"."""
    if kind == "human":
        return s("seat-you") if alone or name == "You" else say(spoken_name(name))
    return s("seat-with-level", name=name, level=level) if level else name


def alone(info) -> bool:
    """One person plays at this computer: the menus speak of their seat as "you"."""
    return sum(kind == "human" for _name, kind, _level in info.seats) == 1


def mode_title(info) -> str:
    """A save's mode as the menus name it: its mode's title, or "Learn to play" for a guided first game."""
    return s("learn-to-play") if getattr(info, "guided", False) else info.mode


def seats_words(info) -> str:
    """Every seat: "you, Rosa (Hard), Diego (Easy)"."""
    return ", ".join(seat_words(*seat, alone=alone(info)) for seat in info.seats)


def seat_names(info) -> str:
    """Every seat by name alone, for a short line: "you, Rosa, Diego"."""
    return ", ".join(seat_words(name, kind, "", alone(info)) for name, kind, _level in info.seats)


def quoted(label: str) -> str:
    """A name the player gave, in quotation marks: “Before the last round”."""
    return s("quoted", label=label)


def continue_lines(info, now: float | None = None) -> tuple[str, str]:
    """What Continue resumes, in two lines: "Oaxaca: Crafts of a Culture · solo", "Round 3 of 3 · 2 hours ago"."""
    sep = s("sep")
    return f"{info.game_title}{sep}{mode_words(info)}", f"{say(info.progress)}{sep}{ago(info.saved_at, now)}"


def game_line(info, now: float | None = None) -> str:
    """What Continue resumes, in one line: "Oaxaca: Crafts of a Culture · solo · Round 3 of 3 · 2 hours ago"."""
    return s("sep").join(continue_lines(info, now))


def continue_tooltip(info, now: float | None = None) -> str:
    return s("continue-tooltip", game=info.game_title, mode=mode_title(info), seats=seats_words(info),
             progress=say(info.progress).lower(), ago=ago(info.saved_at, now))


def in_progress_offer(info, count: int) -> tuple[str, str]:
    """The new-game screen's offer when a game of that title is in progress."""
    offer = s("in-progress-offer", count=count, game=info.game_title, mode=mode_title(info), seats=seats_words(info),
              progress=say(info.progress), ago=ago(info.saved_at))
    return s("in-progress-title"), f"{offer}\n\n{s('in-progress-question')}"


def delete_question(info) -> tuple[str, str]:
    """The title and text of the dialog asking before a save is deleted."""
    if info.error == "damaged":
        text = s("delete-damaged")
    elif info.section == "progress":
        text = s("delete-progress", game=info.game_title, progress=say(info.progress), seats=seats_words(info))
    elif info.section == "copies":
        text = s("delete-copy", label=quoted(info.label or info.path.stem), game=info.game_title)
    else:
        text = s("delete-finished", game=info.game_title)
    return s("delete-game-title") if info.section == "progress" else s("delete-save-title"), text


def many_saved(count: int) -> str:
    return s("many-saved", n=count)


# ------------------------------------------------------------------ failures, the other screens
def cannot_open(err, left: str | None = None) -> str:
    """Why a save did not open, and that nothing was changed."""
    return f"{err}\n\n{s('left-as-it-was') if left is None else left}"


def see_all(n: int) -> str:
    return s("see-all", n=n)


def clear_finished_question(n: int) -> str:
    return s("clear-finished-question", n=n)


def deleted(n: int) -> str:
    return s("deleted", n=n)


def list_footer(n: int) -> str:
    return s("list-footer", n=n)


def autosave_failed(reason) -> str:
    return s("autosave-failed", reason=str(reason))


def save_failed(reason) -> str:
    return s("save-failed", reason=str(reason))


def copy_failed(reason) -> str:
    return s("copy-failed", reason=str(reason))


def copy_saved(label: str) -> str:
    return s("copy-saved", label=label)


def not_saved(reason, stay: bool) -> str:
    return s("not-saved-stay" if stay else "not-saved-choose", reason=str(reason))


def copy_folder_default():
    """Where "Save a copy…" before leaving offers to put the copy: the player's documents, or home."""
    home = Path.home()
    return home / "Documents" if (home / "Documents").is_dir() else home


def copy_folder_failed(folder, reason) -> str:
    return s("copy-folder-failed", folder=str(folder), reason=str(reason))


def copy_folder_done(path, saves) -> str:
    return s("copy-folder-done", path=str(path), saves=str(saves))


def replay_position(step: int, total: int, playing: bool) -> str:
    """The replay bar's label: "Step 4 of 52", "The deal · 52 steps" (and "· playing")."""
    label = s("replay-step", step=step, total=total) if step else s("replay-deal", total=total)
    return label + (s("replay-playing") if playing else "")


def stats_head(played: int, best, mean) -> str:
    """A statistics card's first line: games finished, the best and mean scores."""
    head = s("stats-played", n=played)
    if best is not None:
        head += s("stats-best", best=str(best))
    if mean is not None:
        head += s("stats-mean", mean=f"{mean:.1f}")
    return head


def stats_wins(kind: str, wins: int, seats: int, percent: str, draws: int = 0) -> str:
    return s("stats-wins", kind=kind, wins=wins, draws=draws, seats=seats, percent=percent)


def stats_won(won: int, played: int, percent: str) -> str:
    return s("stats-won", won=won, played=played, percent=percent)


def rules_missing(name: str) -> str:
    return f"# {s('rules-missing-title')}\n\n{s('rules-missing', name=name)}"


# ------------------------------------------------------------------ sentences with names or numbers
class _Template:
    """A sentence with names or numbers to fill in (``words.WAITING_FOR.format(name="Rosa")``): the
    message of that name with those arguments, in the current language."""

    def __init__(self, msg_id: str):
        self.msg_id = msg_id

    def format(self, **args) -> str:
        when = args.pop("when", None)
        if when is not None:  # a copy's name: the day, the month's name, the time
            args.update(day=f"{when:%d}", month=Msg(f"month-{when.month}"), time=f"{when:%H.%M}")
        # (names, seeds and counts alike as they are written: none of these sentences turns on a number)
        return s(self.msg_id, **{k: v if isinstance(v, Msg) else str(v) for k, v in args.items()})


_TEMPLATES = frozenset("""
    EMPTY_FILTERED COMPUTER_PLAYS SEATING_NOTE SEED_TOO_LONG SEED_TO_REPLAY SEAT_WITHOUT_NAME NAME_TOO_LONG
    NAME_UNDRAWABLE SAME_NAME NAME_IS_YOU HOW_TO_PLAY WAITING_FOR PASS_TO TABLE_HIDDEN_UNTIL SHOW_MY_TABLE
    SHOW_MY_TABLE_TIP BOT_FAILED PAUSED_SUBTITLE PAUSED_NOT_SAVED COPY_NAME SCORE_SUBTITLE REPLAY_SEED_TIP
    COACH_TITLE COACH_WANTS COACH_DONE COACH_DONE_OVER LEARN_OFFER_TITLE LEARN_OFFER LEARN_CANNOT_OPEN
""".split())


def ai_title(level: str) -> str:
    """An AI level's title when the game gives it none: "AI · Hard"."""
    return s("ai-title", level=level.title())


def players(n: int) -> str:
    return s("players", n=n)


def as_sentence(reason: "str | Msg") -> str:
    """A bot's reason ("in B4 it lights up") as a sentence: a capital first and a full stop last."""
    reason = say(reason).strip()
    if not reason:
        return reason
    reason = reason[0].upper() + reason[1:]
    return reason if reason[-1] in ".!?" else reason + "."


def bot_note(name: str, reason: "str | Msg") -> str:
    """An AI seat's reason for its move, as the log says it: "Rosa: In B4 it lights up at once."."""
    return s("bot-note", name=name, reason=as_sentence(reason))


def repeated_step(step: str, times: int) -> str:
    """A step of a suggested plan, played ``times`` times in a row: "Push the top row from the left ×2"."""
    return step if times == 1 else s("repeated-step", step=step, times=times)


def nothing_to_undo(moved_since: str | None, anything_played: bool) -> str:
    """Why Undo did nothing (``moved_since``: the other player who has moved since this seat's move)."""
    if moved_since is not None:
        return s("nothing-to-undo-moved", name=moved_since)
    return s("nothing-to-undo-hidden") if anything_played else s("nothing-to-undo-yet")


def points(n: int) -> str:
    return s("points", n=n)
