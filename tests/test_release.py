"""tools/release.py packs a bundle into the Linux release packages (here a stand-in bundle: the real
one is built and its packages run by .ci/run)."""
import datetime
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

from game import DESKTOP_ID as ID
from game import registry

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("release", ROOT / "tools" / "release.py")
release = importlib.util.module_from_spec(spec)
spec.loader.exec_module(release)


@pytest.fixture
def bundle(tmp_path):
    folder = tmp_path / "Cempasuchil"
    (folder / "_internal").mkdir(parents=True)
    program = folder / "Cempasuchil"
    program.write_text("#!/bin/sh\necho stand-in\n")
    program.chmod(0o755)
    with zipfile.ZipFile(folder / "_internal" / "base_library.zip", "w") as z:
        z.writestr("os.pyc", b"")
    return folder


def test_the_version_is_one_number():
    import tomllib

    from game import __version__

    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert "version" not in project and "version" in project["dynamic"]
    assert release.version() == __version__


def test_the_archive_holds_what_a_player_needs(bundle, tmp_path):
    path = release.make_tarball(bundle, tmp_path / "out", "9.8.7")
    assert path.name == "Cempasuchil-9.8.7-linux-x86_64.tar.gz"
    with tarfile.open(path) as tar:
        names = set(tar.getnames())
        program = tar.getmember("Cempasuchil-9.8.7/Cempasuchil")
        readme = tar.extractfile("Cempasuchil-9.8.7/README.txt").read().decode()
    top = "Cempasuchil-9.8.7/"
    for size in release.ICON_SIZES:
        assert f"{top}icons/hicolor/{size}x{size}/apps/{ID}.png" in names
    for name in (f"{ID}.desktop", "install-desktop-entry.sh", "licenses/fonts-LICENSE-Lato.txt",
                 "_internal/base_library.zip"):
        assert top + name in names
    assert program.mode & 0o111 and program.uid == 0
    assert "9.8.7" in readme and "@" not in readme


@pytest.mark.skipif(shutil.which("dpkg-deb") is None, reason="dpkg-deb is not installed")
def test_the_deb_installs_the_program_its_launcher_entry_and_icons(bundle, tmp_path):
    path = release.make_deb(bundle, tmp_path / "out", "9.8.7")
    assert path.name == "cempasuchil_9.8.7_amd64.deb"
    info = subprocess.run(["dpkg-deb", "--field", str(path), "Package", "Version", "Architecture"],
                          capture_output=True, text=True, check=True).stdout
    assert info.split() == ["Package:", "cempasuchil", "Version:", "9.8.7", "Architecture:", "amd64"]
    contents = subprocess.run(["dpkg-deb", "--contents", str(path)], capture_output=True, text=True,
                              check=True).stdout
    for name in ("./usr/lib/games/cempasuchil/Cempasuchil",
                 "./usr/share/doc/cempasuchil/copyright", "./usr/share/doc/cempasuchil/changelog.gz",
                 "./usr/share/man/man6/cempasuchil.6.gz", f"./usr/share/applications/{ID}.desktop", f"./usr/share/metainfo/{ID}.metainfo.xml",
                 f"./usr/share/icons/hicolor/256x256/apps/{ID}.png"):
        assert any(line.endswith(" " + name) for line in contents.splitlines()), name
    assert "root/root" in contents and "@" not in release.metainfo("1", "2026-01-01")
    assert "./usr/games/cempasuchil -> ../lib/games/cempasuchil/Cempasuchil" in contents
    assert " ./opt/" not in contents  # Debian policy: a package puts nothing in /opt


@pytest.mark.skipif(shutil.which("lintian") is None or shutil.which("dpkg-deb") is None,
                    reason="lintian is not installed (apt-get install lintian)")
def test_lintian_finds_no_error_or_warning_in_the_deb(bundle, tmp_path):
    """Copyright file, changelog, a maintainer's real address, a game in /usr/games for the games
    section, nothing in /opt, a manual page for the command (.ci/run runs it on the real bundle)."""
    path = release.make_deb(bundle, tmp_path / "out", "9.8.7")
    done = subprocess.run(["lintian", "--no-cfg", "--fail-on", "error,warning", str(path)],
                          capture_output=True, text=True, timeout=300)
    tags = [line for line in done.stdout.splitlines() if line[:2] in ("E:", "W:")]
    assert done.returncode == 0 and tags == [], done.stdout + done.stderr


