"""What Debian asks of the .deb besides the program (tools/release.py): the maintainer, the changelog
made from CHANGELOG.md, the copyright file and the manual page.

* The maintainer is ``DEBFULLNAME <DEBEMAIL>`` when those are set (Debian's own tools read them),
  else the project's address on GitHub (its home: tools/release.py's REPOSITORY).
* ``changelog.gz``: every version line of CHANGELOG.md as a Debian changelog entry (a native package:
  the version has no Debian revision); a line "not yet released" is dated with the build's date.
* ``copyright``: machine-readable (DEP-5): the program, then each library and font the bundle carries,
  found by its files, with its licence; texts Debian ships are referred to in
  /usr/share/common-licenses, the others are in the package's ``licenses/`` folder or below.
"""
from __future__ import annotations

import email.utils
import gzip
import io
import os
import re
import textwrap
from datetime import date, datetime, timezone
from pathlib import Path

DEFAULT_NAME = "Cempasuchil developers"


def maintainer(repository: str) -> str:
    """``Name <mail>``: DEBFULLNAME and DEBEMAIL when set, else the GitHub owner's no-reply address."""
    name = os.environ.get("DEBFULLNAME") or DEFAULT_NAME
    mail = os.environ.get("DEBEMAIL") or f"{repository.split('/')[0]}@users.noreply.github.com"
    return f"{name} <{mail}>"


_ENTRY = re.compile(r"^- \*\*(?P<version>[^*]+)\*\* \((?P<when>[^)]*)\): ?(?P<text>.*)$")


def changelog_entries(markdown: str) -> list[tuple[str, str, str]]:
    """(version, date or "not yet released", text) of each version line of CHANGELOG.md, newest first."""
    entries: list[list[str]] = []
    for line in markdown.splitlines():
        found = _ENTRY.match(line)
        if found:
            entries.append([found["version"], found["when"], found["text"].strip()])
        elif entries and line.startswith("  ") and line.strip():
            entries[-1][2] += " " + line.strip()
        elif not line.strip() and entries:
            entries[-1].append("")  # a blank line ends an entry's text
    return [(v, w, t) for v, w, t, *_ in entries]


def debian_changelog(package: str, markdown: str, who: str, today: date) -> str:
    """CHANGELOG.md's versions as a Debian changelog (the text of ``changelog.gz``)."""
    blocks = []
    for version, when, text in changelog_entries(markdown):
        try:
            day = date.fromisoformat(when)
        except ValueError:
            day = today  # "not yet released": this build is its release
        stamp = email.utils.format_datetime(datetime(day.year, day.month, day.day, 12, tzinfo=timezone.utc))
        body = textwrap.fill(text.replace("`", ""), width=78, initial_indent="  * ", subsequent_indent="    ")
        blocks.append(f"{package} ({version}) unstable; urgency=medium\n\n{body}\n\n -- {who}  {stamp}\n")
    if not blocks:
        raise SystemExit("CHANGELOG.md has no version line for the Debian changelog")
    return "\n".join(blocks)


def gzipped(text: str) -> bytes:
    """``gzip -9n``: the same bytes for the same text (no name, no time in the header)."""
    buffer = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buffer, compresslevel=9, mtime=0) as f:
        f.write(text.encode("utf-8"))
    return buffer.getvalue()


