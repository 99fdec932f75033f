"""Text is data: a sentence a player reads is a :class:`Msg`, an id and its arguments, rendered for
the reader's language at the edge (the scenes, the command line) from Project Fluent catalogues.

Where the catalogues are: the platform's and the shell's in ``game/locales/<lang>/*.ftl``; each
game's in its own package, ``game/rules/<id>/locales/<lang>/*.ftl``, its ids starting ``<id>-``.
Grammar lives in the catalogues (plurals by CLDR category, gender by a term's attribute, "You take"
or "Rosa takes" by a ``$you`` selector); the code passes ids and arguments.

Two resolvers, one result. Importing ``fluent.runtime`` (and Babel behind it) costs more than a
whole first menu frame, so the common subset of Fluent (text, variables, terms, message references,
select expressions on a variable or a term's attribute, integers below 1000) is resolved here, from
the catalogue's text, entry by entry on first use. A message that needs more (a function such as
``NUMBER`` or ``DATETIME``, a parameterized term, a float, a grouped number) is handed to
``fluent.runtime``, imported then. ``tests/test_catalogues.py`` formats every message of every
catalogue both ways and requires the same text: the subset can never say something Fluent would not.

The pseudo-language ``qps`` (tests only) is English with every letter accented and every text about
40 % longer: a screen drawn in it shows at once any text that is not from a catalogue, or that
overflows its box.
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterable

import game
import game.rules as rules_pkg
from game.text_subset import parse_entry, split_entries

LANGUAGES = {"en": "English", "es": "Español"}  # what Settings offers, by code, each in its own language
DEFAULT = "en"
PSEUDO = "qps"  # the pseudo-language of the tests (not offered)
BABEL_LOCALES = {"en": "en", "es": "es_MX", PSEUDO: "en"}  # numbers, dates and plurals per language


@dataclass(frozen=True, slots=True, init=False)
class Msg:
    """A message: its catalogue id and its arguments (strings, integers, other messages, or tuples of
    these, said as a list). Hashable and comparable, so it is a value: saves and the network keep it
    as :meth:`to_json`."""

    id: str
    args: tuple = ()  # (name, value) pairs, sorted by name

    def __init__(self, msg_id: str, /, **args: Any):
        object.__setattr__(self, "id", msg_id)
        object.__setattr__(self, "args", tuple(sorted((k, _frozen(v)) for k, v in args.items())))

    def arg(self, name: str, default: Any = None) -> Any:
        for key, value in self.args:
            if key == name:
                return value
        return default

    def to_json(self) -> dict:
        out: dict = {"msg": self.id}
        if self.args:
            out["args"] = {k: _to_json(v) for k, v in self.args}
        return out

    @classmethod
    def from_json(cls, data: dict) -> "Msg":
        if not isinstance(data, dict) or not isinstance(data.get("msg"), str):
            raise ValueError(f"not a message: {data!r:.80}")
        args = data.get("args", {})
        if not isinstance(args, dict):
            raise ValueError(f"a message's arguments are not a mapping: {args!r:.80}")
        return cls(data["msg"], **{str(k): _from_json(v) for k, v in args.items()})

    def __str__(self) -> str:
        return say(self)


def _frozen(value: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return tuple(_frozen(v) for v in value)
    if isinstance(value, (str, int, float, Msg)) and not isinstance(value, bool):
        return value
    raise TypeError(f"a message argument is a string, a number, a message or a list of these, not {value!r:.60}")


def _to_json(value: Any) -> Any:
    if isinstance(value, Msg):
        return value.to_json()
    if isinstance(value, tuple):
        return [_to_json(v) for v in value]
    return value


def _from_json(value: Any) -> Any:
    if isinstance(value, dict):
        return Msg.from_json(value)
    if isinstance(value, list):
        return tuple(_from_json(v) for v in value)
    if isinstance(value, (str, int, float)) and not isinstance(value, bool):
        return value
    raise ValueError(f"not a message argument: {value!r:.60}")


Text = "str | Msg"  # what a drawing call accepts: a message, or a string that is not a sentence (a name, a number)


# ------------------------------------------------------------------------------------ the language
_current = DEFAULT
_listeners: list[Callable[[str], None]] = []


def system_language(environ: dict | None = None) -> str:
    """The shipped language closest to the system's (``es`` for any Spanish, else English)."""
    env = os.environ if environ is None else environ
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        if value and value not in ("C", "POSIX"):
            return _shipped(value)
    if environ is None:
        # (here: the system's locale module, 2 ms, loads only when no variable names a language: a first
        # start on Windows)
        import locale

        try:
            found = locale.getlocale()[0] or ""
        except ValueError:
            found = ""
        return _shipped(found)
    return DEFAULT


