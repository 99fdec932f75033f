"""Portents in players' words: log lines per viewer, move wording, targets and the score sheet.

The one place these texts live (log, tooltips, suggestions, bots' reasons, command line). Pure
Python. Tile, Omen and place names go through :class:`Plain`; a scene may subclass it for markup.
"""
from __future__ import annotations

from game.protocol import AUTOMATON, Event, ScoreSheet, SheetRow, subject, winners_headline
from game.rules.base import Action
from game.rules.move_words import MoveWords
from game.rules.portents.actions import CODEC, Burn, Pass, Place, Sacrifice, Shift, Snuff
from game.rules.portents.altar import GAP, PortentsData
from game.rules.portents.level_words import option_tip, target_text  # noqa: F401 (the words' own)
from game.rules.portents.phases import WIN_POINTS, Phase
from game.rules.portents.tiles import attribute_counts, fortunes
from game.rules.wording import cap, listing, num, plural  # noqa: F401 (num: the bots and tests read it here)

CELLS = ("top-left", "top", "top-right", "left", "centre", "right", "bottom-left", "bottom", "bottom-right")
LINES = {"row-top": "the top row", "row-middle": "the middle row", "row-bottom": "the bottom row",
         "column-left": "the left column", "column-middle": "the middle column", "column-right": "the right column",
         "diagonal-down": "the diagonal from the top-left", "diagonal-up": "the diagonal from the bottom-left"}
LANES = {"top": ("left column", "middle column", "right column"),
         "bottom": ("left column", "middle column", "right column"),
         "left": ("top row", "middle row", "bottom row"), "right": ("top row", "middle row", "bottom row")}
BY_SIDE = {"top": "above", "bottom": "below", "left": "left of", "right": "right of"}
ENDINGS = {
    "fortune": "a Fortune of four Omens",
    "fortunes": "two Fortunes of three Omens",
    "burnt": "four Burnt Offerings on the altar at the end of the turn",
    "target": "the target collection",
    "laps": "the Kitty's second lap around the altar",
    "kitty_fortune": "the Kitty's Fortune of three Omens",
    "kitty_fortunes": "the Kitty's two Fortunes of two Omens",
    "passes": "both players passing in a row",
    "dry": "fifty turns in a row without an Omen collected",
}


class Plain:
    """Names in plain text; a scene subclasses it to add colour and symbols."""

    def __init__(self, data: PortentsData):
        self.data = data

    def tile(self, tile: int) -> str:
        return "the " + self.data.tile_title(tile) if tile != GAP else "nothing"

    def omen(self, omen: int) -> str:
        return f"the {self.data.tile_title(omen)} Omen"

    def attribute(self, attr: int) -> str:
        return self.data.attribute_name(attr)

    def cell(self, cell: int) -> str:
        return f"the {CELLS[cell]} square"

    def line(self, line: int) -> str:
        name = self.data.line_names[line]
        return LINES.get(name, name.replace("-", " "))

    def lane(self, side: str, lane: int) -> str:
        return "the " + LANES[side][lane]

    def slot(self, slot: int) -> str:
        info = self.data.slots[slot]
        if info.corner:
            a, b = sorted(info.touches, key=lambda s: s not in ("top", "bottom"))
            return f"the {a}-{b} corner"
        return f"the slot {BY_SIDE[info.touches[0]]} {self.line(info.line)}"


