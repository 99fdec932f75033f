"""The program's icon for Windows (``.ico``) and macOS (``.icns``), made from its PNG.

    python tools/icons.py OUT_FOLDER          # writes OUT_FOLDER/cempasuchil.ico and .icns

Both formats are containers of PNG pictures, so each size is scaled with pygame (as the Linux
icons of tools/release.py are) and stored as a PNG:

* ``.ico``: a 6-byte header (0, type 1, count), then one 16-byte entry per picture (width and
  height, 0 meaning 256; colours, reserved, planes 1, 32 bits per pixel, byte size, offset), then
  the PNGs. Windows Vista and later read PNG pictures inside.
* ``.icns``: ``icns`` and the file's byte size (big-endian), then one block per picture: a 4-letter
  type naming its size, the block's byte size (8 + the PNG's), the PNG.

``read_ico`` and ``read_icns`` parse both back (the tests and build.spec use them).
"""
from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICON = ROOT / "assets" / "sprites" / "ui" / "icon.png"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# icns types that hold a PNG, by pixel size (the @2x types share sizes with plain ones: one each)
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09", 1024: b"ic10"}
ICNS_SIZES = (16, 32, 64, 128, 256)  # not above the source's 256 pixels: no upscaled blur
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def png_sizes(source: Path = ICON, sizes=ICO_SIZES) -> dict[int, bytes]:
    """The icon scaled to each size, as PNG bytes."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    picture = pygame.image.load(str(source))
    out = {}
    for size in sizes:
        scaled = picture if picture.get_size() == (size, size) else pygame.transform.smoothscale(picture, (size, size))
        buffer = io.BytesIO()
        pygame.image.save(scaled, buffer, "png")
        out[size] = buffer.getvalue()
    return out


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, payload = b"", b""
    for size in sizes:
        if not 1 <= size <= 256:
            raise ValueError(f".ico pictures are 1 to 256 pixels, not {size}")
        data = pngs[size]
        side = 0 if size == 256 else size
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset + len(payload))
        payload += data
    return header + entries + payload


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    blocks = b""
    for size in sorted(pngs):
        if size not in ICNS_TYPES:
            raise ValueError(f".icns has no PNG type for {size} pixels")
        blocks += ICNS_TYPES[size] + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
    return b"icns" + struct.pack(">I", 8 + len(blocks)) + blocks


def read_ico(data: bytes) -> dict[int, bytes]:
    """{pixel size: PNG bytes} of an .ico made of PNG pictures; ValueError if it is anything else."""
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    if reserved != 0 or kind != 1:
        raise ValueError("not an .ico file")
    out = {}
    for i in range(count):
        w, h, _colours, _res, planes, bits, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        png = data[offset:offset + length]
        if len(png) != length or not png.startswith(PNG_MAGIC):
            raise ValueError(f".ico entry {i} is not a whole PNG")
        if w != h or planes != 1 or bits != 32:
            raise ValueError(f".ico entry {i}: {w}x{h}, {planes} planes, {bits} bits")
        out[w or 256] = png
    return out


def read_icns(data: bytes) -> dict[int, bytes]:
    """{pixel size: PNG bytes} of an .icns made of PNG blocks; ValueError if it is anything else."""
    if data[:4] != b"icns" or struct.unpack_from(">I", data, 4)[0] != len(data):
        raise ValueError("not an .icns file (or its length is wrong)")
    by_type = {v: k for k, v in ICNS_TYPES.items()}
    out, at = {}, 8
    while at < len(data):
        kind, length = data[at:at + 4], struct.unpack_from(">I", data, at + 4)[0]
        png = data[at + 8:at + length]
        if kind not in by_type or length < 8 or at + length > len(data) or not png.startswith(PNG_MAGIC):
            raise ValueError(f".icns block {kind!r} at {at} is not a whole PNG of a known size")
        out[by_type[kind]] = png
        at += length
    return out


def write_icons(folder: Path, source: Path = ICON) -> tuple[Path, Path]:
    """``folder/cempasuchil.ico`` and ``folder/cempasuchil.icns``, made from ``source``."""
    folder.mkdir(parents=True, exist_ok=True)
    pngs = png_sizes(source, sorted(set(ICO_SIZES) | set(ICNS_SIZES)))
    ico, icns = folder / "cempasuchil.ico", folder / "cempasuchil.icns"
    ico.write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    icns.write_bytes(icns_bytes({s: pngs[s] for s in ICNS_SIZES}))
    return ico, icns


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit("usage: python tools/icons.py OUT_FOLDER")
    for path in write_icons(Path(sys.argv[1])):
        print(path)
