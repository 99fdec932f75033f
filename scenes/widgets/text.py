"""Text drawing for scenes: cached label surfaces, word wrapping, and a tiny rich-text markup.

Markup (used by tooltips, the game log and prompts)::

    [b]bold[/b]  [i]italic[/i]  [c=#e0449a]coloured[/c]  [c=marigold]palette colour[/c]
    [img=icons/branch_pink.png]   an inline icon, sized to the text
    [[  a literal "["

Symbols the body font lacks (♥ ◆ ▲ ■ ● ⌛ ✓ ✗ ...) are drawn with the symbol font automatically.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

import pygame

from scenes.assets import PALETTE
from scenes.assets import wrap as wrap  # (the word wrap is the fonts': Assets.wrap is it too)
from scenes.picture_cache import MB, SurfaceCache

# Characters drawn with the symbol font (DejaVu) because Lato has no glyph for them.
SYMBOLS = set("♥♡◆◇▲△■□●○⌛⏳✓✔✗✘★☆✿❀→←↑↓⇄⟲⟳↶↷⚑☐☑•")

_CACHE = SurfaceCache(3000, max_bytes=12 * MB)  # text renderings


def _remember(key: tuple, surf: pygame.Surface) -> pygame.Surface:
    return _CACHE.put(key, surf)


def _recall(key: tuple) -> pygame.Surface | None:
    return _CACHE.get(key)


def colour_of(value) -> tuple[int, int, int]:
    """``#rrggbb``, a palette name, or a tuple -> an RGB tuple."""
    if isinstance(value, (tuple, list)):
        return tuple(value[:3])
    value = str(value)
    if value.startswith("#") and len(value) == 7:
        return tuple(int(value[i:i + 2], 16) for i in (1, 3, 5))
    return PALETTE.get(value, PALETTE["bone"])


def text(assets, content: str, role: str = "body", size: int = 18, colour=PALETTE["bone"],
         scaled: bool = False, shadow: tuple | None = None) -> pygame.Surface:
    """A cached rendering of one line of plain text (with an optional 1-px drop shadow)."""
    colour = colour_of(colour)
    key = ("t", content, role, size, colour, scaled, assets.text_scale if scaled else 1.0, shadow)
    surf = _recall(key)
    if surf is not None:
        return surf
    font = assets.font(role, size, scaled)
    if any(ch in SYMBOLS for ch in content):
        surf = render_rich(assets, escape(content), 10_000, size=size, role=role, colour=colour, scaled=scaled)
    else:
        surf = font.render(content, True, colour)
    if shadow is not None:
        shade = font.render(content, True, shadow[:3]) if not any(ch in SYMBOLS for ch in content) else None
        if shade is not None:
            out = pygame.Surface((surf.get_width() + 2, surf.get_height() + 2), pygame.SRCALPHA)
            if len(shadow) > 3:
                shade.set_alpha(shadow[3])
            out.blit(shade, (2, 2))
            out.blit(surf, (0, 0))
            surf = out
    return _remember(key, surf)



def ellipsized(assets, content: str, width: int, role: str = "body", size: int = 18, colour=PALETTE["bone"],
               scaled: bool = False) -> pygame.Surface:
    """One line of plain text (a player's name) in ``width``: whole when it fits, else cut with an
    ellipsis ("Maximiliana Guadal…")."""
    img = text(assets, content, role, size, colour, scaled)
    cut = content
    while img.get_width() > width and len(cut) > 1:
        cut = cut[:-1]
        img = text(assets, cut.rstrip() + "\u2026", role, size, colour, scaled)
    return img


def outlined(assets, content: str, role: str, size: int, colour, outline, width: int = 2,
             scaled: bool = False) -> pygame.Surface:
    """A cached line of text with a solid outline (titles on busy backgrounds)."""
    colour, outline = colour_of(colour), colour_of(outline)
    key = ("o", content, role, size, colour, outline, width, scaled, assets.text_scale if scaled else 1.0)
    surf = _recall(key)
    if surf is not None:
        return surf
    font = assets.font(role, size, scaled)
    inner = font.render(content, True, colour)
    edge = font.render(content, True, outline)
    out = pygame.Surface((inner.get_width() + 2 * width, inner.get_height() + 2 * width + 1), pygame.SRCALPHA)
    for dx in range(-width, width + 1):
        for dy in range(-width, width + 2):
            if dx * dx + dy * dy <= width * width + 1:
                out.blit(edge, (width + dx, width + dy))
    out.blit(inner, (width, width))
    return _remember(key, out)