# (file name pattern in the bundle, what it is, its copyright holders, its licence): each shipped only
# when the bundle holds a matching file (a leaner bundle leaves out codecs)
COMPONENTS = (
    ("libpython3*", "Python", "2001-2024 Python Software Foundation", "PSF-2.0"),
    ("base_library.zip", "Python's standard library", "2001-2024 Python Software Foundation", "PSF-2.0"),
    ("pygame/*", "pygame-ce", "2000-2024 pygame and pygame-ce contributors", "LGPL-2.1+"),
    ("libSDL2-*", "SDL", "1997-2024 Sam Lantinga", "Zlib"),
    ("libSDL2_image-*", "SDL_image", "1997-2024 Sam Lantinga", "Zlib"),
    ("libSDL2_mixer-*", "SDL_mixer", "1997-2024 Sam Lantinga", "Zlib"),
    ("libSDL2_ttf-*", "SDL_ttf", "1997-2024 Sam Lantinga", "Zlib"),
    ("libfreetype-*", "FreeType", "1996-2024 David Turner, Robert Wilhelm and Werner Lemberg", "FTL or GPL-2+"),
    ("libharfbuzz-*", "HarfBuzz", "2010-2024 Google, Inc.; 2004-2024 Red Hat, Inc.; others", "Expat"),
    ("libbrotli*", "Brotli", "2009-2024 The Brotli Authors", "Expat"),
    ("libpng16-*", "libpng", "1995-2024 The PNG Reference Library Authors", "libpng-2.0"),
    ("libjpeg-*", "libjpeg-turbo", "1991-2024 Thomas G. Lane, Guido Vollbeding; D. R. Commander",
     "IJG and BSD-3-Clause and Zlib"),
    ("libtiff-*", "libtiff", "1988-1997 Sam Leffler; 1991-1997 Silicon Graphics, Inc.", "libtiff"),
    ("libwebp*", "libwebp", "2010-2024 Google Inc.", "BSD-3-Clause"),
    ("libsharpyuv-*", "libwebp's sharpyuv", "2022-2024 Google Inc.", "BSD-3-Clause"),
    ("libogg-*", "libogg", "2002-2024 Xiph.Org Foundation", "BSD-3-Clause"),
    ("libvorbis*", "libvorbis", "2002-2024 Xiph.Org Foundation", "BSD-3-Clause"),
    ("libopus*", "Opus and opusfile", "2001-2024 Xiph.Org Foundation and contributors", "BSD-3-Clause"),
    ("libFLAC-*", "libFLAC", "2000-2009 Josh Coalson; 2011-2024 Xiph.Org Foundation", "BSD-3-Clause"),
    ("libwavpack-*", "WavPack", "1998-2024 David Bryant", "BSD-3-Clause"),
    ("libmpg123-*", "mpg123", "1995-2024 the mpg123 project", "LGPL-2.1"),
    ("libsndfile-*", "libsndfile", "1999-2024 Erik de Castro Lopo", "LGPL-2.1+"),
    ("libfluidsynth-*", "FluidSynth", "2003-2024 Peter Hanappe and others", "LGPL-2.1+"),
    ("libasound-*", "alsa-lib", "1998-2024 Jaroslav Kysela and others", "LGPL-2.1+"),
    ("libxmp-*", "libxmp", "1996-2024 Claudio Matsuoka and Hipolito Carraro Jr", "Expat"),
    ("libportmidi-*", "PortMidi", "1999-2024 Ross Bencina, Phil Burk and Roger B. Dannenberg", "Expat"),
    ("pygame_gui/*", "pygame_gui", "2019-2024 Dan Lawrence", "Expat"),
    ("yaml/*", "PyYAML", "2017-2021 Ingy döt Net; 2006-2016 Kirill Simonov", "Expat"),
    ("platformdirs/*", "platformdirs", "2010-2024 platformdirs contributors", "Expat"),
    ("pydantic/*", "pydantic", "2017-2024 Samuel Colvin and other contributors", "Expat"),
    ("pydantic_core/*", "pydantic-core", "2022-2024 Samuel Colvin", "Expat"),
)
FONTS = (
    ("Lato*", "Lato", "2010-2014 Łukasz Dziedzic", "OFL-1.1", "fonts-LICENSE-Lato.txt"),
    ("Lobster*", "Lobster", "2010 Pablo Impallari", "OFL-1.1", "fonts-LICENSE-Lobster.txt"),
    ("DejaVu*", "DejaVu", "2003 Bitstream, Inc.; DejaVu changes are in the public domain", "Bitstream-Vera",
     "fonts-LICENSE-DejaVu.txt"),
    ("NotoSans*", "Noto Sans (pygame_gui's)", "2012 Google Inc.", "OFL-1.1", None),
)