def _shipped(tag: str) -> str:
    code = re.split(r"[_.:@-]", tag.strip().lower(), maxsplit=1)[0]
    return code if code in LANGUAGES else DEFAULT


def language() -> str:
    return _current


_forced: str | None = None


def force_language(code: str | None) -> None:
    """The command line's ``--lang``: this run speaks ``code``, whatever the settings say."""
    global _forced
    if code is not None:
        set_language(code)
    _forced = code


def forced() -> str | None:
    return _forced


def set_language(code: str) -> None:
    """Say everything from now on in ``code``; listeners (the open screens) lay out again."""
    global _current
    if code not in LANGUAGES and code != PSEUDO:
        raise ValueError(f"no language {code!r}; known: {', '.join(LANGUAGES)}")
    if code == _current:
        return
    _current = code
    for listener in list(_listeners):
        listener(code)


def on_language_change(listener: Callable[[str], None]) -> Callable[[], None]:
    """Call ``listener(code)`` after each change of language; returns the function that stops it."""
    _listeners.append(listener)
    return lambda: _listeners.remove(listener) if listener in _listeners else None


# ------------------------------------------------------------------------------------ saying
def say(message: "str | Msg", lang: str | None = None) -> str:
    """``message`` in ``lang`` (the current language by default); a plain string is said as it is."""
    if isinstance(message, str):
        return message
    return catalogue(lang or _current).format(message.id, message.args)


def say_all(messages: Iterable["str | Msg"], lang: str | None = None) -> list[str]:
    return [say(m, lang) for m in messages]


def has(msg_id: str, lang: str | None = None) -> bool:
    return catalogue(lang or _current).has(msg_id)


def declared(default: str, game_id: str, *parts: str, **args: Any) -> str:
    """A word a game declares in Python (``GameInfo``, ``ModeSpec``, ``OptionSpec``: its tagline, a
    mode's title...) in the reader's language: the game's message ``<game>-<part>-<part>`` (underscores
    as dashes) when its catalogue has one, else the declaration's own English ``default``. The ids:
    ``<g>-tagline``, ``<g>-mode-<mode>``, ``<g>-mode-<mode>-description``, ``<g>-mode-<mode>-seating``,
    ``<g>-mode-<mode>-seating-<players>``, ``<g>-option-<key>``, ``<g>-option-<key>-description``,
    ``<g>-option-<key>-<choice>``, ``<g>-bot-<level>``."""
    msg_id = "-".join((game_id, *parts)).replace("_", "-").lower()
    return say(Msg(msg_id, **args)) if has(msg_id) else default


# ------------------------------------------------------------------------------------ catalogues
_catalogues: dict[str, "Catalogue"] = {}


def catalogue(lang: str) -> "Catalogue":
    found = _catalogues.get(lang)
    if found is None:
        found = _catalogues[lang] = Catalogue(lang)
    return found


def catalogue_folders() -> dict[str, Path]:
    """Each catalogue's folder by its id prefix: ``""`` for the shell's, a game's id for its own."""
    folders = {"": Path(next(iter(game.__path__))) / "locales"}
    for root in rules_pkg.__path__:
        for locales in sorted(Path(root).glob("*/locales")):
            folders.setdefault(locales.parent.name, locales)
    folders.update(_extra_folders)
    return folders


_extra_folders: dict[str, Path] = {}


def add_catalogue(prefix: str, folder: Path) -> None:
    """A game living outside ``game/rules`` (the tests' example) names its catalogue's folder."""
    _extra_folders[prefix] = Path(folder)
    _catalogues.clear()


def reload() -> None:
    """Forget every catalogue read (a test that writes one)."""
    _catalogues.clear()


# The subjects of a game's catalogue that have a file of their own: ``<game>-<subject>-...`` is looked for
# in ``<subject-file>.ftl`` first (tests/test_catalogues.py keeps every such id in its file).
SUBJECT_FILES = {"tagline": "about", "mode": "about", "option": "about", "bot": "about", "progress": "about",
                 "cover": "about", "tutorial": "tutorial"}


def subject_file(prefix: str, msg_id: str) -> str:
    """The file of a game's catalogue (``prefix``: the game's id) that holds ``msg_id``: its subject's
    (:data:`SUBJECT_FILES`), else the game's own (``<game>.ftl``: its words and its terms)."""
    subject = msg_id.lstrip("-")[len(prefix) + 1:].split("-", 1)[0]
    return SUBJECT_FILES.get(subject, prefix) + ".ftl"


class MissingMessage(KeyError):
    pass


