"""What build.spec leaves out of the bundle, or replaces with a stand-in, among the files the
libraries' hooks collect."""
from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

# pygame_gui's hook collects every font it ships. It loads the Chinese, Japanese, Korean (39 MB),
# Arabic, Hebrew and Georgian ones (0.7 MB) only for a locale of their script, and the client sets
# none; of its Latin default font it loads only the regular weight (with FiraCode) when a UIManager
# starts: the theme names Lato for every element, so Noto's other weights (1.8 MB) are never opened
# (tests/test_release.py::test_pygame_gui_opens_no_data_file_the_bundle_leaves_out).
#
# Babel's hook collects the locale data of every language (33 MB): the client speaks English and
# Spanish (game.text.BABEL_LOCALES: en, es_MX, with their parents es_419, es and root), and pytz's
# time-zone database (the catalogues format no time of day in a zone: pytz.utc needs no file).
LEFT_OUT = re.compile(r"^pygame_gui/data/NotoSans(SC|JP|KR|Arabic|Hebrew|Georgian)-"
                      r"|^pygame_gui/data/NotoSans-(Bold|Italic|BoldItalic)\.ttf$"
                      r"|^babel/locale-data/(?!(root|en|es|es_419|es_MX)\.dat$)"
                      r"|^pytz/zoneinfo/")

# pygame-ce's Linux wheel (pygame_ce.libs/, names "lib<name>-<hash>.so...") links SDL_mixer with a
# library for every music format (MP3, MIDI through FluidSynth, tracker modules, FLAC, Ogg Vorbis,
# Opus, WavPack) and SDL_image with JPEG and TIFF. The client plays WAV effects only (SDL_mixer's own
# reader: assets/sounds/*.wav, no music) and shows PNG and WebP pictures (assets/, the bundle's
# sprites), and never uses pygame.midi. The dynamic loader still opens every library a library is
# linked with, so those SDL_mixer and SDL_image name are replaced by stand-ins (STUBBED: the same
# names, symbols and symbol versions; every function returns 0 and is never called), and what only
# they or pygame.midi needed is left out (LEFT_OUT_LIBRARIES: FluidSynth's libsndfile with its
# Vorbis encoder and Opus; PortMidi and its ALSA). About 7 MB less on Linux. Windows and macOS
# bundles keep their libraries as the wheel has them.
STUBBED = re.compile(r"(^|/)lib(xmp|mpg123|fluidsynth|wavpack|opusfile|vorbisfile|vorbis|ogg|FLAC|tiff|jpeg)"
                     r"-[0-9a-f]{8}\.so[.0-9]*$")
LEFT_OUT_LIBRARIES = re.compile(r"(^|/)lib(sndfile|vorbisenc|opus|portmidi|asound)-[0-9a-f]{8}\.so[.0-9]*$")
# pygame.midi, its PortMidi module, the camera modules and pygame._sdl2 (SDL2's video, audio and
# controller wrappers: the client uses pygame.display, pygame.mixer and pygame.Window): build.spec's
# excludes
LEFT_OUT_MODULES = ("pygame.midi", "pygame.pypm", "pygame.camera", "pygame._camera", "pygame._camera_opencv",
                    "pygame._sdl2")


# Libraries whose Cython-compiled modules the bundle replaces with the Python sources they are compiled from
# (the library runs the same without them, only slower): zeroconf's 18 modules, 3.4 MB unstripped, for a
# browser and an advert that handle a few packets a second (game/net/discovery.py).
PURE_PYTHON = ("zeroconf",)
# The modules of the network game's libraries it never imports (build.spec's excludes), checked by hosting
# and joining with a sys.modules listing: websockets' other implementations (legacy, trio), its client for
# asyncio and server for threads, routers and command line; urllib.request and what only it brings
# (websockets.proxy imports it: a stand-in, tools/bundle_stubs/urllib_request.py), http's client, server
# and cookies (websockets reads only http's status codes). Off Windows, asyncio's Windows event loops.
NETWORK_LEFT_OUT = ("websockets.legacy", "websockets.trio", "websockets.cli", "websockets.__main__",
                    "websockets.asyncio.client", "websockets.asyncio.router", "websockets.sync.server",
                    "websockets.sync.router", "websockets.auth", "websockets.http",
                    "urllib.request", "http.client", "http.cookiejar", "http.server", "http.cookies")
NETWORK_LEFT_OUT_OFF_WINDOWS = ("asyncio.windows_events", "asyncio.windows_utils", "asyncio.proactor_events",
                                "ifaddr._win32")
