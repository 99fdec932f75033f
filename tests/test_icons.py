"""tools/icons.py: the Windows .ico and macOS .icns made from the program's icon, parsed back."""
import importlib.util
import io
import struct
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parent.parent


def _load(name):
    spec = importlib.util.spec_from_file_location(name, ROOT / "tools" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


icons = _load("icons")
release = _load("release")


@pytest.fixture(scope="module")
def made(tmp_path_factory):
    return icons.write_icons(tmp_path_factory.mktemp("icons"))


def _picture(png: bytes) -> pygame.Surface:
    return pygame.image.load(io.BytesIO(png), "icon.png")


def test_the_ico_holds_a_png_at_each_linux_icon_size(made):
    ico, _ = made
    pictures = icons.read_ico(ico.read_bytes())
    assert sorted(pictures) == sorted(release.ICON_SIZES)  # the same sizes as the Linux icons
    for size, png in pictures.items():
        assert _picture(png).get_size() == (size, size)
    # the 256-pixel picture is the source itself, pixel for pixel
    source = pygame.image.load(str(icons.ICON))
    big = _picture(pictures[256])
    assert pygame.image.tobytes(big, "RGBA") == pygame.image.tobytes(source, "RGBA")


def test_the_icns_holds_png_blocks_of_the_sizes_macos_names(made):
    _, icns = made
    data = icns.read_bytes()
    pictures = icons.read_icns(data)
    assert sorted(pictures) == list(icons.ICNS_SIZES)
    for size, png in pictures.items():
        assert _picture(png).get_size() == (size, size)
    assert data[8:12] == b"icp4"  # the first block: 16 pixels


def test_the_small_pictures_keep_the_icon_s_colours(made):
    ico, _ = made
    small = _picture(icons.read_ico(ico.read_bytes())[16])
    source = pygame.transform.smoothscale(pygame.image.load(str(icons.ICON)), (16, 16))
    assert pygame.image.tobytes(small, "RGBA") == pygame.image.tobytes(source, "RGBA")


def test_pillow_reads_both_files_as_we_wrote_them(made):
    Image = pytest.importorskip("PIL.Image")
    ico, icns = made
    with Image.open(ico) as picture:
        assert picture.format == "ICO"
        assert {s[0] for s in picture.info["sizes"]} == set(release.ICON_SIZES)
    with Image.open(icns) as picture:
        assert picture.format == "ICNS" and picture.size == (256, 256)


def test_a_broken_file_is_refused():
    png = icons.png_sizes(sizes=(16,))[16]
    ico = icons.ico_bytes({16: png})
    assert icons.read_ico(ico) == {16: png}
    with pytest.raises(ValueError):
        icons.read_ico(ico[:-10])  # the PNG cut short
    icns = icons.icns_bytes({16: png})
    assert icons.read_icns(icns) == {16: png}
    with pytest.raises(ValueError):
        icons.read_icns(icns[:-10])  # the length in the header no longer matches
    with pytest.raises(ValueError):
        icons.read_icns(b"icns" + struct.pack(">I", 16) + b"zzzz" + struct.pack(">I", 8))
    with pytest.raises(ValueError):
        icons.ico_bytes({512: png})
