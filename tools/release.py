"""Release packages for Linux, built by one command into ``dist/release/``:

    python tools/release.py                  # build the bundle with PyInstaller, then package it
    python tools/release.py --bundle DIR     # package a bundle already built (DIR/Cempasuchil)

* ``Cempasuchil-<version>-linux-x86_64.tar.gz``: the bundle, a desktop entry, the icon at several
  sizes, the licences of the fonts and libraries inside, a short README and a script that adds the
  desktop entry for the current user (and removes it);
* ``cempasuchil_<version>_amd64.deb`` (``dpkg-deb``): the bundle under ``/usr/lib/games/cempasuchil``,
  the ``cempasuchil`` command in ``/usr/games``, the desktop entry, the AppStream metainfo, the icons,
  and what Debian asks of a package (tools/deb_docs.py): changelog, copyright, manual page.

It prints one JSON line on stdout, and nothing else there: the packages' paths and sizes, and the
unpacked bundle's size (what the build says goes to stderr).

Two more jobs, each done alone:

    python tools/release.py --render-screenshots          # docs/screenshots/<game id>.png, one a game
    python tools/release.py --render-screenshots ID       # docs/screenshots/ID.png alone (a new game's)
    python tools/release.py --changelog-entry "TEXT"      # CHANGELOG.md: a line for this version

The metainfo points at the screenshots by URL (``--screenshots-url``; by default the repository's
raw files on GitHub). The Windows and macOS builds are made by .github/workflows/release.yml.
"""
from __future__ import annotations

import argparse
import datetime
import hashlib
import html
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tarfile
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LINUX = ROOT / "tools" / "linux"
ICON = ROOT / "assets" / "sprites" / "ui" / "icon.png"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)
SCREENSHOTS = ROOT / "docs" / "screenshots"
# The project's home on GitHub (owner/name): the metainfo's screenshots are its raw files. In the
# release workflow GITHUB_REPOSITORY names it instead.
REPOSITORY = "cempasuchil/cempasuchil"
# a game's screenshot is its first shot of these kinds (python -m game shot --list): a table in play,
# two-player first where a game has one (its default turn is well into a game, not the empty start)
SCREENSHOT_KINDS = ("table-2p", "table", "duel", "solo")
CHANGELOG = ROOT / "CHANGELOG.md"
# the distributions whose code the bundle carries (their licences go with it)
SHIPPED = ("pygame-ce", "pygame_gui", "PyYAML", "platformdirs", "pydantic", "pydantic_core",
           "typing_extensions", "annotated-types", "typing-inspection")


def version() -> str:
    sys.path.insert(0, str(ROOT))
    from game import __version__

    return __version__


def desktop_id() -> str:
    """The reverse-DNS application id (``game.DESKTOP_ID``): the desktop entry's, the metainfo's and
    the icons' file names, and the window's class."""
    sys.path.insert(0, str(ROOT))
    from game import DESKTOP_ID

    return DESKTOP_ID


ID = desktop_id()
DESKTOP = LINUX / f"{ID}.desktop"
METAINFO = LINUX / f"{ID}.metainfo.xml"


def default_screenshots_url() -> str:
    repository = os.environ.get("GITHUB_REPOSITORY") or REPOSITORY
    return f"https://raw.githubusercontent.com/{repository}/main/docs/screenshots"


def _shot_command(*args: str) -> str:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    return subprocess.run([sys.executable, "-m", "game", "shot", *args], cwd=ROOT, env=env, check=True,
                          capture_output=True, text=True).stdout


def screenshot_shots(only: list[str] | None = None) -> dict[str, str]:
    """{game id: the shot that shows it} for every game a player may pick, in the menu's order
    (``only``: for those games, a game still landing included)."""
    sys.path.insert(0, str(ROOT))
    from game import registry

    shots = set(json.loads(_shot_command("--list")))
    chosen = {}
    for gid in only or registry.games():
        registry.get(gid)  # (an unknown id stops here, naming the games there are)
        name = next((f"{gid}/{kind}" for kind in SCREENSHOT_KINDS if f"{gid}/{kind}" in shots), None)
        if name is None:
            raise SystemExit(f"release.py: {gid} has no shot of the kinds {', '.join(SCREENSHOT_KINDS)}")
        chosen[gid] = name
    return chosen