_EXTENSION = re.compile(r"\.(cpython-[^/]*|abi3)\.(so|pyd)$|\.(so|pyd)$")


def pure_python(binaries: list, typecode: str = "PYMODULE") -> tuple[list, list]:
    """``binaries`` (PyInstaller's entries: dest, source, kind) without the compiled modules of the
    :data:`PURE_PYTHON` libraries that have their source beside them, and those sources as the
    modules to put in their place (name, source, ``typecode``: PyInstaller's "PYMODULE-2" compiles them
    with optimize=2, as the Analysis does its own)."""
    kept, modules = [], []
    for dest, src, kind in binaries:
        name = dest.replace("\\", "/")
        source = Path(_EXTENSION.sub(".py", str(src)))
        if kind == "EXTENSION" and re.split(r"[./]", name)[0] in PURE_PYTHON and source.is_file():
            module = _EXTENSION.sub("", name).replace("/", ".")
            modules.append((module.removesuffix(".__init__"), str(source), typecode))
        else:
            kept.append((dest, src, kind))
    return kept, modules


def left_out(dest: str) -> bool:
    """Whether the bundle leaves out the data file it would hold at ``dest`` (a path in the bundle)."""
    return LEFT_OUT.search(dest.replace("\\", "/")) is not None


def left_out_library(dest: str) -> bool:
    """Whether the bundle leaves out the shared library it would hold at ``dest``."""
    return LEFT_OUT_LIBRARIES.search(dest.replace("\\", "/")) is not None


def stubbed(dest: str) -> bool:
    """Whether the bundle holds a stand-in for the shared library it would hold at ``dest``."""
    return STUBBED.search(dest.replace("\\", "/")) is not None


_SYMBOL = re.compile(r"^[0-9a-f]+ g\s+(?P<kind>D[FO]) (?P<section>\S+)\s+(?P<size>[0-9a-f]+)\s+"
                     r"(?P<version>\(?[\w.]+\)?)\s+(?P<name>\S+)$")


def exported(library: Path) -> list[tuple[str, str, int, str]]:
    """The symbols ``library`` defines for others, as (name, "F" or "O", size, version node or ""),
    from ``objdump -T`` (older versions of a symbol, shown in brackets, are not linked against)."""
    dump = subprocess.run(["objdump", "-T", str(library)], capture_output=True, text=True, check=True).stdout
    out = []
    for line in dump.splitlines():
        m = _SYMBOL.match(line.replace("\t", " "))
        if m is None or m["section"] == "*UND*" or m["version"].startswith("("):
            continue
        version = "" if m["version"] == "Base" else m["version"]
        if m["section"] == "*ABS*" and m["name"] == version:
            continue  # a version's own definition
        out.append((m["name"], m["kind"][1], int(m["size"], 16), version))
    return out


def make_stub(library: Path, out_dir: Path) -> Path | None:
    """A stand-in for ``library`` in ``out_dir``, under the same file name (its soname): every function
    it exports returns 0, every object is zeros, each under its version. None without a C compiler
    or objdump (the library then goes in as it is)."""
    cc = shutil.which("cc") or shutil.which("gcc")
    if cc is None or shutil.which("objdump") is None:
        return None
    symbols = exported(library)
    out_dir.mkdir(parents=True, exist_ok=True)
    source = out_dir / f"{library.name}.c"
    lines = ["/* a stand-in: nothing here is ever called */"]
    for name, kind, size, _ in symbols:
        lines.append(f"long {name}(void) {{ return 0; }}" if kind == "F" else f"char {name}[{max(size, 1)}];")
    source.write_text("\n".join(lines) + "\n", encoding="utf-8")
    command = [cc, "-shared", "-fPIC", "-nostdlib", "-fno-builtin", "-w", "-O1", "-o", str(out_dir / library.name),
               str(source), f"-Wl,-soname,{library.name}", "-s"]
    nodes: dict[str, list[str]] = {}
    for name, _, _, version in symbols:
        if version:
            nodes.setdefault(version, []).append(name)
    if nodes:
        script = out_dir / f"{library.name}.map"
        script.write_text("".join(f"{v} {{ global: {'; '.join(names)}; }};\n" for v, names in nodes.items()),
                          encoding="utf-8")
        command.append(f"-Wl,--version-script={script}")
    subprocess.run(command, check=True, capture_output=True)
    return out_dir / library.name