def event_text(fmt: Plain, event: Event, viewer: int | None, names) -> str:
    """One log line for ``viewer`` ("You push...", "Rosa pushes...", "The Kitty pushes...")."""
    k, d = event.kind, event.data
    names = tuple(names)
    data = fmt.data

    def subj(seat: int | None) -> tuple[str, bool]:
        return subject(seat, viewer, names, "The Kitty")

    def line(seat: int | None, verb: str, third: str | None, rest: str) -> str:
        name, you = subj(seat)
        return f"{name} {verb if you else (third or verb + 's')} {rest}".rstrip() + "."

    if k == "deal":
        return "Nine tiles are laid on the altar and the sixteen Omens around it; the hands are dealt."
    if k == "solo":
        level = data.difficulties[d[0]].name
        text = f"Solo against the Kitty at {level}: collect {target_text(data, d[0])}."
        if d[1]:
            text += " Challenges: " + ", ".join(data.challenges[c].name for c in d[1]) + "."
        return text
    if k == "first":
        name, you = subj(d[0])
        other, other_you = subj(1 - d[0])
        return (f"{name} {'play' if you else 'plays'} first; {other.lower() if other_you else other} "
                f"{'light' if other_you else 'lights'} the first Burnt Offering.")
    if k == "opening":
        return line(d[0], "light", None, f"{fmt.tile(d[1])} as the first Burnt Offering")
    if k == "turn":
        if d[0] == AUTOMATON:
            return "The Kitty's turn."
        name, you = subj(d[0])
        return "Your turn." if you else f"{name}'s turn."
    if k == "shift":
        seat, side, lane, off = d
        return line(seat, "push", "pushes", f"{fmt.lane(side, lane)} from the {side}: {fmt.tile(off)} falls off")
    if k == "place":
        return line(d[0], "place", None, f"{fmt.tile(d[1])} on {fmt.cell(d[2])}")
    if k == "palm":
        return line(d[0], "palm", None, listing([fmt.tile(t) for t in d[1]]))
    if k == "pass":
        return line(d[0], "cannot push and pass", "cannot push and passes", "")
    if k == "portent":
        return line(d[0], "make", None, f"a {fmt.attribute(d[2])} Portent in {fmt.line(d[1])}")
    if k == "collect":
        return line(d[0], "collect", None, f"{fmt.omen(d[1])} from {fmt.slot(d[2])}")
    if k == "burn":
        actor, tile, chooser = d
        if chooser is None:
            return f"{cap(fmt.tile(tile))} is lit as a Burnt Offering."
        if actor == AUTOMATON:
            return line(chooser, "light", None, f"{fmt.tile(tile)} for the Kitty's Portent")
        return line(chooser, "light", None, f"{fmt.tile(tile)} as a Burnt Offering")
    if k == "snuff":
        return f"{cap(fmt.tile(d[1]))} is snuffed: it no longer blocks a Portent."
    if k == "stays_lit":
        return f"{cap(fmt.tile(d[1]))} stays lit: turning it back would make a Portent."
    if k == "sacrifice":
        return line(d[0], "feed", None, f"the Kitty {fmt.tile(d[1])} and draw{'' if subj(d[0])[1] else 's'} "
                                        f"{fmt.tile(d[2])}")
    if k == "steal":
        slot, omen = d
        if omen == GAP:
            return "No new Portent last turn, but the slot the Kitty sits by is empty: nothing to steal."
        return f"No new Portent last turn: the Kitty steals {fmt.omen(omen)} from the slot it sits by."
    if k == "kitty_push":
        return " ".join(kitty_push_parts(fmt, d))
    if k == "kitty_blocked":
        side, lanes, old, new = d
        held = "A Burnt Offering at the far edge holds" + (" every lane the Kitty faces" if len(lanes) > 1 else
                                                           " the lane the Kitty faces")
        if old == GAP:
            return f"{held}: nothing moves."
        return f"{held}: nothing moves, and it swaps {fmt.tile(old)} on its token for {fmt.tile(new)} from the bag."
    if k == "kitty_advance":
        start, end, lap, laps, extra = d
        if extra:
            text = ("Felis Pyromanias (fewer than two Burnt Offerings): the Kitty prowls one step further, "
                    f"to {fmt.slot(end)}")
        else:
            text = f"The Kitty prowls clockwise to {fmt.slot(end)}"
        skipped = (end - start - 1) % 16
        if skipped:
            text += f", past {plural(skipped, 'empty slot')}" + ("," if lap else "")
        if lap:
            text += (" and completes its first lap: it puts on its wizard hat" if laps == 1 else
                     f" and completes lap {laps}")
        return text + "."
    if k == "game_over":
        winners, kitty, draw, reason = d
        why = ENDINGS.get(reason, reason)
        if draw:
            return f"The game is a draw: {why}."
        if kitty:
            return f"The Kitty wins: {why}."
        name, you = subj(winners[0])
        return f"{name} {'win' if you else 'wins'} with {why}."
    return k