class Catalogue:
    """One language's messages, read folder by folder on first use (a game's when one of its ids is
    asked for), each entry parsed on its first use."""

    def __init__(self, lang: str):
        self.lang = lang
        self.source_lang = DEFAULT if lang == PSEUDO else lang
        self._folders: dict[str, Path] | None = None
        self._raw: dict[str, str] = {}  # entry id ("-term" for terms) -> its source text
        self._parsed: dict[str, Any] = {}
        self._read: set[str] = set()  # the folders read whole (by their id prefix)
        self._files: set[Path] = set()  # the files read
        self._fluent: Any = None
        self._plural = _PLURALS.get(self.source_lang, _plural_en)

    # -- reading
    def _folder_of(self, msg_id: str) -> str:
        if self._folders is None:
            self._folders = catalogue_folders()
        head = msg_id.lstrip("-").split("-", 1)[0]
        return head if head in self._folders else ""

    def _ensure(self, msg_id: str) -> None:
        """Read what may hold ``msg_id``: the shell's catalogue whole; of a game's, first the file its
        id names by subject (:func:`subject_file`: the menu's first frame reads the five games' small
        ``about.ftl``, their declarations' words and progress lines, and none of their thousands of
        other words), then the rest of its folder
        if the id is not there."""
        prefix = self._folder_of(msg_id)
        if prefix in self._read:
            return
        assert self._folders is not None
        folder = self._folders[prefix] / self.source_lang
        if prefix:
            self._ensure("")  # a game's messages may use the shell's terms
            self._read_file(folder / subject_file(prefix, msg_id))
            if msg_id in self._raw:
                return
        self._read.add(prefix)
        for path in sorted(folder.glob("*.ftl")):
            self._read_file(path)

    def _read_file(self, path: Path) -> None:
        if path not in self._files:
            self._files.add(path)
            if path.is_file():
                self._raw.update(split_entries(path.read_text(encoding="utf-8")))

    def sources(self) -> list[Path]:
        """Every file of this language (the tests read them whole)."""
        if self._folders is None:
            self._folders = catalogue_folders()
        return [p for folder in self._folders.values() for p in sorted((folder / self.source_lang).glob("*.ftl"))]

    def ids(self) -> list[str]:
        for prefix in list(catalogue_folders()):
            self._ensure(prefix + "-x" if prefix else "x")
        return sorted(k for k in self._raw if not k.startswith("-"))

    def has(self, msg_id: str) -> bool:
        self._ensure(msg_id)
        return msg_id in self._raw

    def entry(self, entry_id: str) -> Any:
        found = self._parsed.get(entry_id)
        if found is None:
            self._ensure(entry_id)
            raw = self._raw.get(entry_id)
            if raw is None:
                raise MissingMessage(f"no message {entry_id!r} in the {self.lang!r} catalogue")
            found = self._parsed[entry_id] = parse_entry(raw)
            if self.lang == PSEUDO:
                found = self._parsed[entry_id] = _pseudo_entry(found, entry_id.startswith("-"))
        return found

    # -- formatting
    def format(self, msg_id: str, args: tuple) -> str:
        values = {k: (self._arg(v)) for k, v in args}
        try:
            return "".join(self._resolve(self.entry(msg_id)[0], values))
        except _Unsupported:
            return self.fluent_format(msg_id, values)

    def _arg(self, value: Any) -> Any:
        if isinstance(value, Msg):
            return self.format(value.id, value.args)
        if isinstance(value, tuple):
            return self.listing([self._arg(v) for v in value])
        return value

    def listing(self, parts: list) -> str:
        """``a``, ``a and b``, ``a, b and c`` in this language (``list-none`` for none)."""
        if not parts:
            return self.format("list-none", ())
        text = str(parts[0])
        for i, part in enumerate(parts[1:], start=2):
            last = i == len(parts)
            text = self.format("list-last" if last else "list-next", (("first", text), ("next", str(part))))
        return text

    def _resolve(self, pattern: list, values: dict) -> Iterable[str]:
        for element in pattern:
            if isinstance(element, str):
                yield element
                continue
            kind = element[0]
            if kind == "var":
                yield self._value(values, element[1])
            elif kind == "lit":
                yield element[1]
            elif kind == "num":
                yield _number(element[1])
            elif kind == "term":
                yield from self._resolve(self.entry("-" + element[1])[0], {})
            elif kind == "ref":
                value, attrs = self.entry(element[1])
                yield from self._resolve(attrs[element[2]] if element[2] else value, values)
            elif kind == "select":
                yield from self._resolve(self._choose(element[1], element[2], element[3], values), values)
            else:
                raise _Unsupported(kind)

    def _value(self, values: dict, name: str) -> str:
        if name not in values:
            return "{$" + name + "}"
        value = values[name]
        if isinstance(value, str):
            return value
        return _number(value)

    def _choose(self, selector: tuple, variants: list, default: int, values: dict) -> list:
        if selector[0] == "var":
            value = values.get(selector[1])
        elif selector[0] == "term" and selector[2]:
            value = self._term_attr(selector[1], selector[2])
        else:
            raise _Unsupported("selector")
        if isinstance(value, float):
            raise _Unsupported("float")
        category = self._plural(value) if isinstance(value, int) else None
        for key, pattern in variants:
            if isinstance(key, int) and not isinstance(value, str):
                if value == key:
                    return pattern
            elif isinstance(value, str) and key == value:
                return pattern
        if category is not None:
            for key, pattern in variants:
                if key == category:
                    return pattern
        return variants[default][1]

    def _term_attr(self, term: str, attr: str) -> str:
        _value, attrs = self.entry("-" + term)
        pattern = attrs.get(attr)
        if pattern is None:
            return ""
        return "".join(self._resolve(pattern, {}))

    # -- the library, for what the subset does not say
    def fluent_format(self, msg_id: str, values: dict) -> str:
        bundle = self.fluent_bundle()
        message = bundle.get_message(msg_id)
        text, _errors = bundle.format_pattern(message.value, values)
        return text

    def fluent_bundle(self):
        if self._fluent is None:
            # (late: fluent.runtime and Babel cost more than a first menu frame; a message beyond the
            # subset, the tests and the build check come here)
            from fluent import runtime, syntax

            bundle = runtime.FluentBundle([BABEL_LOCALES[self.lang]], use_isolating=False)
            for path in self.sources():
                source = path.read_text(encoding="utf-8")
                pseudo = self.lang == PSEUDO
                bundle.add_resource(runtime.FluentResource(pseudo_source(source, syntax) if pseudo else source))
            self._fluent = bundle
        return self._fluent


