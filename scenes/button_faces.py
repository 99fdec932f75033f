"""Buttons drawn as pygame_gui draws them, without loading pygame_gui: the main menu's first frames.

Importing pygame_gui and building its UI manager and theme takes about a tenth of a second, and
the main menu's buttons (Continue, Load a game, Settings...) are pygame_gui buttons. So that the
menu can be on screen, and take clicks, before that, it first shows stand-ins (:class:`FaceButton`):
each is drawn here from the same theme, with the same pygame calls in the same order as pygame_gui
0.6's ``RoundedRectangleShape``, ``ShadowGenerator``, ``ColourGradient`` and text layout (a
single-line label), so it looks the same to the pixel; it hovers, presses and clicks like a
pygame_gui button. Once pygame_gui has loaded (in the idle time after the first frame) the scene
builds its real buttons in their place, and nothing on screen changes. A style this module cannot
draw exactly (another shape, a text shadow, images, a label that does not fit on one line) gets
no stand-in: the caller then loads pygame_gui at once and makes a real button.

``tests/test_button_faces.py`` compares every look the menu uses with pygame_gui's own drawing.
"""
from __future__ import annotations

import math
from typing import Callable

import pygame

AA = 4  # pygame_gui draws shapes at four times their size and scales them down (anti-aliasing)
STATES = ("normal", "hovered", "active")
_PREMUL = pygame.BLEND_PREMULTIPLIED