def kitty_push_parts(fmt: Plain, d: tuple) -> tuple[str, str]:
    """The Kitty's push in two sentences, as a table shows it: the push (which lane or lanes, from
    where, what goes in and what falls off), then the draw for its token and the bag."""
    side, entered, off, blocked, token, wide = d
    chaotic = token == GAP  # Chaotic Cat: nothing waits on the token, every tile comes from the bag
    tiles = [fmt.tile(t) for _, t in entered]
    if chaotic:
        going = f"{listing(tiles)} from the bag"
    elif len(tiles) == 1:
        going = f"{tiles[0]} from its token"
    else:
        going = f"{tiles[0]} from its token, then {listing(tiles[1:])} from the bag"
    falling = listing([fmt.tile(t) for t in off])
    goes = "goes" if len(tiles) == 1 else "go"
    if wide:
        lanes = listing([fmt.lane(side, lane) for lane, _ in entered])
        push = (f"From its corner the Kitty pushes wide from the {side}, one step in {lanes}: in {goes} {going}; "
                f"off {'falls' if len(off) == 1 else 'fall'} {falling}.")
        if blocked:
            push += f" A Burnt Offering at the far edge holds {listing([fmt.lane(side, lane) for lane in blocked])}."
    else:
        lane = fmt.lane(side, entered[0][0])
        deep = "" if len(entered) >= 3 else f" (a Burnt Offering stops it after {plural(len(entered), 'tile')})"
        push = (f"The Kitty pushes {lane} from the {side}, a long push{deep}: in {goes} {going}; "
                f"off {'falls' if len(off) == 1 else 'fall'} {falling}.")
    knocked = "the tile knocked off goes" if len(off) == 1 else "the tiles knocked off go"
    if chaotic:
        draw = f"Chaotic Cat: nothing waits on its token, and {knocked} into the bag."
    else:
        draw = f"It draws {fmt.tile(token)} from the bag for its token, and {knocked} into the bag."
    return push, draw


def event_parts(fmt: Plain, event: Event, viewer: int | None, names) -> list[str]:
    """An event's log line split where a table shows it in steps (the Kitty's push, then its
    draw); every other event is one line. Joined, the parts are :func:`event_text`."""
    if event.kind == "kitty_push":
        return list(kitty_push_parts(fmt, event.data))
    return [event_text(fmt, event, viewer, names)]


def kitty_turn_caption(steal: bool, extra: bool) -> str:
    """What the Kitty's turn will bring, said as it begins (steal or not, and why)."""
    text = ("The Kitty's turn: you made no new Portent, so it steals the Omen by its slot first"
            if steal else "The Kitty's turn: you made a new Portent, so it steals nothing")
    if extra:
        text += "; fewer than two Burnt Offerings, so it prowls one step further (Felis Pyromanias)"
    return text + "."


# how the fields of data/portents/moves.yaml's sentences are written
MOVES = MoveWords(__name__, CODEC, {"tile": lambda fmt, action: fmt.tile(fmt.data.tile_index[action.tile]),
                                    "cell": lambda fmt, action: fmt.cell(action.cell),
                                    "lane": lambda fmt, action: fmt.lane(action.side, action.lane)})


def describe_action(fmt: Plain, action: Action, view=None) -> str:
    """A move in words, for suggestions, tooltips and the command line (data/portents/moves.yaml)."""
    sentence = MOVES.sentence(fmt, action)
    return str(action) if sentence is None else sentence


TIMES = {1: "", 2: " twice", 3: " three times"}