def escape(content: str) -> str:
    """Make plain text safe to embed in markup."""
    return content.replace("[", "[[")


# ----------------------------------------------------------------------------- rich text
@dataclass(frozen=True)
class _Style:
    role: str
    colour: tuple


_TAG = re.compile(r"\[\[|\[(/?)(b|i|c|img)(?:=([^\]]*))?\]")


def _parse(markup: str, base: _Style) -> list[tuple]:
    """Markup -> runs: ("t", text, style) or ("img", path, style)."""
    runs: list[tuple] = []
    stack = [base]
    pos = 0
    for m in _TAG.finditer(markup):
        if m.start() > pos:
            runs.append(("t", markup[pos:m.start()], stack[-1]))
        pos = m.end()
        if m.group(0) == "[[":
            runs.append(("t", "[", stack[-1]))
            continue
        closing, tag, arg = m.group(1), m.group(2), m.group(3)
        if tag == "img":
            if not closing and arg:
                runs.append(("img", arg, stack[-1]))
            continue
        if closing:
            if len(stack) > 1:
                stack.pop()
            continue
        cur = stack[-1]
        if tag == "b":
            stack.append(_Style("bold", cur.colour))
        elif tag == "i":
            stack.append(_Style("italic", cur.colour))
        elif tag == "c":
            stack.append(_Style(cur.role, colour_of(arg or "bone")))
    if pos < len(markup):
        runs.append(("t", markup[pos:], stack[-1]))
    return runs


_SYMBOL = re.compile("[" + re.escape("".join(sorted(SYMBOLS))) + "]")


def _split_symbols(content: str) -> list[tuple[str, bool]]:
    """Split text into (piece, is_symbol) chunks."""
    if _SYMBOL.search(content) is None:  # (most words)
        return [(content, False)]
    out: list[tuple[str, bool]] = []
    for ch in content:
        sym = ch in SYMBOLS
        if out and out[-1][1] == sym:
            out[-1] = (out[-1][0] + ch, sym)
        else:
            out.append((ch, sym))
    return out


def _sym_role(role: str) -> str:
    return "symbol_bold" if role in ("bold", "black") else "symbol"


def plain(markup: str) -> str:
    """The text of some markup without its tags (for tests and logs)."""
    return "".join(r[1] for r in _parse(markup, _Style("body", (0, 0, 0))) if r[0] == "t")


# Inside ``scenes.widgets.fit.recording`` a list: every wrapped text wider than its width (a word longer
# than the box) is noted as (plain text, width, drawn width), so a test sees it spill.
WIDE: list[tuple[str, int, int]] | None = None


def render_rich(assets, markup: str, width: int, size: int = 16, role: str = "body", colour=PALETTE["bone"],
                scaled: bool = False, align: str = "left", line_gap: int = 2) -> pygame.Surface:
    """Render markup word-wrapped to ``width`` pixels; the surface is as wide as the longest line."""
    surf = _render_rich(assets, markup, width, size, role, colour, scaled, align, line_gap)
    if WIDE is not None and surf.get_width() > width:
        WIDE.append((plain(markup), width, surf.get_width()))
    return surf


def _broken(font: pygame.font.Font, word: str, width: int) -> list[str]:
    """``word`` in pieces each at most ``width`` wide (at least one letter a piece), in order."""
    pieces, piece = [], ""
    for ch in word:
        if piece and font.size(piece + ch)[0] > width:
            pieces.append(piece)
            piece = ""
        piece += ch
    return pieces + [piece]