def render_screenshots(folder: Path = SCREENSHOTS, slim: bool = True, only: list[str] | None = None) -> list[Path]:
    """``folder/<game id>.png`` for each game (``only``: for those), by the shot command (1280x720),
    stored smaller without changing a pixel when optipng is installed (tools/slim_pngs.py)."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for gid, shot in screenshot_shots(only).items():
        path = folder / f"{gid}.png"
        _shot_command(shot, "--out", str(path))
        paths.append(path)
    sys.path.insert(0, str(ROOT / "tools"))
    import slim_pngs

    if slim and slim_pngs.available():
        slim_pngs.slim(paths)
    return paths


def screenshots_xml(url: str, folder: Path = SCREENSHOTS) -> str:
    """The metainfo's <screenshots>: one per game that has a picture in ``folder``, by ``url``."""
    sys.path.insert(0, str(ROOT))
    from game import registry

    items = []
    for gid, info in registry.games().items():
        picture = folder / f"{gid}.png"
        if not picture.is_file():
            continue
        with picture.open("rb") as f:
            width, height = struct.unpack(">II", f.read(24)[16:24])  # the PNG's IHDR
        kind = ' type="default"' if not items else ""
        items.append(f"    <screenshot{kind}>\n"
                     f"      <caption>{html.escape(info.title)} at the table</caption>\n"
                     f'      <image type="source" width="{width}" height="{height}">'
                     f'{html.escape(url.rstrip("/"))}/{gid}.png</image>\n'
                     f"    </screenshot>")
    return "  <screenshots>\n" + "\n".join(items) + "\n  </screenshots>\n" if items else ""


def metainfo(ver: str, date: str, screenshots_url: str | None = None, folder: Path = SCREENSHOTS) -> str:
    return filled(METAINFO, VERSION=ver, DATE=date,
                  SCREENSHOTS=screenshots_xml(screenshots_url or default_screenshots_url(), folder))


def add_changelog_entry(path: Path, ver: str, date: str, text: str) -> str:
    """Add this version's line to the changelog's list, newest first, and return it. A line left as
    "(not yet released)" for this version is dated instead (``text`` must then be empty); a version
    that already has a dated line is refused."""
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    mine = re.compile(rf"^- \*\*{re.escape(ver)}\*\* \((.*?)\)")
    for i, line in enumerate(lines):
        found = mine.match(line)
        if found and found.group(1) == "not yet released":
            if text:
                raise SystemExit(f"{path.name}: {ver} already has its line; run --changelog-entry '' to date it")
            lines[i] = line.replace("(not yet released)", f"({date})", 1)
            path.write_text("".join(lines), encoding="utf-8")
            return lines[i].rstrip("\n")
        if found:
            raise SystemExit(f"{path.name}: {ver} already has a line ({found.group(1)})")
    if not text.strip():
        raise SystemExit("--changelog-entry: say what is new in this version")
    entry = f"- **{ver}** ({date}): {text.strip()}\n"
    first = next((i for i, line in enumerate(lines) if line.startswith("- **")), len(lines))
    if first == len(lines) and lines and lines[-1].strip():
        entry = "\n" + entry
    lines.insert(first, entry)
    path.write_text("".join(lines), encoding="utf-8")
    return entry.strip()


