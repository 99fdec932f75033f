"""The shell's words: every sentence the menus, the new-game screen, the table's shell (curtain,
toolbar, pause menu), the score screens and every table alike say, whole, in one place (so a
translation has one module to go to; plurals are decided here). The games' own sentences live in
their words modules."""
from __future__ import annotations

import time
from pathlib import Path

SEP = " \u00b7 "
# what every table says the same way
REPLAY_PROMPT = "A replay: step through the game with the bar above."
NOT_THERE = "Not there."  # the one refusal of a drop where nothing takes the piece (no other wording)
REPLAY_REFUSAL = "This is a replay: step through the game with the bar above."  # a move tried in a replay
# the start's toast when settings.json could not be read (it is kept as settings.json.bad)
SETTINGS_RESET = "Your settings could not be read: they are back to the defaults."


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
    """"solo" or "3 players" (the mode's own title is on the Load screen's row), or "learn to play"."""
    if getattr(info, "guided", False):
        return "learn to play"
    n = info.players
    return "solo" if n <= 1 else f"{n} players"


def seat_words(name: str, kind: str, level: str, alone: bool = False) -> str:
    """One seat as the menus name it: "you" (the one person at this computer, or a seat an older
    save named "You"), "Ana", "Rosa (Hard)"."""
    if kind == "human":
        return "you" if alone or name == "You" else name
    return f"{name} ({level})" if level else name


def alone(info) -> bool:
    """One person plays at this computer: the menus speak of their seat as "you"."""
    return sum(kind == "human" for _name, kind, _level in info.seats) == 1


def mode_title(info) -> str:
    """A save's mode as the menus name it: its mode's title, or "Learn to play" for a guided first game."""
    return LEARN_TO_PLAY if getattr(info, "guided", False) else info.mode


def seats_words(info) -> str:
    """Every seat: "you, Rosa (Hard), Diego (Easy)"."""
    return ", ".join(seat_words(*seat, alone=alone(info)) for seat in info.seats)


def seat_names(info) -> str:
    """Every seat by name alone, for a short line: "you, Rosa, Diego"."""
    return ", ".join(seat_words(name, kind, "", alone(info)) for name, kind, _level in info.seats)


def quoted(label: str) -> str:
    """A name the player gave, in quotation marks: “Before the last round”."""
    return f"\u201c{label}\u201d"


def continue_lines(info, now: float | None = None) -> tuple[str, str]:
    """What Continue resumes, in two lines: "Oaxaca: Crafts of a Culture · solo", "Round 3 of 3 · 2 hours ago"."""
    return f"{info.game_title}{SEP}{mode_words(info)}", f"{info.progress}{SEP}{ago(info.saved_at, now)}"


def game_line(info, now: float | None = None) -> str:
    """What Continue resumes, in one line: "Oaxaca: Crafts of a Culture · solo · Round 3 of 3 · 2 hours ago"."""
    return SEP.join(continue_lines(info, now))


def continue_tooltip(info, now: float | None = None) -> str:
    return (f"Carry on with {info.game_title} ({mode_title(info)}: {seats_words(info)}), {info.progress.lower()}, "
            f"last played {ago(info.saved_at, now)}.")


SECTION_TITLES = {"progress": "In progress", "copies": "Your copies", "finished": "Finished"}
EMPTY = ("No saved games yet", ("Every game you start is kept here until it ends, and Ctrl+S saves it at once.",
                                "Start one from the main menu: pick a game and press Start."))
EMPTY_FILTERED = "No games of {title} here yet."


def in_progress_offer(info, count: int) -> tuple[str, str]:
    """The new-game screen's offer when a game of that title is in progress."""
    which = "a game" if count == 1 else f"{count} games"
    return ("A game in progress", f"You have {which} of {info.game_title} in progress. The last one played: "
            f"{mode_title(info)} with {seats_words(info)}, {info.progress}, {ago(info.saved_at)}.\n\n"
            f"Continue it, or start a new one? A new game never replaces a game in progress: "
            f"every one stays in Load a game.")


def delete_question(info) -> tuple[str, str]:
    """The title and text of the dialog asking before a save is deleted."""
    if info.error == "damaged":
        what = "This damaged file"
    elif info.section == "progress":
        what = f"Your game of {info.game_title} in progress ({info.progress}, {seats_words(info)})"
    elif info.section == "copies":
        what = f"The copy {quoted(info.label or info.path.stem)} of {info.game_title}"
    else:
        what = f"The finished game of {info.game_title}"
    return ("Delete this game?" if info.section == "progress" else "Delete this save?",
            f"{what} will be removed, with its backup. You can undo this until you leave this screen.")