def test_the_debs_libraries_are_not_executable(bundle, tmp_path):
    library = bundle / "_internal" / "libthing.so.1"
    library.write_bytes(b"\x7fELF")
    library.chmod(0o755)
    path = release.make_deb(bundle, tmp_path / "out", "1.0")
    contents = subprocess.run(["dpkg-deb", "--contents", str(path)], capture_output=True, text=True,
                              check=True).stdout.splitlines()
    modes = {line.split()[-1]: line.split()[0] for line in contents if " -> " not in line}
    assert modes["./usr/lib/games/cempasuchil/_internal/libthing.so.1"] == "-rw-r--r--"
    assert modes["./usr/lib/games/cempasuchil/Cempasuchil"] == "-rwxr-xr-x"


@pytest.mark.skipif(shutil.which("patchelf") is None, reason="patchelf is not installed")
def test_the_build_machines_library_paths_are_cleared(tmp_path):
    """A pyenv Python's libraries ask the loader to look in /root/.pyenv/...: not on a player's system."""
    folder = tmp_path / "bundle"
    folder.mkdir()
    for name, rpath in (("a.so", "/root/.pyenv/versions/3.11.7/lib"), ("b.so", "$ORIGIN/../libs:/usr/local/lib"),
                        ("c.so", "$ORIGIN")):
        shutil.copy2(sys.executable if Path(sys.executable).read_bytes()[:4] == b"\x7fELF" else "/bin/true",
                     folder / name)
        subprocess.run(["patchelf", "--set-rpath", rpath, str(folder / name)], check=True)
    cleared = release.clear_build_runpaths(folder)
    assert sorted(p.name for p in cleared) == ["a.so", "b.so"]
    rpaths = {name: subprocess.run(["patchelf", "--print-rpath", str(folder / name)], capture_output=True,
                                   text=True, check=True).stdout.strip() for name in ("a.so", "b.so", "c.so")}
    assert rpaths == {"a.so": "", "b.so": "$ORIGIN/../libs", "c.so": "$ORIGIN"}


def test_the_deb_docs_say_who_what_changed_and_whose_code(tmp_path, monkeypatch):
    import gzip

    sys.path.insert(0, str(ROOT / "tools"))
    import deb_docs

    monkeypatch.delenv("DEBEMAIL", raising=False)
    monkeypatch.delenv("DEBFULLNAME", raising=False)
    assert deb_docs.maintainer("owner/repo") == "Cempasuchil developers <owner@users.noreply.github.com>"
    monkeypatch.setenv("DEBEMAIL", "me@example.org")
    monkeypatch.setenv("DEBFULLNAME", "Me")
    assert deb_docs.maintainer("owner/repo") == "Me <me@example.org>"
    text = deb_docs.debian_changelog("cempasuchil", CHANGES.replace(
        "- **0.1.0**", "- **0.2.0** (not yet released): more `games`,\n  and more.\n\n- **0.1.0**"), "Me <me@example.org>",
        datetime.date(2026, 12, 2))
    assert text.startswith("cempasuchil (0.2.0) unstable; urgency=medium\n\n  * more games, and more.\n\n"
                           " -- Me <me@example.org>  Wed, 02 Dec 2026 12:00:00 +0000\n")
    assert "cempasuchil (0.1.0) unstable" in text and "Fri, 02 Jan 2026" in text
    assert gzip.decompress(deb_docs.gzipped(text)).decode() == text
    assert deb_docs.gzipped(text) == deb_docs.gzipped(text)  # no time in the header
    folder = tmp_path / "Cempasuchil"
    for name in ("_internal/pygame_ce.libs/libSDL2-2-abc.so.0", "_internal/assets/fonts/Lato-Bold.ttf",
                 "_internal/pygame_gui/__init__.pyc"):
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_bytes(b"")
    copyright = deb_docs.copyright_file("cempasuchil", "usr/lib/games/cempasuchil", folder, "Cempasuchil",
                                        "https://github.com/owner/repo")
    assert copyright.startswith("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/")
    assert "Files: usr/lib/games/cempasuchil/_internal/pygame_ce.libs/libSDL2-*\n" in copyright
    assert "Files: usr/lib/games/cempasuchil/_internal/assets/fonts/Lato*\n" in copyright
    for licence in ("Zlib", "Expat", "OFL-1.1"):
        assert f"\nLicense: {licence}\n " in copyright  # each licence named has its paragraph
    assert "libFLAC" not in copyright  # only what the bundle carries