def describe_plan(fmt: Plain, plan, view=None) -> list[str]:
    """A suggested turn of several steps in a few lines: the push, the gaps filled, the offerings."""
    data = fmt.data
    groups: list[list] = []
    for action in plan:
        if groups and type(groups[-1][0]) is type(action) and not isinstance(action, (Pass, Sacrifice)):
            groups[-1].append(action)
        else:
            groups.append([action])
    lines = []
    for group in groups:
        first = group[0]
        if isinstance(first, Shift):
            runs: list[list] = []
            for a in group:
                if runs and runs[-1][0] == a.lane:
                    runs[-1][1] += 1
                else:
                    runs.append([a.lane, 1])
            lanes = ", then ".join(fmt.lane(first.side, lane) + TIMES.get(n, f" {n} times") for lane, n in runs)
            lines.append(f"Push from the {first.side}: {lanes}")
        elif isinstance(first, Place):
            tiles = [fmt.tile(data.tile_index[a.tile]) for a in group]
            lines.append(f"Place {tiles[0]} on {fmt.cell(group[0].cell)}" if len(group) == 1
                         else "Fill the gaps with " + listing(tiles))
        elif isinstance(first, Burn):
            lines.append("Light " + listing([fmt.tile(data.tile_index[a.tile]) for a in group]))
        elif isinstance(first, Snuff):
            lines.append("Snuff " + ", then ".join(fmt.tile(data.tile_index[a.tile]) for a in group))
        else:
            lines.append(describe_action(fmt, first, view))
    return lines


def progress_text(data: PortentsData, omens, difficulty: str | None) -> str:
    """How far a collection is: "2 Omens; best Fortune 2 (Red)"."""
    counts = attribute_counts(omens)
    best = max(range(8), key=lambda a: counts[a])
    text = f"{plural(len(omens), 'Omen')}"
    if omens:
        text += f"; best Fortune {counts[best]} ({data.attribute_name(best)})"
    if difficulty:
        text += f"; target: {target_text(data, difficulty)}"
    return text


def score_sheet(state) -> ScoreSheet:
    data = state.data
    names = tuple(s.name for s in state.setup.seats)
    out = state.outcome()
    seats = range(state.players)
    counts = [attribute_counts(state.collected[s]) for s in seats]
    rows = [SheetRow("Omens collected", tuple(len(state.collected[s]) for s in seats)),
            SheetRow("Largest Fortune", tuple(max(c) for c in counts)),
            SheetRow("Fortunes of 4 or more", tuple(fortunes(state.collected[s], 4) for s in seats)),
            SheetRow("Fortunes of 3 or more", tuple(fortunes(state.collected[s], 3) for s in seats)),
            SheetRow("Win", tuple(WIN_POINTS if s in state.winners and not state.draw else 0 for s in seats)),
            SheetRow("Total", state.returns(), total=True)]
    why = ENDINGS.get(state.reason, state.reason)
    notes = []
    if state.reason == "burnt":
        notes.append("The four-offerings rule ended the game: four Burnt Offerings lay on the altar at the end "
                     "of a turn.")
    if state.solo:
        level = state.difficulty
        target = target_text(data, level.id)
        if not state.is_over:
            headline = "The reading goes on"
        elif state.winners:
            headline = f"You beat the Kitty at {level.name}!"
        else:
            headline = "The Kitty wins"
        verdict = (f"Target at {level.name}: {target}." + (f" The game ended on {why}." if state.is_over else ""))
        if state.challenges:
            beaten = " beaten" if state.winners else ""
            notes.append("Challenges" + beaten + ": " + ", ".join(data.challenges[c].name
                                                                  for c in sorted(state.challenges)) + ".")
        notes.append(f"The Kitty collected {plural(len(state.kitty_omens), 'Omen')} in {state.laps} "
                     f"lap{'s' if state.laps != 1 else ''}.")
        return ScoreSheet(names, tuple(rows), out, headline=headline, verdict=verdict, notes=tuple(notes))
    if state.draw:
        headline = "A draw"
    elif state.is_over:
        headline = winners_headline(names, out.winners)
    else:
        headline = "The duel goes on"
    verdict = (f"The game ended on {why}." if state.is_over else
               "One Fortune of 4 or two Fortunes of 3 win; so do four Burnt Offerings at the end of your turn.")
    return ScoreSheet(names, tuple(rows), out, headline=headline, verdict=verdict, notes=tuple(notes))