def many_saved(count: int) -> str:
    return (f"{count} games are kept here. Finished games can be cleared to make the list shorter; "
            f"games in progress stay until you delete them.")


# ------------------------------------------------------------------ counts, failures, the other screens
def count(n: int, thing: str, things: str | None = None) -> str:
    """"1 save", "3 saves" (``things``: an irregular plural)."""
    return f"{n} {thing if n == 1 else (things or thing + 's')}"


LEFT_AS_IT_WAS = "The file has been left exactly as it was."
BACKUP_THERE = " An earlier copy of it (its backup) is still there."
BOTH_LEFT = "Both files have been left as they were."


def cannot_open(err, left: str = LEFT_AS_IT_WAS) -> str:
    """Why a save did not open, and that nothing was changed."""
    return f"{err}\n\n{left}"


def see_all(n: int) -> str:
    return f"See all {n}"


def clear_finished_question(n: int) -> str:
    return (f"The {n} finished games kept for replays will be removed. Games in progress and your "
            f"copies stay. You can undo this until you leave this screen.")


def deleted(n: int) -> str:
    return ("Deleted. Undo brings it back until you leave this screen." if n == 1
            else f"{n} games deleted. Undo brings them back until you leave this screen.")


def list_footer(n: int) -> str:
    return (f"{count(n, 'save')}   \u00b7   double-click or Enter to open   \u00b7   "
            f"Delete key to remove   \u00b7   the newest 50 finished games are kept")


def autosave_failed(reason) -> str:
    return (f"Autosave failed: {reason}. Your game goes on, and what was saved before "
            f"is kept; it is saved again after your next move.")


def save_failed(reason) -> str:
    return f"Could not save: {reason}. Your game goes on; nothing saved before was changed."


# the table's Save and "Save a copy…"
REPLAY_KEPT = "This is a replay of a finished game: it is kept already."  # Save (or a copy) asked for in a replay
SAVED = "Game saved."
COPY_TITLE = "Save a copy"
COPY_ASK = "A copy keeps this moment of the game. Load it later from Load a game; this game goes on as before."
COPY_OK = "Save the copy"


def copy_failed(reason) -> str:
    return f"Could not save the copy: {reason}. Your game goes on."


def copy_saved(label: str) -> str:
    return f"Copy saved: {quoted(label)}"


# leaving a table whose game cannot be written (scenes/play_saving.py)
NOT_SAVED_TITLE = "Your game is not saved"
LEAVE_STAY = "Stay"
LEAVE_RETRY = "Retry saving"
LEAVE_COPY = "Save a copy\u2026"
LEAVE_ANYWAY = "Leave anyway"
LEAVE_GO_ON = "Go on"
COPY_FOLDER_TITLE = "Save a copy in a folder"
COPY_FOLDER_ASK = ("The folder for a copy of this game (it is made if it is not there). "
                   "Type its path, then Save the copy.")
COPY_FOLDER_OK = "Save the copy"
COPY_FOLDER_BACK = "Back"  # a copy into a folder failed: back to the question
COPY_FOLDER_FAILED_TITLE = "The copy could not be saved"
COPY_FOLDER_DONE_TITLE = "A copy is saved"


def not_saved(reason, stay: bool) -> str:
    then = ("Stay to keep playing; the game is saved again after your next move."
            if stay else "The game stays as it is until you choose.")
    return (f"This game could not be saved: {reason}. What was saved before is kept, but your latest moves "
            f"are only here: if you leave now, they are lost. Retry, or save a copy in another folder. {then}")


def copy_folder_default():
    """Where "Save a copy…" before leaving offers to put the copy: the player's documents, or home."""
    home = Path.home()
    return home / "Documents" if (home / "Documents").is_dir() else home


def copy_folder_failed(folder, reason) -> str:
    return f"Nothing could be written in {folder}: {reason}. Your game is still here; choose again."


def copy_folder_done(path, saves) -> str:
    return (f"This game is kept in {path}. To play it again, put that file in your saves folder ({saves}): "
            f"it is then listed on the Load screen under your copies.")


def replay_position(step: int, total: int, playing: bool) -> str:
    """The replay bar's label: "Step 4 of 52", "The deal · 52 steps" (and "· playing")."""
    label = f"Step {step} of {total}" if step else f"The deal  \u00b7  {total} steps"
    return label + ("  \u00b7  playing" if playing else "")


