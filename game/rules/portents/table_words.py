"""Portents: the table's own words (its labels, tooltips and prompts), beside the game's words
(words.py), whose every name it also offers: the table reads ``table_words`` as its words."""
from __future__ import annotations

from game.rules.portents.altar import GAP, PortentsData
from game.rules.portents.level_words import target_text
from game.rules.portents.phases import Phase
from game.rules.portents.tiles import attribute_counts, fortunes
from game.rules.portents.words import *  # noqa: F401,F403 (the game's words, read through this module too)
from game.rules.portents.words import Plain, attribute_kind, from_side, msg, number, offerings_count, s  # noqa: F401
from game.rules.wording import cap


def seed_label(seed) -> str:
    return s("portents-seed", seed=str(seed))


def progress_items(data: PortentsData, omens, difficulty: str | None) -> list[tuple[str, bool]]:
    """The victory condition's parts for a collection: (text, met); ``difficulty`` None: the duel."""
    counts = attribute_counts(omens)
    if difficulty is not None:
        d = data.difficulties[difficulty]
        if d.omens:
            return [(s("portents-item-omens", n=len(omens), of=d.omens), len(omens) >= d.omens)]
        fours, threes = fortunes(omens, 4), fortunes(omens, 3)
        out = []
        if d.fours:
            out.append((s("portents-item-fours", n=min(fours, d.fours), of=d.fours), fours >= d.fours))
        out.append((s("portents-item-threes-up", n=min(threes, d.fours + d.threes), of=d.fours + d.threes),
                    threes >= d.fours + d.threes))
        return out
    best = max(counts)
    threes = fortunes(omens, 3)
    return [(s("portents-item-largest", n=best, of=4), best >= 4), (s("portents-item-threes", n=min(threes, 2), of=2), threes >= 2)]


def fortunes_line(fmt: Plain, counts, least: int) -> str:
    """The Fortunes of ``least`` Omens or more: "Fortunes: Red 2, Moon 3." (in order), or from
    three Omens up, largest first and without the stop (a panel's line): "Fortunes: Moon 3, Red 3"."""
    if least >= 3:
        named = sorted(((n, at) for at, n in enumerate(counts) if n >= least), reverse=True)
        return s("portents-fortunes-panel", fortunes=", ".join(s("portents-attr-count", attr=fmt.attribute(at), n=n) for n, at in named))
    return s("portents-fortunes-line", fortunes=", ".join(s("portents-attr-count", attr=fmt.attribute(a), n=n)
                                                 for a, n in enumerate(counts) if n >= least))


def kitty_panel_lines(data: PortentsData, view) -> list[tuple[str, bool]]:
    """The Kitty's panel: its lap, whether it steals next, its progress (text, bold)."""
    lap = min(view.laps + 1, data.kitty_laps)
    lines = [(s("portents-kitty-lap", lap=lap, laps=data.kitty_laps, hat="yes" if view.laps >= 1 else "no"), True)]
    if view.steal:
        lines.append((s("portents-kitty-steals-next"), False))
    counts = attribute_counts(view.kitty_omens)
    twos = sum(1 for c in counts if c >= 2)
    lines.append((s("portents-item-largest", n=max(counts), of=3), False))
    lines.append((s("portents-item-twos", n=min(twos, 2), of=2), False))
    return lines


def challenges_line(names: list[str], beaten: bool = False) -> str:
    return s("portents-challenges-line", beaten="yes" if beaten else "no", challenges=", ".join(names))


def lap_complete(lap: int) -> str:
    return s("portents-lap-complete", lap=lap)


def portent_tag(fmt: Plain, attr: int, line: int) -> str:
    return s("portents-portent-tag", attr=fmt.data.attribute_name(attr), kind=attribute_kind(attr), line=fmt.line(line))


def place_hint(data: PortentsData, tile: int) -> str:
    return s("portents-place-hint", tile=data.tile_title(tile))


# the prompt bar
def reading_the_altar(name: str) -> str:
    return s("portents-reading-the-altar", name=name)


def click_a_gap_for(data: PortentsData, tile: int) -> str:
    return s("portents-click-a-gap-for", tile=data.tile_title(tile))


def fill_the_gaps(gaps: int) -> str:
    return s("portents-fill-the-gaps", n=gaps)


def push_again(side: str) -> str:
    return s("portents-push-again", side=from_side(side))


def burn_prompt(portents: int, kitty: bool) -> str:
    return s("portents-burn-prompt", n=portents, kitty="yes" if kitty else "no")