def test_the_deb_depends_on_the_glibc_its_libraries_ask_for(bundle, tmp_path):
    lib = bundle / "_internal" / "libthing.so.1"
    lib.write_bytes(b"\x7fELF" + b"\0" * 40 + b"GLIBC_2.4\0GLIBC_2.34\0GLIBC_2.17\0")
    (bundle / "_internal" / "notes.txt").write_bytes(b"GLIBC_9.9")  # not a program: no need
    assert release.glibc_needed(bundle) == "2.34"
    path = release.make_deb(bundle, tmp_path / "out", "1.0")
    depends = subprocess.run(["dpkg-deb", "--field", str(path), "Depends"], capture_output=True, text=True,
                             check=True).stdout.strip()
    assert depends == "libc6 (>= 2.34), libstdc++6"


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils is not installed")
def test_the_desktop_entry_validates(tmp_path):
    entry = tmp_path / f"{ID}.desktop"
    entry.write_text(release.filled(release.DESKTOP, EXEC="cempasuchil"))
    done = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream is not installed")
def test_the_metainfo_validates(tmp_path):
    meta = tmp_path / f"{ID}.metainfo.xml"
    meta.write_text(release.metainfo("1.0.0", "2026-11-28", "https://example.org/shots/"))
    assert meta.read_text().count("<screenshot") == len(registry.games()) + 1  # + <screenshots>
    done = subprocess.run(["appstreamcli", "validate", "--no-net", str(meta)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr  # no warning overridden
    # the check can fail: a screenshot without its picture
    meta.write_text(meta.read_text().replace("https://example.org/shots/", "", 1).replace(
        f"{next(iter(registry.games()))}.png</image>", "</image>", 1))
    done = subprocess.run(["appstreamcli", "validate", "--no-net", str(meta)], capture_output=True, text=True)
    assert done.returncode != 0, done.stdout


def test_one_reverse_dns_id_names_the_entry_the_metainfo_the_icons_and_the_window():
    """AppStream asks for a reverse-DNS id (io.github.<owner>.<name> for a project on GitHub); the
    desktop matches the window to its entry by the class and the entry's name, the icon by its name."""
    import re

    assert re.fullmatch(r"io\.github\.cempasuchil\.Cempasuchil", ID)
    assert release.DESKTOP.name == f"{ID}.desktop" and release.METAINFO.name == f"{ID}.metainfo.xml"
    entry = release.DESKTOP.read_text(encoding="utf-8")
    assert f"\nIcon={ID}\n" in entry and f"\nStartupWMClass={ID}\n" in entry
    meta = release.metainfo("1.0", "2026-01-01")
    assert f"<id>{ID}</id>" in meta and f'<launchable type="desktop-id">{ID}.desktop</launchable>' in meta
    assert "<binary>cempasuchil</binary>" in meta  # the command keeps its name
    assert f"ID={ID}\n" in (release.LINUX / "install-desktop-entry.sh").read_text(encoding="utf-8")


def test_the_menu_entry_script_adds_the_entry_and_removes_it_and_an_older_one(bundle, tmp_path):
    """install-desktop-entry.sh of the archive: adds the entry and icons under the id, takes away an
    entry made by an older archive (named cempasuchil) on the way, and --remove leaves nothing."""
    path = release.make_tarball(bundle, tmp_path / "out", "9.8.7")
    with tarfile.open(path) as tar:
        tar.extractall(tmp_path / "unpacked", filter="data")
    here = tmp_path / "unpacked" / "Cempasuchil-9.8.7"
    data = tmp_path / "data"
    old_entry = data / "applications" / "cempasuchil.desktop"
    old_icon = data / "icons" / "hicolor" / "48x48" / "apps" / "cempasuchil.png"
    for old in (old_entry, old_icon):
        old.parent.mkdir(parents=True, exist_ok=True)
        old.write_text("an older version's")
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "XDG_DATA_HOME": str(data)}
    subprocess.run([str(here / "install-desktop-entry.sh")], env=env, check=True, capture_output=True)
    entry = data / "applications" / f"{ID}.desktop"
    assert f'Exec="{here}/Cempasuchil"' in entry.read_text(encoding="utf-8")
    assert (data / "icons" / "hicolor" / "256x256" / "apps" / f"{ID}.png").is_file()
    assert not old_entry.exists() and not old_icon.exists()  # an upgrade leaves one entry in the menu
    old_entry.write_text("an older version's")
    subprocess.run([str(here / "install-desktop-entry.sh"), "--remove"], env=env, check=True, capture_output=True)
    left = [p for p in data.rglob("*") if p.is_file() and p.name != "mimeinfo.cache"]  # (the desktop's index)
    assert left == []


def test_each_game_has_a_screenshot_the_metainfo_points_at():
    import pygame

    xml = release.screenshots_xml("https://example.org/shots/")
    for gid, info in registry.games().items():
        picture = pygame.image.load(str(release.SCREENSHOTS / f"{gid}.png"))
        assert picture.get_size() == (1280, 720)
        assert (release.SCREENSHOTS / f"{gid}.png").stat().st_size < 1_000_000
        assert f">https://example.org/shots/{gid}.png</image>" in xml and f"<caption>{info.title} " in xml
    assert xml.count('type="default"') == 1
    assert xml.count('<image type="source" width="1280" height="720">') == len(registry.games())
    assert release.default_screenshots_url().endswith("/docs/screenshots")


def test_a_game_without_a_picture_has_no_screenshot(tmp_path):
    assert release.screenshots_xml("https://example.org", tmp_path) == ""
    first = next(iter(registry.games()))
    shutil.copy2(release.SCREENSHOTS / f"{first}.png", tmp_path / f"{first}.png")
    xml = release.screenshots_xml("https://example.org", tmp_path)
    assert xml.count("<screenshot") == 2 and f"https://example.org/{first}.png" in xml


def test_render_screenshots_uses_the_shot_command_for_each_game(tmp_path, monkeypatch):
    import pygame

    shots = release.screenshot_shots()
    assert list(shots) == list(registry.games())
    assert all(name.split("/")[0] == gid and name.split("/")[1] in release.SCREENSHOT_KINDS
               for gid, name in shots.items())
    first = next(iter(shots))
    (path,) = release.render_screenshots(tmp_path, slim=False, only=[first])  # one game's alone (a new game's)
    assert path == tmp_path / f"{first}.png" and pygame.image.load(str(path)).get_size() == (1280, 720)


CHANGES = "# Changes\n\nNewest first.\n\n- **0.1.0** (2026-01-02): the first.\n"


def test_a_release_adds_its_line_to_the_changelog_newest_first(tmp_path):
    path = tmp_path / "CHANGELOG.md"
    path.write_text(CHANGES)
    line = release.add_changelog_entry(path, "0.2.0", "2026-12-01", "  more games. ")
    assert line == "- **0.2.0** (2026-12-01): more games."
    assert path.read_text() == CHANGES.replace("- **0.1.0**", line + "\n- **0.1.0**")
    with pytest.raises(SystemExit, match="already has a line"):
        release.add_changelog_entry(path, "0.2.0", "2026-12-02", "again")
    with pytest.raises(SystemExit, match="say what is new"):
        release.add_changelog_entry(path, "0.3.0", "2026-12-02", " ")


def test_a_line_left_as_not_yet_released_is_dated(tmp_path):
    path = tmp_path / "CHANGELOG.md"
    path.write_text(CHANGES.replace("- **0.1.0** (2026-01-02)", "- **0.2.0** (not yet released): more.\n- **0.1.0** (2026-01-02)"))
    with pytest.raises(SystemExit, match="to date it"):
        release.add_changelog_entry(path, "0.2.0", "2026-12-01", "text")
    assert release.add_changelog_entry(path, "0.2.0", "2026-12-01", "") == "- **0.2.0** (2026-12-01): more."
    assert "not yet released" not in path.read_text() and path.read_text().count("- **") == 2


def test_the_real_changelog_has_a_line_for_this_version():
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    assert f"- **{release.version()}** (" in text


_filter = importlib.util.spec_from_file_location("bundle_filter", ROOT / "tools" / "bundle_filter.py")
bundle_filter = importlib.util.module_from_spec(_filter)
_filter.loader.exec_module(bundle_filter)
_OPENED: list[str] = []  # files under pygame_gui/data opened while recording
_RECORDING = []


def _record_opens(event, args):
    if _RECORDING and event == "open" and isinstance(args[0], (str, Path)):
        path = Path(args[0]).as_posix()
        if "/pygame_gui/data/" in path:
            _OPENED.append("pygame_gui/data/" + path.split("/pygame_gui/data/", 1)[1])


@pytest.mark.slow  # opens every screen of every game: two minutes (a soak: pytest -m slow)
def test_pygame_gui_opens_no_data_file_the_bundle_leaves_out(tmp_path, monkeypatch):
    """The UIManager, and every screen (the shell's and one table, rules and end of each game),
    read from pygame_gui/data only files that build.spec keeps."""
    import sys

    from client import shots
    from game import registry

    sys.addaudithook(_record_opens)  # audit hooks cannot be removed: it records only while asked
    names = sorted(shots.shot_builders())
    chosen = [n for n in names if "/" not in n]
    for gid in registry.games():
        own = [n for n in names if n.startswith(gid + "/")]
        chosen += [n for n in own if n.split("/")[1] in ("table", "rules", "end", "new-game")] or own[:1]
    _OPENED.clear()
    _RECORDING.append(True)
    try:
        for name in chosen:
            shots.render_shot(name, out=tmp_path / "shot.png")
    finally:
        _RECORDING.clear()
    assert any(p.endswith("NotoSans-Regular.ttf") for p in _OPENED)  # the recording works
    assert [p for p in _OPENED if bundle_filter.left_out(p)] == [], sorted(set(_OPENED))
    assert bundle_filter.left_out("pygame_gui/data/NotoSans-Bold.ttf")
    assert not bundle_filter.left_out("pygame_gui/data/NotoSans-Regular.ttf")


def test_release_prints_only_its_json_line_on_stdout(tmp_path):
    """Whatever the build says (a pygame banner, fontTools' lines) goes to stderr: stdout is the one
    JSON line a script reads. Here a stand-in PyInstaller prints like the real one and makes a bundle."""
    fake = tmp_path / "fake" / "PyInstaller"
    fake.mkdir(parents=True)
    (fake / "__init__.py").write_text("")
    (fake / "__main__.py").write_text(
        "import sys, os, logging\n"
        "print('pygame-ce 2.5.8 (SDL 2.32.10, Python 3.11.7)')\n"
        "logging.basicConfig(stream=sys.stdout, level=logging.INFO)\n"
        "logging.getLogger('fontTools.subset').info('GPOS pruned')\n"
        "dist = sys.argv[sys.argv.index('--distpath') + 1]\n"
        "os.makedirs(os.path.join(dist, 'Cempasuchil', '_internal'))\n"
        "with open(os.path.join(dist, 'Cempasuchil', 'Cempasuchil'), 'w') as f:\n"
        "    f.write('#!/bin/sh\\n')\n"
        "os.chmod(os.path.join(dist, 'Cempasuchil', 'Cempasuchil'), 0o755)\n")
    env = {k: v for k, v in os.environ.items() if k != "PYGAME_HIDE_SUPPORT_PROMPT"}
    env["PYTHONPATH"] = os.pathsep.join([str(fake.parent), str(ROOT)])
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "release.py"), "--work", str(tmp_path / "work"),
                           "--out", str(tmp_path / "out")], cwd=tmp_path, env=env, capture_output=True, text=True,
                          timeout=300, stdin=subprocess.DEVNULL)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert len(lines) == 1 and json.loads(lines[0])["version"] == release.version(), done.stdout
    assert "pygame-ce" in done.stderr and "GPOS pruned" in done.stderr