STATS_EMPTY = ("No games finished yet.", "Finish a game and its result is counted here.")  # the screen's empty state


def stats_head(played: int, best, mean) -> str:
    """A statistics card's first line: games finished, the best and mean scores."""
    head = f"{count(played, 'game')} finished"
    if best is not None:
        head += f"  \u00b7  best {best}"
    if mean is not None:
        head += f"  \u00b7  mean {mean:.1f}"
    return head


def stats_wins(kind: str, wins: int, seats: int, percent: str, draws: int = 0) -> str:
    drawn = f", {count(draws, 'draw')}" if draws else ""
    return f"{kind}: {count(wins, 'win')}{drawn} in {count(seats, 'seat')} ({percent})"


def stats_won(won: int, played: int, percent: str) -> str:
    return f"Won {won} of {played} ({percent})"


# the rules screen's list of a page's sections, when they do not all fit (scenes/rules_scene.py)
TOC_EARLIER = "Earlier"
TOC_LATER = "Later"
TOC_STEP_TIP = "More sections of this page (the wheel over the list steps through them too)."
GAMES_EARLIER = "Previous"
GAMES_LATER = "Next"
GAMES_STEP_TIP = "More games than fit in the list: step through them."


def rules_missing(name: str) -> str:
    return ("# Rules not found\n\nThe rules for this game are not included in this copy of the game "
            f"(looked for *{name}*).")


# ------------------------------------------------------------------ the new-game screen
# (a sentence with only names or numbers to fill in is a template, filled in with ``str.format``)
COMPUTER_PLAYS = "The computer plays this seat ({level})."  # a seat's AI choice, its tooltip ("Hard")
# under the seats when one person plays (``seating``: the mode's own sentence about its seats)
SEATING_NOTE = "{seating} AI players think while you watch, and the log says why they played."
SEED_TOO_LONG = "That seed is too long: {digits} digits at most."
SEED_TO_REPLAY = "Seed {seed}: type it in to replay this exact deal."
SEAT_WITHOUT_NAME = "Seat {number} needs a name."
NAME_TOO_LONG = "Seat {number}'s name is too long ({length} letters): a name has {letters} at most."
NAME_UNDRAWABLE = ("Seat {number}'s name has a sign the game cannot draw (an emoji or a rare letter): "
                   "use letters, digits and punctuation.")
SAME_NAME = "Seats {first} and {second} are both called {name}: give each its own name."
NAME_IS_YOU = ("Seat {number} is called You: the table speaks to each player as you, so give the seat "
               "another name.")
HOW_TO_PLAY = "How {title} is played, with examples."


AI_OTHER = "AI"  # an AI seat whose bot is none of the levels a player chooses from


def ai_title(level: str) -> str:
    """An AI level's title when the game gives it none: "AI · Hard"."""
    return f"AI \u00b7 {level.title()}"


def players(n: int) -> str:
    return count(n, "player")


# ------------------------------------------------------------------ the table's shell
WAITING_FOR = "Waiting for {name} to come to the screen."  # why nothing can be played under the curtain
PASS_TO = "Pass to {name}"  # the hotseat curtain's title
TABLE_HIDDEN_UNTIL = "The table stays hidden until {name} is at the screen."
SHOW_MY_TABLE = "I am {name}: show my table"  # the curtain's button
SHOW_MY_TABLE_TIP = "Show {name}'s hand and table"
SINCE_LAST_MOVE = "Since your last move"  # the curtain's story of the moves made meanwhile
SINCE_THE_START = "So far"  # ... before the seat's first move
NOTHING_SINCE = "Nothing has happened since your last move."
BOT_FAILED = "{name} could not decide ({error}); playing a random move."
SUGGEST_ON_YOUR_TURN = "Suggestions come on your turn."
SUGGESTION_FAILED = "The helper could not finish its thinking."
THINKING = "Thinking\u2026"  # the suggestion card's title, and the Suggest tool's, while the helper works
SUGGESTED_MOVE = "Suggested move"
SUGGEST = "Suggest"
DO_IT = "Do it"
DO_IT_TIP = "Play the suggested move"
DISMISS = "Dismiss"
DISMISS_TIP = "Hide the suggestion"
TOOL_MENU_TIP = "Menu (Esc): resume, save, rules, settings, main menu"
TOOL_RULES_TIP = "Rules of the game"
TOOL_SAVE_TIP = "Save the game (Ctrl+S)"
TOOL_REDO_TIP = "Redo (Ctrl+Y)"
TOOL_UNDO_TIP = "Undo (Ctrl+Z)"
TOOL_SUGGEST_TIP = "Suggest a move (H): the helper looks for a good one"
PAUSED = "Paused"
RESUME = "Resume"
SAVE_GAME = "Save game"
SAVE_A_COPY = "Save a copy\u2026"
RULES = "Rules"
SETTINGS = "Settings"
MAIN_MENU = "Main menu"
NO_RULES_SCREEN = "The rules screen is not available in this build."
NO_SETTINGS_SCREEN = "The settings screen is not available in this build."
NOTHING_TO_REDO = "Nothing to redo."
PAUSED_SUBTITLE = "{title} \u00b7 your game is saved after every move"
PAUSED_NOT_SAVED = "{title} \u00b7 saving is failing: your last moves are not saved yet"
COPY_NAME = "{title} {when:%d %b %H.%M}"  # a copy's name before the player changes it (``when``: a datetime)


