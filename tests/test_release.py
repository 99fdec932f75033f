"""tools/release.py packs a bundle into the Linux release packages (here a stand-in bundle: the real
one is built and its packages run by .ci/run)."""
import importlib.util
import shutil
import subprocess
import tarfile
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
    (folder / "_internal" / "base_library.zip").write_bytes(b"PK")
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
    for name in ("./opt/cempasuchil/Cempasuchil", "./usr/bin/cempasuchil",
                 f"./usr/share/applications/{ID}.desktop", f"./usr/share/metainfo/{ID}.metainfo.xml",
                 f"./usr/share/icons/hicolor/256x256/apps/{ID}.png"):
        assert any(line.endswith(" " + name) for line in contents.splitlines()), name
    assert "root/root" in contents and "@" not in release.metainfo("1", "2026-01-01")


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
    monkeypatch.setattr(release, "screenshot_shots", lambda: {first: shots[first]})  # one game: quicker
    (path,) = release.render_screenshots(tmp_path, slim=False)
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

    from game import registry, shots

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