# ---------------------------------------------------------------- the table's words
# Whole sentences and labels of the table and its end screen. Names come in already dressed
# (``fmt``: a Plain or the scene's markup; a seat's name escaped by the caller); ``em`` dresses an
# emphasis the same way.

def omen_count(n: int) -> str:
    return f"{n} Omen{'s' if n != 1 else ''}"


def offerings_count(n: int) -> str:
    return f"{n} Burnt Offering{'s' if n != 1 else ''}"


def seat_omens_title(name: str, n: int) -> str:
    """A panel's heading: "Rosa · 3 Omens", "The Kitty · 1 Omen"."""
    return f"{name} \u00b7 {omen_count(n)}"


def your_omens_title(n: int) -> str:
    return f"Your Omens \u00b7 {n}"


def hand_title(name: str | None) -> str:
    """The hand's heading: the seat's own (``name`` None) or, in a hotseat duel, whose it is."""
    return "Your hand" if name is None else f"{name}'s hand"


def pushed_to(name: str) -> str:
    """The caption over a duel rival's tiles pushed off this turn: whose hand they join."""
    return f"pushed off \u2192 {name}'s hand"


def pushed_tile_line(name: str | None) -> str:
    """A tile pushed off this turn, in its tooltip: it joins the hand of the seat that pushed it
    (``name`` None: the reader's own)."""
    whose = "your hand" if name is None else f"{name}'s hand"
    return f"Pushed off this turn: it joins {whose} once the gaps are filled."


def top_pills(data: PortentsData, view, solo: bool, turn_of: str | None) -> list[str]:
    """The top bar's pills: the difficulty, the turn, the Kitty's lap (solo) or whose turn it is
    (``turn_of``: "" for the seat's own turn, a name, or None), the Burnt Offerings."""
    pills = []
    if solo:
        pills.append(data.difficulties[view.difficulty].name)
        # the Kitty's turn answers the player's, which is counted already: same number
        pills.append(f"Turn {view.turns + (0 if view.active == AUTOMATON and view.turns else 1)}")
        pills.append(f"Kitty lap {min(view.laps + 1, data.kitty_laps)} of {data.kitty_laps}")
    else:
        pills.append(f"Duel \u00b7 turn {view.turns + 1}")
        if turn_of is not None:
            pills.append("Your turn" if turn_of == "" else f"{turn_of}'s turn")
    pills.append(f"{offerings_count(bin(view.lit).count('1'))} of 4")
    return pills