def _render_rich(assets, markup: str, width: int, size: int, role: str, colour, scaled: bool, align: str,
                 line_gap: int) -> pygame.Surface:
    colour = colour_of(colour)
    key = ("r", markup, width, size, role, colour, scaled, assets.text_scale if scaled else 1.0, align, line_gap)
    surf = _recall(key)
    if surf is not None:
        return surf
    fonts = {}

    def font_for(r: str) -> pygame.font.Font:
        if r not in fonts:
            fonts[r] = assets.font(r, size, scaled)
        return fonts[r]

    body = font_for(role)
    line_h = body.get_linesize()
    icon_h = max(8, round(body.get_height() * 0.92))
    # tokens: (kind, payload, style, width, is_space); kind "t" text piece, "img" icon, "br" newline
    tokens: list[tuple] = []
    for kind, payload, style in _parse(markup, _Style(role, colour)):
        if kind == "img":
            img = assets.image(payload)
            w = max(1, round(img.get_width() * icon_h / max(1, img.get_height())))
            tokens.append(("img", payload, style, w, False))
            continue
        parts = re.split(r"(\n| )", payload)
        for part in parts:
            if part == "":
                continue
            if part == "\n":
                tokens.append(("br", "", style, 0, True))
            elif part == " ":
                tokens.append(("t", " ", style, font_for(style.role).size(" ")[0], True))
            else:
                w = 0
                for piece, sym in _split_symbols(part):
                    w += font_for(_sym_role(style.role) if sym else style.role).size(piece)[0]
                tokens.append(("t", part, style, w, False))
    # lay out into lines (words never split unless a single word is wider than the box)
    lines: list[list[tuple]] = [[]]
    line_w = 0
    for tok in tokens:
        kind, payload, style, w, space = tok
        if kind == "br":
            lines.append([])
            line_w = 0
            continue
        if space and not lines[-1]:
            continue
        if w > width and kind == "t" and not space and not any(sym for _p, sym in _split_symbols(payload)):
            # a word wider than the box (a long name of wide letters): on lines of its own, broken between letters
            if lines[-1]:
                while lines[-1] and lines[-1][-1][4]:
                    lines[-1].pop()
                lines.append([])
            font = font_for(style.role)
            for i, piece in enumerate(_broken(font, payload, width)):
                if i:
                    lines.append([])
                line_w = font.size(piece)[0]
                lines[-1].append(("t", piece, style, line_w, False))
            continue
        if line_w + w > width and lines[-1] and not space:
            # pieces with no space before this one (a bold name and its full stop) move down with it,
            # unless they fill the whole line
            line = lines[-1]
            k = len(line)
            while k > 0 and not line[k - 1][4]:
                k -= 1
            carried = line[k:] if k > 0 else []
            del line[len(line) - len(carried):]
            while line and line[-1][4]:
                line.pop()
            lines.append(list(carried))
            line_w = sum(t[3] for t in carried)
        lines[-1].append(tok)
        line_w += w
    for line in lines:
        while line and line[-1][4]:
            line.pop()
    widths = [sum(t[3] for t in line) for line in lines]
    out_w = max(1, max(widths, default=1))
    out_h = max(1, len(lines) * line_h + (len(lines) - 1) * line_gap)
    surf = pygame.Surface((out_w, out_h), pygame.SRCALPHA)
    y = 0
    for line, lw in zip(lines, widths):
        x = 0 if align == "left" else (out_w - lw) // 2 if align == "center" else out_w - lw
        for kind, payload, style, w, _space in line:
            if kind == "img":
                img = assets.sprite(payload, (w, icon_h))
                surf.blit(img, (x, y + (line_h - icon_h) // 2))
            elif payload.strip():
                # word by word, each where the layout measured it (a run rendered at once comes out
                # a few pixels narrower than its words measured one by one)
                px = x
                for piece, sym in _split_symbols(payload):
                    f = font_for(_sym_role(style.role) if sym else style.role)
                    img = f.render(piece, True, style.colour)
                    dy = (line_h - img.get_height()) // 2 if sym else 0
                    surf.blit(img, (px, y + dy))
                    px += img.get_width()
            x += w
        y += line_h + line_gap
    return _remember(key, surf)