def build_bundle(work: Path) -> Path:
    """The one-folder bundle, built by PyInstaller from build.spec into ``work``."""
    env = dict(os.environ, PYINSTALLER_CONFIG_DIR=str(work / "pyinstaller-config"), PYGAME_HIDE_SUPPORT_PROMPT="1")
    # what PyInstaller and the modules it imports print goes to stderr: stdout is the JSON line's
    subprocess.run([sys.executable, "-m", "PyInstaller", str(ROOT / "build.spec"), "--noconfirm",
                    "--log-level", "WARN", "--distpath", str(work / "dist"), "--workpath", str(work / "build")],
                   cwd=ROOT, env=env, check=True, stdout=sys.stderr)
    return work / "dist" / "Cempasuchil"


def folder_size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def write_icons(hicolor: Path) -> None:
    """``hicolor/<n>x<n>/apps/<ID>.png`` at each size, scaled from the game's icon."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    source = pygame.image.load(str(ICON))
    for size in ICON_SIZES:
        folder = hicolor / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True, exist_ok=True)
        icon = source if source.get_width() == size else pygame.transform.smoothscale(source, (size, size))
        pygame.image.save(icon, str(folder / f"{ID}.png"))


def write_licences(folder: Path) -> None:
    """The fonts' licences, and each shipped library's licence files as its wheel has them."""
    folder.mkdir(parents=True, exist_ok=True)
    for licence in sorted((ROOT / "assets" / "fonts").glob("LICENSE*")):
        shutil.copy2(licence, folder / f"fonts-{licence.name}")
    for name in SHIPPED:
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            continue
        files = [f for f in dist.files or () if any(w in f.name.lower() for w in ("licen", "copying", "lgpl"))]
        for f in files:
            target = folder / f"{dist.metadata['Name']}-{f.name}"
            shutil.copy2(dist.locate_file(f), target)
    python_licence = Path(sys.base_prefix) / "lib" / f"python{sys.version_info.major}.{sys.version_info.minor}" / "LICENSE.txt"
    if python_licence.exists():
        shutil.copy2(python_licence, folder / "Python-LICENSE.txt")


def elf_files(folder: Path):
    """The ELF programs and libraries in ``folder`` (not links)."""
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as f:
                if f.read(4) == b"\x7fELF":
                    yield path


def clear_build_runpaths(folder: Path) -> list[Path]:
    """Remove the run paths that name the build machine's folders (a pyenv Python's
    ``/root/.pyenv/versions/3.11.7/lib``, ``/usr/local/lib``): on a player's system they would make
    the loader look there first. Those relative to the bundle ($ORIGIN) stay. Needs patchelf; without
    it the bundle is packed as it is (and says so on stderr)."""
    if shutil.which("patchelf") is None:
        print("release.py: patchelf is not installed: the libraries keep the build machine's run paths",
              file=sys.stderr)
        return []
    cleared = []
    for path in elf_files(folder):
        done = subprocess.run(["patchelf", "--print-rpath", str(path)], capture_output=True, text=True)
        paths = [p for p in done.stdout.strip().split(":") if p] if done.returncode == 0 else []
        if paths and any(not p.startswith("$ORIGIN") for p in paths):
            kept = ":".join(p for p in paths if p.startswith("$ORIGIN"))
            command = ["patchelf", "--set-rpath", kept, str(path)] if kept else ["patchelf", "--remove-rpath", str(path)]
            subprocess.run(command, check=True)
            cleared.append(path)
    return cleared


def filled(template: Path, **values: str) -> str:
    text = template.read_text(encoding="utf-8")
    for key, value in values.items():
        text = text.replace(f"@{key}@", value)
    return text


def make_tarball(bundle: Path, out: Path, ver: str) -> Path:
    """The archive: unpack it and double-click ``Cempasuchil``."""
    top = f"Cempasuchil-{ver}"
    stage = out / "stage-tar" / top
    shutil.rmtree(stage.parent, ignore_errors=True)
    shutil.copytree(bundle, stage, symlinks=True)
    clear_build_runpaths(stage)
    write_icons(stage / "icons" / "hicolor")
    write_licences(stage / "licenses")
    (stage / "README.txt").write_text(filled(LINUX / "README.txt", VERSION=ver), encoding="utf-8")
    (stage / DESKTOP.name).write_text(filled(DESKTOP, EXEC="Cempasuchil"), encoding="utf-8")
    shutil.copy2(LINUX / "install-desktop-entry.sh", stage / "install-desktop-entry.sh")
    path = out / f"Cempasuchil-{ver}-linux-x86_64.tar.gz"
    with tarfile.open(path, "w:gz", compresslevel=9) as tar:
        tar.add(stage, arcname=top, filter=_owned_by_root)
    shutil.rmtree(stage.parent)
    return path


def _owned_by_root(info: tarfile.TarInfo) -> tarfile.TarInfo:
    info.uid = info.gid = 0
    info.uname = info.gname = "root"
    return info


def glibc_needed(bundle: Path) -> str:
    """The newest glibc symbol version any program or library in ``bundle`` asks for ("2.36"): the
    bundle holds no libc, so every ``GLIBC_x.y`` in its ELF files is a need."""
    found = {(2, 17)}
    for path in bundle.rglob("*"):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as f:
                if f.read(4) != b"\x7fELF":
                    continue
                data = f.read()
            found.update((int(a), int(b)) for a, b in re.findall(rb"GLIBC_(\d+)\.(\d+)", data))
    major, minor = max(found)
    return f"{major}.{minor}"


# Where the .deb puts things (Debian policy: nothing in /opt; a game's command in /usr/games, its
# architecture-dependent files in /usr/lib/games/<package>, its manual page in section 6)
DEB_PROGRAM_DIR = "usr/lib/games/cempasuchil"
DEB_COMMAND = "usr/games/cempasuchil"


def make_deb(bundle: Path, out: Path, ver: str, screenshots_url: str | None = None) -> Path:
    """The Debian package, built with ``dpkg-deb`` from a staged root."""
    sys.path.insert(0, str(ROOT / "tools"))
    import deb_docs

    root = out / "stage-deb"
    shutil.rmtree(root, ignore_errors=True)
    shutil.copytree(bundle, root / DEB_PROGRAM_DIR, symlinks=True)
    clear_build_runpaths(root / DEB_PROGRAM_DIR)
    launcher = root / DEB_COMMAND
    launcher.parent.mkdir(parents=True)
    # a link, not a script: the program names itself as run (its usage line says cempasuchil)
    launcher.symlink_to(os.path.relpath(root / DEB_PROGRAM_DIR / "Cempasuchil", launcher.parent))
    share = root / "usr" / "share"
    (share / "applications").mkdir(parents=True)
    (share / "applications" / DESKTOP.name).write_text(filled(DESKTOP, EXEC=f"/{DEB_COMMAND}"), encoding="utf-8")
    (share / "metainfo").mkdir(parents=True)
    (share / "metainfo" / METAINFO.name).write_text(
        metainfo(ver, datetime.date.today().isoformat(), screenshots_url), encoding="utf-8")
    write_icons(share / "icons" / "hicolor")
    doc = share / "doc" / "cempasuchil"
    write_licences(doc / "licenses")
    repository = os.environ.get("GITHUB_REPOSITORY") or REPOSITORY
    who = deb_docs.maintainer(repository)
    (doc / "changelog.gz").write_bytes(deb_docs.gzipped(deb_docs.debian_changelog(
        "cempasuchil", CHANGELOG.read_text(encoding="utf-8"), who, datetime.date.today())))
    (doc / "copyright").write_text(deb_docs.copyright_file(
        "cempasuchil", DEB_PROGRAM_DIR, bundle, "Cempasuchil", f"https://github.com/{repository}"), encoding="utf-8")
    (share / "man" / "man6").mkdir(parents=True)
    (share / "man" / "man6" / "cempasuchil.6.gz").write_bytes(deb_docs.gzipped(
        deb_docs.manual_page("cempasuchil", ver, "Cempasuchil")))
    for path in root.rglob("*"):  # dpkg wants what it installs readable by all, whatever the umask
        if not path.is_symlink():  # (a shared library is read, not run: Debian has it 0644)
            library = re.search(r"\.so(\.[\d.]+)?$", path.name) is not None
            path.chmod(0o755 if path.is_dir() or (os.access(path, os.X_OK) and not library) else 0o644)
    control = root / "DEBIAN" / "control"
    control.parent.mkdir()
    (root / "DEBIAN" / "md5sums").write_text("".join(  # what dpkg --verify checks the files against
        f"{hashlib.md5(p.read_bytes()).hexdigest()}  {p.relative_to(root).as_posix()}\n"
        for p in sorted(root.rglob("*")) if p.is_file() and not p.is_symlink() and p.parts[len(root.parts)] != "DEBIAN"),
        encoding="utf-8")
    control.write_text(
        "Package: cempasuchil\n"
        f"Version: {ver}\n"
        "Architecture: amd64\n"
        f"Maintainer: {who}\n"
        f"Installed-Size: {folder_size(root) // 1024}\n"
        # libstdc++ is left out of the bundle (build.spec): every system with apt has it
        f"Depends: libc6 (>= {glibc_needed(bundle)}), libstdc++6\n"
        "Section: games\n"
        "Priority: optional\n"
        f"Homepage: https://github.com/{repository}\n"
        "Description: five Dia de los Muertos tabletop games\n"
        " Ofrenda, Dia de los Muertos, Die of the Dead: Ofrenda Variant, Portents and\n"
        " Oaxaca: Crafts of a Culture, rules enforced, against each game's automaton,\n"
        " AI opponents or friends at one computer.\n", encoding="utf-8")
    path = out / f"cempasuchil_{ver}_amd64.deb"
    subprocess.run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(root), str(path)],
                   check=True, stdout=subprocess.DEVNULL)
    shutil.rmtree(root)
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the Linux release packages into dist/release/.")
    parser.add_argument("--bundle", type=Path, help="a bundle already built (the Cempasuchil folder)")
    parser.add_argument("--out", type=Path, default=ROOT / "dist" / "release")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "release")
    parser.add_argument("--screenshots-url", default=None,
                        help="where the metainfo's screenshots are (default: this repository's raw "
                             "docs/screenshots on GitHub)")
    parser.add_argument("--render-screenshots", nargs="*", metavar="ID", default=None,
                        help="only render docs/screenshots/<game id>.png, one for each game (or for the "
                             "games named)")
    parser.add_argument("--changelog-entry", metavar="TEXT", default=None,
                        help="only add this version's line to CHANGELOG.md (an empty TEXT dates a line "
                             "left as not yet released)")
    args = parser.parse_args(argv)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # stdout holds only the JSON line
    ver = version()
    if args.render_screenshots is not None:
        paths = render_screenshots(only=args.render_screenshots or None)
        print(json.dumps({str(p.relative_to(ROOT)): p.stat().st_size for p in paths}))
        return 0
    if args.changelog_entry is not None:
        print(add_changelog_entry(CHANGELOG, ver, datetime.date.today().isoformat(), args.changelog_entry))
        return 0
    bundle = args.bundle or build_bundle(args.work)
    if not (bundle / "Cempasuchil").is_file():
        parser.error(f"{bundle} holds no Cempasuchil program")
    args.out.mkdir(parents=True, exist_ok=True)
    tarball = make_tarball(bundle, args.out, ver)
    deb = make_deb(bundle, args.out, ver, args.screenshots_url) if shutil.which("dpkg-deb") else None
    print(json.dumps({
        "version": ver,
        "bundle_bytes": folder_size(bundle),
        "tar_gz": str(tarball), "tar_gz_bytes": tarball.stat().st_size,
        "deb": str(deb) if deb else None, "deb_bytes": deb.stat().st_size if deb else None,
    }))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