def as_sentence(reason: str) -> str:
    """A bot's reason ("in B4 it lights up") as a sentence: a capital first and a full stop last."""
    reason = reason.strip()
    if not reason:
        return reason
    reason = reason[0].upper() + reason[1:]
    return reason if reason[-1] in ".!?" else reason + "."


def bot_note(name: str, reason: str) -> str:
    """An AI seat's reason for its move, as the log says it: "Rosa: In B4 it lights up at once."."""
    return f"{name}: {as_sentence(reason)}"


def repeated_step(step: str, times: int) -> str:
    """A step of a suggested plan, played ``times`` times in a row: "Push the top row from the left ×2"."""
    return step if times == 1 else f"{step} \u00d7{times}"


MORE_STEPS = "\u2026and more steps"  # the last lines of a suggested plan too long for its card


def nothing_to_undo(moved_since: str | None, anything_played: bool) -> str:
    """Why Undo did nothing (``moved_since``: the other player who has moved since this seat's move)."""
    if moved_since is not None:
        return f"Nothing to undo: {moved_since} has moved since, and only your own moves can be taken back."
    if anything_played:
        return "Nothing to undo: die rolls, newly drawn cards and other players' moves cannot be taken back."
    return "Nothing to undo yet."


# ------------------------------------------------------------------ the score screens
SCORE_SUBTITLE = "{title} \u00b7 {mode} \u00b7 seed {seed}"
REPLAY_SEED_TIP = "Play seed {seed} again, from the same deal (R)"


def points(n: int) -> str:
    return count(n, "point")

# a guided first game (scenes/play_tutor.py)
COACH_TITLE = "Learn to play \u00b7 step {step} of {steps}"
COACH_TITLE_DONE = "Learn to play \u00b7 well done"
COACH_NEXT = "Next"
COACH_SKIP = "Skip step"
COACH_GOT_IT = "Got it"
COACH_SHOW = "Coach"
COACH_SHOW_TIP = "The guided game's note again: read it once more, or skip on to the closing notes."
COACH_LEAVE = "Leave"
COACH_WANTS = "The coach asks for another move here: {move}"
COACH_READ_FIRST = "Read the coach's note first, then click Next."
COACH_WATCH = "Watch the other players' turn first."
COACH_PROMPT = "Read the coach's note, then press Next (or Enter)."  # the prompt bar while the coach waits
COACH_HINT = "The move this step of the guided game asks for."
COACH_DONE = ("That is the guided part of {game}. You know enough to play a real game: start one with the same "
              "settings, or play this one on to its end.")
COACH_DONE_OVER = "That was your first game of {game}. See how it scored, or start a real game with the same settings."
COACH_LOST = "The guided game could not go on; the game itself is kept."
COACH_REAL_GAME = "Play a real game"
COACH_PLAY_ON = "Play on"
COACH_SCORES = "See the scores"
# the menu's offer of a guided first game
LEARN_TO_PLAY = "Learn to play"
LEARN_NOT_NOW = "Start a game"
LEARN_OFFER_TITLE = "New to {game}?"
LEARN_OFFER = ("A guided first game teaches {game} as you play it: one thing at a time, with a coach beside "
               "the table. It takes about ten minutes, and you can leave it whenever you like.")
LEARNED = "Learned"
LEARN_CANNOT_OPEN = "The guided game of {game} cannot be opened."
CLOSE_SHEET_TIP = "A click anywhere on it puts it away."