EXPAT = """Permission is hereby granted, free of charge, to any person obtaining a copy of this software and
associated documentation files (the "Software"), to deal in the Software without restriction,
including without limitation the rights to use, copy, modify, merge, publish, distribute,
sublicense, and/or sell copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:
.
The above copyright notice and this permission notice shall be included in all copies or
substantial portions of the Software.
.
THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT
NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM,
DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT
OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE."""
ZLIB = """This software is provided 'as-is', without any express or implied warranty. In no event will
the authors be held liable for any damages arising from the use of this software.
.
Permission is granted to anyone to use this software for any purpose, including commercial
applications, and to alter it and redistribute it freely, subject to the following restrictions:
.
1. The origin of this software must not be misrepresented; you must not claim that you wrote the
original software. If you use this software in a product, an acknowledgment in the product
documentation would be appreciated but is not required.
2. Altered source versions must be plainly marked as such, and must not be misrepresented as being
the original software.
3. This notice may not be removed or altered from any source distribution."""
BSD3 = """Redistribution and use in source and binary forms, with or without modification, are permitted
provided that the following conditions are met:
.
1. Redistributions of source code must retain the above copyright notice, this list of conditions
and the following disclaimer.
2. Redistributions in binary form must reproduce the above copyright notice, this list of
conditions and the following disclaimer in the documentation and/or other materials provided with
the distribution.
3. Neither the name of the copyright holder nor the names of its contributors may be used to
endorse or promote products derived from this software without specific prior written permission.
.
THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND ANY EXPRESS OR
IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED WARRANTIES OF MERCHANTABILITY AND
FITNESS FOR A PARTICULAR PURPOSE ARE DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR
CONTRIBUTORS BE LIABLE FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL
DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR SERVICES; LOSS OF USE,
DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER
IN CONTRACT, STRICT LIABILITY, OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF
THE USE OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE."""
LICENCE_TEXTS = {
    "Expat": EXPAT,
    "Zlib": ZLIB,
    "BSD-3-Clause": BSD3,
    "LGPL-2.1": "On Debian systems the full text is in /usr/share/common-licenses/LGPL-2.1.",
    "LGPL-2.1+": "On Debian systems the full text is in /usr/share/common-licenses/LGPL-2.1.",
    "GPL-2+": "On Debian systems the full text is in /usr/share/common-licenses/GPL-2.",
    "PSF-2.0": "The full text is in /usr/share/doc/{package}/licenses/Python-LICENSE.txt.",
    "OFL-1.1": "The full text is in /usr/share/doc/{package}/licenses/fonts-LICENSE-Lato.txt.",
    "Bitstream-Vera": "The full text is in /usr/share/doc/{package}/licenses/fonts-LICENSE-DejaVu.txt.",
    "FTL": "The FreeType Project LICENSE (FTL); FreeType is also offered under GPL-2+, which applies here.",
    "libpng-2.0": "The PNG Reference Library License version 2; its text is in libpng's own copyright "
                  "file (on Debian: /usr/share/doc/libpng16-16/copyright).",
    "IJG": "The Independent JPEG Group's license; its text is in libjpeg-turbo's own copyright file "
           "(on Debian: /usr/share/doc/libjpeg62-turbo/copyright).",
    "libtiff": "libtiff's permissive license; its text is in libtiff's own copyright file "
               "(on Debian: /usr/share/doc/libtiff6/copyright).",
}


def _present(files: list[str], pattern: str) -> list[str]:
    return sorted({f for f in files if Path(f).match(pattern) or Path(f).match(f"*/{pattern}")})