def stall_shown(data: PortentsData, dry: int) -> bool:  # from a fifth of the way to the draw (10 of 50)
    return dry >= max(1, data.dry_turns // 5)


def stall_urgent(data: PortentsData, dry: int) -> bool:  # the last fifth (40 of 50 on): the count turns red
    return dry >= data.dry_turns - max(1, data.dry_turns // 5)


def stall_count(data: PortentsData, dry: int) -> str:
    return f"Turns without an Omen: {dry} of {data.dry_turns}"


def stall_tip(data: PortentsData, dry: int) -> tuple[str, str]:
    """The stall counter's tooltip: (title, line)."""
    return ("No Omen collected lately", f"{dry} turns in a row have gone by without an Omen collected. After "
            f"{data.dry_turns} the duel ends in a draw: {plural(data.dry_turns - dry, 'turn')} left to read an Omen.")


def seed_label(seed) -> str:
    return f"Seed {seed}"


def progress_items(data: PortentsData, omens, difficulty: str | None) -> list[tuple[str, bool]]:
    """The victory condition's parts for a collection: (text, met); ``difficulty`` None: the duel."""
    counts = attribute_counts(omens)
    if difficulty is not None:
        d = data.difficulties[difficulty]
        if d.omens:
            return [(f"Omens: {len(omens)} of {d.omens}", len(omens) >= d.omens)]
        fours, threes = fortunes(omens, 4), fortunes(omens, 3)
        out = []
        if d.fours:
            out.append((f"Fortunes of 4: {min(fours, d.fours)} of {d.fours}", fours >= d.fours))
        out.append((f"Fortunes of 3+: {min(threes, d.fours + d.threes)} of {d.fours + d.threes}",
                    threes >= d.fours + d.threes))
        return out
    best = max(counts)
    threes = fortunes(omens, 3)
    return [(f"Largest Fortune: {best} of 4", best >= 4), (f"Fortunes of 3: {min(threes, 2)} of 2", threes >= 2)]


def fortunes_line(fmt: Plain, counts, least: int) -> str:
    """The Fortunes of ``least`` Omens or more: "Fortunes: Red 2, Moon 3." (in order), or from
    three Omens up, largest first and without the stop (a panel's line): "Fortunes: Moon 3, Red 3"."""
    if least >= 3:
        named = sorted(((n, at) for at, n in enumerate(counts) if n >= least), reverse=True)
        return "Fortunes: " + ", ".join(f"{fmt.attribute(at)} {n}" for n, at in named)
    return "Fortunes: " + ", ".join(f"{fmt.attribute(a)} {n}" for a, n in enumerate(counts) if n >= least) + "."


def kitty_panel_lines(data: PortentsData, view) -> list[tuple[str, bool]]:
    """The Kitty's panel: its lap, whether it steals next, its progress (text, bold)."""
    lap = min(view.laps + 1, data.kitty_laps)
    lines = [(f"Lap {lap} of {data.kitty_laps}" + (" \u00b7 hat on" if view.laps >= 1 else ""), True)]
    if view.steal:
        lines.append(("Steals next turn", False))
    counts = attribute_counts(view.kitty_omens)
    twos = sum(1 for c in counts if c >= 2)
    lines.append((f"Largest Fortune: {max(counts)} of 3", False))
    lines.append((f"Fortunes of 2: {min(twos, 2)} of 2", False))
    return lines


def challenges_line(names: list[str], beaten: bool = False) -> str:
    return ("Beaten: " if beaten else "Challenges: ") + ", ".join(names)


def lap_complete(lap: int) -> str:
    return f"Lap {lap} complete" + (": the hat!" if lap == 1 else "")


def portent_tag(fmt: Plain, attr: int, line: int) -> str:
    return f"{fmt.data.attribute_name(attr)} Portent \u00b7 {fmt.line(line)}"


def place_hint(data: PortentsData, tile: int) -> str:
    return f"Place the {data.tile_title(tile)} here"


# the prompt bar
def reading_the_altar(name: str) -> str:
    return f"{name} is reading the altar\u2026"


def click_a_gap_for(data: PortentsData, tile: int) -> str:
    return f"Now click a gap for the {data.tile_title(tile)}."


def fill_the_gaps(gaps: int) -> str:
    return f"Fill the gaps: drag a tile of your hand into each ({gaps} left)."


def push_again(side: str) -> str:
    return f"Push again from the {side}, or drag tiles from your hand into the gaps."


def burn_prompt(portents: int, kitty: bool) -> str:
    if kitty:
        who = "The Kitty's Portent" + ("s" if portents > 1 else "")
    else:
        who = "A new Portent" if portents == 1 else f"{portents} new Portents"
    return f"{who}: click a glowing tile to light it as a Burnt Offering (one per Portent)."


# tooltips
def arrow_title(fmt: Plain, side: str, lane: int) -> str:
    return fmt.lane(side, lane).capitalize() + f", pushed from the {side}"


def arrow_lines(fmt: Plain, off: int, side: str, done: int, pushes: int) -> tuple[str, str]:
    """What a legal push does: the tile falling off, and which shift of the turn it is."""
    return (f"{cap(fmt.tile(off))} falls off and joins your hand; a gap opens by the {side}.",
            f"Shift {done + 1} of at most {pushes}, all from one side.")


def hand_tile_line(push: bool) -> str:
    return "In your hand." + (" Drag it into a gap of the altar (or click it, then a gap)." if push else "")


def rival_tile_line(name: str) -> str:
    return f"In {name}'s hand (both hands are open)."


def square_line(fmt: Plain, cell: int) -> str:
    """A square with nothing to say of it: "The centre square."."""
    return fmt.cell(cell).capitalize() + "."


def burnt_square_line(em=lambda text: text) -> str:
    return em("A Burnt Offering") + ": it cannot be part of a new Portent; it may slide to the edge of the altar " \
        "but never off."


def click_to(burn: bool) -> str:
    return "Click to " + ("light it." if burn else "snuff it now.")


def slot_lines(fmt: Plain, slot: int, omen: int, kitty_here: bool, steals: bool) -> list[str]:
    """An Omen slot's tooltip: where it lies, what collects its Omen, the Kitty by it."""
    line = fmt.line(fmt.data.slots[slot].line)
    if omen == GAP:
        return [f"At an end of {line}."]
    colour, shape = fmt.data.attribute_name(omen >> 2), fmt.data.attribute_name(4 + (omen & 3))
    lines = [f"At an end of {line}: a {colour} or a {shape} Portent along it collects it."]
    if kitty_here:
        lines.append("The Kitty sits by it" + (" and steals it if you make no Portent this turn." if steals else "."))
    return lines


def kitty_lines(fmt: Plain, view, dont_disturb: bool) -> list[str]:
    """The Kitty's tooltip: its lap, its next push, its token, how it wins."""
    data = fmt.data
    info = data.slots[view.kitty_slot]
    how = ("a wide push, one step in each lane of the " + info.kitty_side if info.corner
           else f"a long push of up to three tiles from the {info.kitty_side}")
    lines = [f"Lap {min(view.laps + 1, data.kitty_laps)} of {data.kitty_laps}"
             + (": it wears its hat." if view.laps >= 1 else "; it wins when its second lap ends."),
             f"Next it makes {how}, its token's tile going in first, then tiles from the bag."]
    if view.token != GAP:
        lines.append(f"On its token: {fmt.tile(view.token)}.")
    lines.append("With a Fortune of three Omens, or two Fortunes of two, the Kitty wins.")
    if dont_disturb:
        lines.append("Don't Disturb the Cat: you may not push from a side it sits by.")
    return lines


def bag_tip(fmt: Plain, bag) -> tuple[str, str]:
    """The bag's tooltip: its title and what is in it."""
    tiles = ", ".join(fmt.tile(t)[4:] for t in bag) or "nothing"
    return f"The bag: {len(bag)} tile{'s' if len(bag) != 1 else ''}", f"In it: {tiles}."


def omens_tip_title(name: str | None) -> str:
    return "Your Omens" if name is None else f"{name}'s Omens"


def target_line(data: PortentsData, difficulty: str) -> str:
    return "Target: " + target_text(data, difficulty) + "."


# the end screen
def winning_fortunes(data: PortentsData, fortunes_, kitty: bool) -> str:
    who = "The Kitty's" if kitty else "Winning"
    return f"{who} Fortunes: " + ", ".join(f"{data.attribute_name(a)} {n}" for a, n in fortunes_)


def offerings_caption(lit: int, rule: bool) -> str:
    return offerings_count(lit) + (" \u00b7 the four-offerings rule" if rule else "")


def fortune_count(data: PortentsData, attr: int, n: int) -> str:
    return f"{data.attribute_name(attr)}: {n}"


# what the prompt says in the phases whose words never change
_STEADY = {
    Phase.OPENING: "Light any tile of the altar as the first Burnt Offering: click it.",
    Phase.SNUFF: "Snuff the old offerings in your order: click the one to turn back first.",
    Phase.SACRIFICE: "Feed the Cat: click a tile of your hand to sacrifice it to the bag.",
}


def phase_prompt(phase) -> str:
    """What the prompt says in ``phase`` when its words never change ("": they do)."""
    return _STEADY.get(phase, "")