# ------------------------------------------------------------------------------------ the theme
class Gradient:
    """A colour gradient of the theme ("#a,#b,90"), applied like pygame_gui's ColourGradient."""

    def __init__(self, angle: int, colours: list[pygame.Color]):
        self.angle = angle
        strip = pygame.Surface((len(colours), 1), pygame.SRCALPHA, 32)
        for i, colour in enumerate(colours):
            strip.fill(colour, pygame.Rect(i, 0, 1, 1))
        self.strip = pygame.transform.rotozoom(strip, 0, 30)

    def multiply(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        grad_size = size
        if self.angle % 180 == 90:
            grad_size = (size[1], size[0])  # what rotating the surface by a right angle measures
        elif self.angle % 180 != 0:
            grad_size = pygame.transform.rotate(surface, -self.angle).get_rect().size
        grad = pygame.Surface(grad_size, pygame.SRCALPHA, 32)
        pygame.transform.scale(self.strip, grad_size, grad)
        grad = pygame.transform.rotate(grad, self.angle)
        place = grad.get_rect()
        place.center = (int(size[0] / 2), int(size[1] / 2))
        surface.blit(grad, place, special_flags=pygame.BLEND_RGBA_MULT)


def parse_colour(text) -> pygame.Color | Gradient | None:
    """A theme colour ("#RRGGBB", "#RRGGBBAA") or gradient ("#a,#b,angle", "#a,#b,#c,angle"), with its
    alpha premultiplied as pygame_gui's parser does (the same text gives the same object: do not change it)."""
    text = str(text)
    if text not in _COLOURS:
        _COLOURS[text] = _parse_colour(text)
    return _COLOURS[text]


def _parse_colour(text: str) -> pygame.Color | Gradient | None:
    try:
        parts = [p.strip() for p in str(text).split(",")]
        if len(parts) == 1:
            return pygame.Color(parts[0]).premul_alpha()
        if len(parts) in (3, 4):
            return Gradient(int(parts[-1]), [pygame.Color(p).premul_alpha() for p in parts[:-1]])
    except (ValueError, TypeError):
        pass
    return None


def _multiply(colour, surface: pygame.Surface) -> None:
    if isinstance(colour, Gradient):
        colour.multiply(surface)
    else:  # the same sums as pygame_gui's blit of a surface filled with the colour
        surface.fill(colour, special_flags=pygame.BLEND_RGBA_MULT)


class Look:
    """How the theme draws one button style: shape, colours per state, label font and alignment."""

    def __init__(self, colours: dict, shadow: int, border: int, radius: int, overlap: int, align: str,
                 padding: int, font_path: str, font_size: int, shape_key: tuple = ()):
        self.colours = colours  # "<state>_bg", "<state>_border", "<state>_text"
        self.shape_key = shape_key  # equal for looks that draw the same shape (labels aside)
        self.shadow = shadow
        self.border = border
        self.radius = radius
        self.overlap = overlap
        self.align = align
        self.padding = padding
        self.font_path = font_path
        self.font_size = font_size
        self._font: pygame.font.Font | None = None
        self._faces: dict[tuple, pygame.Surface | None] = {}
        self._labels: dict[str, pygame.Surface] = {}  # each label rendered in white (pygame_gui does so)

    @classmethod
    def from_theme(cls, theme: dict, class_id: str | None, object_id: str | None,
                   font_as_loaded: Callable[[dict], dict] | None = None) -> "Look | None":
        """The look of a button ``@class_id`` / ``#object_id`` in ``theme``, or None when it is not one
        this module draws. ``font_as_loaded`` turns the theme's font block into what the UI loads (font
        paths made absolute, size scaled: ``Assets._theme_font``); without it, ``theme`` is already so
        (``Assets.theme_data()``)."""
        blocks = _with_prototypes(theme)
        chain = [blocks[i] for i in (f"#{object_id}" if object_id else None, f"@{class_id}" if class_id else None,
                                     "button") if i in blocks]

        def misc(key, default):
            for block in chain:
                value = (block.get("misc") or {}).get(key)
                if value is not None:
                    return value
            return default

        colours = {}
        raw_colours = []
        defaults = (blocks.get("defaults") or {}).get("colours") or {}
        for state in STATES:
            for part in ("bg", "border", "text"):
                key = f"{state}_{part}"
                raw = next(((b.get("colours") or {}).get(key) for b in chain if (b.get("colours") or {}).get(key)),
                           defaults.get(key))
                colour = parse_colour(raw) if raw is not None else None
                if colour is None or (part == "text" and isinstance(colour, Gradient)):
                    return None
                colours[key] = colour
                raw_colours.append(str(raw))
        font = next((b["font"] for b in chain if isinstance(b.get("font"), dict)), None)
        if font is not None and font_as_loaded is not None:
            font = font_as_loaded(font)
        try:
            if (misc("shape", "rectangle") != "rounded_rectangle" or int(misc("text_shadow_size", 0)) != 0
                    or misc("text_vert_alignment", "center") != "center" or font is None
                    or any(k.endswith("_image") or k.endswith("_images") for b in chain for k in (b.get("images") or {}))):
                return None
            bold = str(font.get("bold", "0")) in ("1", "True", "true")
            italic = str(font.get("italic", "0")) in ("1", "True", "true")
            path = font.get({(False, False): "regular_path", (True, False): "bold_path", (False, True): "italic_path",
                             (True, True): "bold_italic_path"}[(bold, italic)])
            radii = [int(r) for r in str(misc("shape_corner_radius", "2")).split(",")]
            border = [int(b) for b in str(misc("border_width", "1")).split(",")]
            align = str(misc("text_horiz_alignment", "center"))
            if path is None or len(set(radii)) != 1 or len(set(border)) != 1 or align not in ("left", "center") \
                    or misc("text_horiz_alignment_method", "rect") != "rect":
                return None
            shape = (int(misc("shadow_width", 2)), border[0], radii[0], int(misc("border_overlap", 1)))
            return cls(colours, *shape, align, int(misc("text_horiz_alignment_padding", 0)), str(path),
                       int(font["size"]), shape_key=(*shape, *raw_colours))
        except (KeyError, ValueError, TypeError):
            return None

    # ------------------------------------------------------------------------------- drawing
    @property
    def font(self) -> pygame.font.Font:
        if self._font is None:
            key = (self.font_path, self.font_size)
            self._font = _FONTS.get(key)
            if self._font is None:  # one per file and size, shared by the looks (glyphs load once)
                self._font = _FONTS[key] = pygame.font.Font(self.font_path, self.font_size)
                self._font.set_point_size(self.font_size)
        return self._font

    def face(self, size: tuple[int, int], text: str, state: str = "normal") -> pygame.Surface | None:
        """The button's picture (premultiplied alpha, blit it with BLEND_PREMULTIPLIED), or None
        when its label would not fit on one line (pygame_gui would wrap it)."""
        key = (size, text, state)
        if key not in self._faces:
            self._faces[key] = self._draw(size, text, state)
        return self._faces[key]

    def fits(self, size: tuple[int, int], text: str) -> bool:
        """Whether the label fits on one line (else pygame_gui would wrap it, and there is no face)."""
        return not text or self._layout(size, text) is not None

    def prepare(self, size: tuple[int, int], state: str = "normal") -> None:
        """Start drawing the button's shape in a background thread (pygame lets go of the interpreter
        for most of it): the menu asks as soon as it knows its buttons, and draws its tiles meanwhile."""
        key = (self.shape_key, size, state)
        if key in _SHAPES or key in _DRAWING:
            return
        import _thread  # the low-level module: threading itself takes a few ms to import

        done = _DRAWING[key] = _thread.allocate_lock()
        done.acquire()

        def draw() -> None:
            try:
                _SHAPES[key] = self._draw_shape(size, state)
            except Exception:  # drawn again (and the error raised) where it is needed
                pass
            finally:
                done.release()

        _thread.start_new_thread(draw, ())

    def _shape(self, size: tuple[int, int], state: str) -> pygame.Surface:
        key = (self.shape_key, size, state)
        drawing = _DRAWING.pop(key, None)
        if drawing is not None:
            with drawing:  # wait for the background thread
                pass
        shape = _SHAPES.get(key)
        if shape is None:
            shape = _SHAPES[key] = self._draw_shape(size, state)
        return shape

    def _radius(self, w: int, h: int) -> int:
        r = self.radius
        if r > min(w / 2, h / 2):
            r = int(min(w / 2, h / 2))
        return max(r, 0)

    def click_area(self, rect: pygame.Rect) -> tuple[pygame.Rect, int]:
        """Where the button takes the pointer (inside its shadow) and the radius of its corners."""
        area = pygame.Rect(rect).inflate(-2 * self.shadow, -2 * self.shadow)
        return area, self._radius(area.w, area.h)

    def _draw(self, size: tuple[int, int], text: str, state: str) -> pygame.Surface | None:
        layout = self._layout(size, text) if text else None
        if text and layout is None:
            return None
        shape = self._shape(size, state)
        if not text:
            return shape
        out = shape.copy()
        self._label(out, text, state, *layout)
        return out

    def _draw_shape(self, size: tuple[int, int], state: str) -> pygame.Surface:
        """The button without its label (pygame_gui caches these too)."""
        w, h = size
        sw, bw = min(self.shadow, w // 2, h // 2), self.border
        cw, ch = w - 2 * sw, h - 2 * sw
        bw = max(0, min(bw, (w - 2 * sw) // 2, (h - 2 * sw) // 2))
        r = self._radius(cw, ch)
        out = None
        if sw > 0:
            out = _shadow(w, h, sw, r + sw)
        out = out.copy() if out is not None else _clear((w, h))
        # the border, then the background cut into it, at four times the size
        border_rect = pygame.Rect(sw * AA, sw * AA, cw * AA, ch * AA)
        bg_rect = pygame.Rect((bw + sw) * AA, (bw + sw) * AA, border_rect.w - 2 * bw * AA, border_rect.h - 2 * bw * AA)
        k = min(bg_rect.w / max(border_rect.w, 1), bg_rect.h / max(border_rect.h, 1))
        bg_r = int(r * k)
        big = _clear((w * AA, h * AA))
        stencil = None
        if bw > 0:
            stencil = _rounded(border_rect.size, _large(r, border_rect))
            layer = stencil.copy()
            _multiply(self.colours[f"{state}_border"], layer)
            big.blit(layer, border_rect, special_flags=_PREMUL)
        large_r = _large(bg_r, bg_rect)
        # pygame_gui reuses the border's stencil, scaled, for the background
        layer = _rounded(bg_rect.size, large_r) if stencil is None else pygame.transform.scale(stencil, bg_rect.size)
        hole = bg_rect.inflate(-2 * self.overlap * AA, -2 * self.overlap * AA)
        if hole.w > 0 and hole.h > 0:
            big.blit(_rounded(hole.size, large_r, AA // 2), hole, special_flags=pygame.BLEND_RGBA_SUB)
        _multiply(self.colours[f"{state}_bg"], layer)
        big.blit(layer, bg_rect, special_flags=_PREMUL)
        out.blit(pygame.transform.smoothscale(big, (w, h)), (0, 0), special_flags=_PREMUL)
        return out

    def _white(self, text: str) -> pygame.Surface:
        white = self._labels.get(text)
        if white is None:
            white = self._labels[text] = self.font.render(text, True, pygame.Color("white"))
        return white

    def _layout(self, size: tuple[int, int], text: str) -> tuple[int, int, pygame.Rect] | None:
        """Where pygame_gui's text layout puts a single-line label: its left, its row's top and the
        view it is cut to; None when the label does not fit on one line."""
        w, h = size
        sw = min(self.shadow, w // 2, h // 2)
        bw = max(0, min(self.border, (w - 2 * sw) // 2, (h - 2 * sw) // 2))
        r = self._radius(w - 2 * sw, h - 2 * sw)
        tw, th = self._white(text).get_size()
        corner = round(r - math.sin(math.pi / 4) * r)
        pad = self.padding if self.align == "left" else 0
        view = pygame.Rect(sw + bw + corner + pad, sw + bw + corner, 0, 0)
        view.w = max(0, w - (2 * sw + 2 * bw + 2 * corner + pad))
        view.h = max(0, h - (2 * sw + 2 * bw + 2 * corner))
        area = view.copy()
        if th > area.h:
            area.y, area.h = 0, h
            view.h = h
        if tw > area.w:
            return None  # pygame_gui would lay it out on more lines
        # the row: centred on the area
        row_y = area.centery - th // 2
        if self.align == "left":
            x = view.x
        else:
            x = view.x + view.w // 2 - tw // 2
        return x, row_y, view

    def _label(self, out: pygame.Surface, text: str, state: str, x: int, row_y: int, view: pygame.Rect) -> None:
        """Put the label on ``out`` at its place (:meth:`_layout`), centred on its baseline in its row."""
        font = self.font
        white = self._white(text)
        tw, th = white.get_size()
        ascent, padding = font.get_ascent(), -font.get_descent() + 1
        inner_y = th // 2 - padding - int(round(0.5 * (ascent - padding)))
        label = white.convert_alpha() if pygame.display.get_surface() else white.convert_alpha(out)
        label = label.premul_alpha()
        colour = self.colours[f"{state}_text"]
        label.fill(colour, special_flags=pygame.BLEND_RGBA_MULT)
        row = _clear((tw, th))
        row.blit(label, (0, inner_y), special_flags=_PREMUL)
        out.blit(row, (x, row_y), area=pygame.Rect(0, 0, min(tw, view.w), view.h), special_flags=_PREMUL)


def settle() -> None:
    """Wait for the shapes still being drawn in the background (before pygame shuts down)."""
    for lock in list(_DRAWING.values()):
        with lock:
            pass


def _with_prototypes(theme: dict) -> dict:
    """The theme's blocks with each ``prototype`` block's parts under the block's own."""
    out = {}
    for name, block in theme.items():
        if not isinstance(block, dict):
            continue
        proto = theme.get(block.get("prototype")) if isinstance(block.get("prototype"), str) else None
        merged = dict(block)
        if isinstance(proto, dict):
            for part in ("colours", "misc", "images"):
                if isinstance(proto.get(part), dict):
                    merged[part] = {**proto[part], **(block.get(part) or {})}
            if isinstance(proto.get("font"), dict):
                merged["font"] = {**proto["font"], **(block.get("font") or {})}
        out[name] = merged
    return out


# ------------------------------------------------------------------------------------ drawing
def _clear(size) -> pygame.Surface:
    return pygame.Surface(size, pygame.SRCALPHA, 32)  # made transparent (all zero) by SDL


def _large(radius: int, rect: pygame.Rect) -> int:
    if radius > min(rect.w / 2, rect.h / 2):
        return max(int(min(rect.w / 2, rect.h / 2)), 0) * AA
    return max(radius, 0) * AA


def _rounded(size, radius: int, offset: int = 0) -> pygame.Surface:
    surf = _clear(size)
    pygame.draw.rect(surf, pygame.Color("#FFFFFFFF"), pygame.Rect((offset, offset), (size[0] - offset, size[1] - offset)),
                     border_top_left_radius=radius, border_top_right_radius=radius,
                     border_bottom_left_radius=radius, border_bottom_right_radius=radius)
    return surf


_SHADOWS: dict[tuple, pygame.Surface | None] = {}
_FONTS: dict[tuple, pygame.font.Font] = {}
_COLOURS: dict[str, object] = {}
_SHAPES: dict[tuple, pygame.Surface] = {}  # (look's shape, size, state) -> the button without its label
_DRAWING: dict[tuple, object] = {}  # the shapes being drawn in the background: a lock held until done


def _shadow(w: int, h: int, sw: int, r: int) -> pygame.Surface | None:
    """The soft shadow around a rounded rectangle (pygame_gui's ShadowGenerator)."""
    key = (w, h, sw, r)
    if key not in _SHADOWS:
        _SHADOWS[key] = _make_shadow(w, h, sw, r)
    return _SHADOWS[key]


def _make_shadow(w: int, h: int, sw: int, r: int) -> pygame.Surface | None:
    if w < r or h < r:
        return None
    out = _clear((w, h))
    top = pygame.transform.smoothscale(_shadow_edge(sw), (sw, sw))
    left = pygame.transform.rotate(top, 90)
    bottom = pygame.transform.flip(top, False, True)
    right = pygame.transform.flip(left, True, False)
    out.blit(_shadow_corner(r, sw), (0, 0))
    out.blit(pygame.transform.flip(_shadow_corner(r, sw), True, False), (w - r, 0))
    out.blit(pygame.transform.flip(_shadow_corner(r, sw), False, True), (0, h - r))
    out.blit(pygame.transform.flip(_shadow_corner(r, sw), True, True), (w - r, h - r))
    if w - 2 * r > 0:
        out.blit(pygame.transform.scale(top, (w - 2 * r, sw)), (r, 0))
        out.blit(pygame.transform.scale(bottom, (w - 2 * r, sw)), (r, h - sw))
    if h - 2 * r > 0:
        out.blit(pygame.transform.scale(left, (sw, h - 2 * r)), (0, r))
        out.blit(pygame.transform.scale(right, (sw, h - 2 * r)), (w - sw, r))
    return out


def _shadow_edge(sw: int) -> pygame.Surface:
    n = sw * AA
    out = _clear((n, n))
    fade = n
    step = 20.0 / (sw ** 1.5)
    alpha = step
    for _ in range(sw):
        layer = _clear((n, n))
        layer.fill(pygame.Color(0, 0, 0, int(alpha)), pygame.Rect(0, n - fade, n, fade))
        out.blit(layer, (0, 0), special_flags=pygame.BLEND_RGBA_ADD)
        alpha += step
        fade -= AA
    return out


def _shadow_corner(r: int, sw: int) -> pygame.Surface:
    n = r * AA
    out = _clear((n, n))
    radius = n
    step = 20.0 / (sw ** 1.5)
    alpha = step
    for _ in range(sw):
        if n > 0 and radius > 0:
            layer = _clear((n, n))
            pygame.draw.circle(layer, pygame.Color(0, 0, 0, int(alpha)), (n, n), radius)
            out.blit(layer, (0, 0), special_flags=pygame.BLEND_RGBA_ADD)
            alpha += step
            radius -= AA
    out = pygame.transform.smoothscale(out, (r, r))
    inner = (r - sw) * AA
    if inner > 0:
        cut = _clear((n, n))
        pygame.draw.circle(cut, pygame.Color("#FFFFFFFF"), (n, n), inner)
        out.blit(pygame.transform.smoothscale(cut, (r, r)), (0, 0), special_flags=pygame.BLEND_RGBA_SUB)
    return out


# ------------------------------------------------------------------------------------ the button
class FaceButton:
    """A stand-in for a pygame_gui button: drawn from its :class:`Look`, clicked on release inside."""

    def __init__(self, look: Look, rect, text: str, action: Callable[[], None] | None, object_id: str | None = None,
                 tooltip: str | None = None):
        self.look = look
        self.rect = pygame.Rect(rect)
        self.text = text
        self.action = action
        self.object_ids = [f"#{object_id}"] if object_id else []
        self.tooltip = tooltip
        self.visible = True
        self.hovered = False
        self.held = False

    def alive(self) -> bool:
        return True

    def hit(self, pos) -> bool:
        """Whether ``pos`` is on the button (its rounded shape, as pygame_gui tests it)."""
        area, r = self.look.click_area(self.rect)
        if not area.collidepoint(pos):
            return False
        x, y = pos
        cx = min(max(x, area.x + r), area.right - r)
        cy = min(max(y, area.y + r), area.bottom - r)
        return (x - cx) ** 2 + (y - cy) ** 2 < r * r or (cx == x or cy == y)

    @property
    def state(self) -> str:
        return "active" if self.held else "hovered" if self.hovered else "normal"

    def handle_event(self, event) -> bool:
        """Follow the pointer; True when this event clicked the button (released where it was pressed)."""
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.hit(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.held = self.hit(event.pos)
            return False
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was, self.held = self.held, False
            return was and self.hit(event.pos)
        return False

    def consumes(self, event) -> bool:
        """Whether a press lands on the button (pygame_gui keeps such a press from the scene)."""
        return event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.hit(event.pos)

    def draw(self, surface: pygame.Surface) -> None:
        face = self.look.face(self.rect.size, self.text, self.state)
        if face is not None:
            surface.blit(face, self.rect, special_flags=_PREMUL)