# tooltips
def arrow_title(fmt: Plain, side: str, lane: int) -> str:
    return cap(s("portents-arrow-title", lane=fmt.lane(side, lane), side=from_side(side)))


def arrow_lines(fmt: Plain, off: int, side: str, done: int, pushes: int) -> tuple[str, str]:
    """What a legal push does: the tile falling off, and which shift of the turn it is."""
    return (cap(s("portents-arrow-falls", tile=fmt.tile(off), side=s("portents-by-" + side))),
            s("portents-arrow-shift", n=done + 1, of=pushes))


def hand_tile_line(push: bool) -> str:
    return s("portents-hand-tile-push") if push else s("portents-hand-tile")


def rival_tile_line(name: str) -> str:
    return s("portents-rival-tile", name=name)


def square_line(fmt: Plain, cell: int) -> str:
    """A square with nothing to say of it: "The centre square."."""
    return cap(s("portents-square-line", square=fmt.cell(cell)))


def burnt_square_line(em=lambda text: text) -> str:
    return s("portents-burnt-square", offering=em(s("portents-a-burnt-offering")))


def click_to(burn: bool) -> str:
    return s("portents-click-to-light") if burn else s("portents-click-to-snuff")


def slot_lines(fmt: Plain, slot: int, omen: int, kitty_here: bool, steals: bool) -> list[str]:
    """An Omen slot's tooltip: where it lies, what collects its Omen, the Kitty by it."""
    line = fmt.line(fmt.data.slots[slot].line)
    if omen == GAP:
        return [s("portents-slot-empty", line=line)]
    colour, shape = fmt.data.attribute_name(omen >> 2), fmt.data.attribute_name(4 + (omen & 3))
    lines = [s("portents-slot-collects", line=line, colour=colour, shape=shape)]
    if kitty_here:
        lines.append(s("portents-slot-kitty-steals") if steals else s("portents-slot-kitty"))
    return lines


def kitty_lines(fmt: Plain, view, dont_disturb: bool) -> list[str]:
    """The Kitty's tooltip: its lap, its next push, its token, how it wins."""
    data = fmt.data
    info = data.slots[view.kitty_slot]
    how = (s("portents-kitty-next-wide", side=s("portents-of-" + info.kitty_side)) if info.corner
           else s("portents-kitty-next-long", side=from_side(info.kitty_side)))
    lines = [s("portents-kitty-tip-lap", lap=min(view.laps + 1, data.kitty_laps), laps=data.kitty_laps,
               hat="yes" if view.laps >= 1 else "no"),
             s("portents-kitty-tip-next", how=how)]
    if view.token != GAP:
        lines.append(s("portents-kitty-tip-token", tile=fmt.tile(view.token)))
    lines.append(s("portents-kitty-tip-wins"))
    if dont_disturb:
        lines.append(s("portents-kitty-tip-dont-disturb"))
    return lines


def bag_tip(fmt: Plain, bag) -> tuple[str, str]:
    """The bag's tooltip: its title and what is in it."""
    tiles = ", ".join(fmt.tile_name(t) for t in bag) or s("portents-nothing")
    return s("portents-bag-title", n=len(bag)), s("portents-bag-line", tiles=tiles)


def omens_tip_title(name: str | None) -> str:
    return s("portents-your-omens") if name is None else s("portents-omens-of", name=name)


def target_line(data: PortentsData, difficulty: str) -> str:
    return s("portents-target-line", target=target_text(data, difficulty))


# the end screen
def winning_fortunes(data: PortentsData, fortunes_, kitty: bool) -> str:
    return s("portents-winning-fortunes", kitty="yes" if kitty else "no",
             fortunes=", ".join(s("portents-attr-count", attr=data.attribute_name(a), n=n) for a, n in fortunes_))


def offerings_caption(lit: int, rule: bool) -> str:
    return s("portents-offerings-caption-rule", n=lit) if rule else offerings_count(lit)


def fortune_count(data: PortentsData, attr: int, n: int) -> str:
    return s("portents-fortune-count", attr=data.attribute_name(attr), n=n)


# what the prompt says in the phases whose words never change
_STEADY = {
    Phase.OPENING: "portents-prompt-opening",
    Phase.SNUFF: "portents-prompt-snuff",
    Phase.SACRIFICE: "portents-prompt-sacrifice",
}


def phase_prompt(phase) -> str:
    """What the prompt says in ``phase`` when its words never change ("": they do)."""
    key = _STEADY.get(phase)
    return s(key) if key else ""