def copyright_file(package: str, program_dir: str, bundle: Path, project: str, upstream: str) -> str:
    """The DEP-5 copyright file for a package whose bundle is installed at ``program_dir``."""
    files = [p.relative_to(bundle).as_posix() for p in bundle.rglob("*") if p.is_file() or p.is_symlink()]
    paragraphs = [
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
        f"Upstream-Name: {project}\n"
        f"Source: {upstream}\n"
        "Comment: The program is a PyInstaller bundle: the game's own code and pictures, with the Python\n"
        " runtime, libraries and fonts listed below, each under its own licence.",
        f"Files: *\nCopyright: 2025-2026 {DEFAULT_NAME}\nLicense: LicenseRef-Cempasuchil\n"
        " The game's own code, pictures and data. The project has not published a licence for them yet.",
    ]
    used = set()
    for pattern, name, holders, licence in COMPONENTS:
        found = _present(files, pattern)
        if not found:
            continue
        dirs = sorted({f"{program_dir}/{Path(f).parent.as_posix()}" for f in found})
        where = [f"{d}/{pattern.split('/')[-1]}" if pattern.endswith("*") and "/" not in pattern else
                 f"{d}/*" for d in dirs]
        paragraphs.append(f"Files: {' '.join(sorted(set(where)))}\nCopyright: {holders}\nLicense: {licence}\n"
                          f"Comment: {name}")
        used.update(part for part in re.split(r" (?:and|or) ", licence))
    for pattern, name, holders, licence, _text in FONTS:
        found = _present(files, pattern)
        if found:
            dirs = sorted({f"{program_dir}/{Path(f).parent.as_posix()}" for f in found})
            paragraphs.append(f"Files: {' '.join(f'{d}/{pattern}' for d in dirs)}\nCopyright: {holders}\n"
                              f"License: {licence}\nComment: the font {name}")
            used.add(licence)
    if "FTL" in used:
        used.add("GPL-2+")
    for licence in sorted(used):
        text = LICENCE_TEXTS[licence].format(package=package)
        paragraphs.append(f"License: {licence}\n" + "\n".join(f" {line}" for line in text.splitlines()))
    return "\n\n".join(paragraphs) + "\n"


def manual_page(command: str, version: str, title: str) -> str:
    """``<command>.6``: what the command does and its subcommands, for ``man <command>``."""
    return f""".TH {command.upper()} 6 "" "{title} {version}" "Games"
.SH NAME
{command} \\- five Dia de los Muertos tabletop games
.SH SYNOPSIS
.B {command}
.RB [ play ]
.br
.B {command}
.B sim
.I game
.RI [ options ]
.br
.B {command}
.B shot
.I name
.B \\-\\-out
.I file.png
.br
.B {command}
.B worker\\-check
.RI [ game ]
.br
.B {command}
.B \\-\\-version
.SH DESCRIPTION
.B {command}
opens the window of {title}: Ofrenda, Dia de los Muertos, Die of the Dead: Ofrenda Variant, Portents
and Oaxaca: Crafts of a Culture, rules enforced, against each game's automaton, AI opponents or
friends at one computer. Every game is saved after each move.
.PP
.B sim
plays whole games between bots without a window and prints one JSON object;
.B shot
draws one screen to a PNG file;
.B worker\\-check
has the bots' worker process answer once.
.B {command} \\fIcommand\\fP \\-\\-help
lists each command's options.
.SH FILES
.TP
.I ~/.local/share/cempasuchil/
saves and statistics
.TP
.I ~/.config/cempasuchil/settings.json
settings
.TP
.I ~/.local/state/cempasuchil/log/cempasuchil.log
the log: the version, how the window is drawn, each game started and ended, problems
.SH ENVIRONMENT
.TP
.B CEMPASUCHIL_HOME
one folder for saves, settings and logs instead
.TP
.B SDL_FRAMEBUFFER_ACCELERATION=1
draw the window through OpenGL instead of X11's own images
"""