class _Unsupported(Exception):
    """A message beyond the subset resolved here: ``fluent.runtime`` says it."""


def _number(value: Any) -> str:
    if isinstance(value, int) and not isinstance(value, bool) and -1000 < value < 1000:
        return str(value)
    raise _Unsupported("number")


def _plural_en(n: int) -> str:
    return "one" if n == 1 else "other"


def _plural_es(n: int) -> str:
    if n == 1:
        return "one"
    if n != 0 and n % 1_000_000 == 0:
        return "many"
    return "other"


_PLURALS = {"en": _plural_en, "es": _plural_es}


# ------------------------------------------------------------------------------------ the pseudo-language
_ACCENTED = dict(zip("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
                     "àƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"))


def pseudo(text: str) -> str:
    """English made strange: every letter accented, every vowel doubled (about 40 % longer)."""
    return "".join(_ACCENTED.get(ch, ch) * (2 if ch in "aeiouAEIOU" else 1) for ch in text)


def _pseudo_pattern(pattern: list) -> list:
    out: list = []
    for element in pattern:
        if isinstance(element, str):
            out.append(_pseudo_markup(element))
        elif element[0] == "select":
            out.append(("select", element[1], [(k, _pseudo_pattern(p)) for k, p in element[2]], element[3]))
        else:
            out.append(element)
    return out


def _pseudo_entry(entry: tuple, term: bool) -> tuple:
    value, attrs = entry
    if term:
        return _pseudo_pattern(value), attrs  # a term's attributes are selectors' keys (gender): kept
    return _pseudo_pattern(value), {name: _pseudo_pattern(p) for name, p in attrs.items()}


_MARKUP = re.compile(r"(\[/?[a-z]+\])")


def _pseudo_markup(text: str) -> str:
    """Pseudo text that keeps the kit's markup (``[b]``...``[/b]``) as it is."""
    return "".join(part if _MARKUP.fullmatch(part) else pseudo(part) for part in _MARKUP.split(text))


def pseudo_source(source: str, syntax) -> str:
    """A catalogue's source in the pseudo-language, for the library (``syntax``: fluent.syntax)."""
    class Pseudo(syntax.visitor.Transformer):
        def visit_TextElement(self, node):
            node.value = _pseudo_markup(node.value)
            return node

        def visit_Attribute(self, node):
            return node  # a term's attributes are keys

        def visit_Message(self, node):
            node.value = self.visit(node.value) if node.value else None
            node.attributes = [self.visit_message_attr(a) for a in node.attributes]
            return node

        def visit_message_attr(self, attribute):
            attribute.value = self.visit(attribute.value)
            return attribute

    resource = Pseudo().visit(syntax.FluentParser(with_spans=False).parse(source))
    return syntax.FluentSerializer().serialize(resource)
