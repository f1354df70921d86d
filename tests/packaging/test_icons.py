"""The app icon: one SVG rendered to PNG sizes, an ICO and an ICNS whose headers are right.

(``qapp`` first: make_icons would otherwise create a QGuiApplication, and the widget
tests after these need a QApplication.)"""

from __future__ import annotations

import struct
from pathlib import Path

import make_icons
from PySide6.QtGui import QImage


def test_icons_are_rendered_in_every_size(qapp: object, tmp_path: Path) -> None:
    make_icons.make_icons(tmp_path)
    for size in make_icons.PNG_SIZES:
        image = QImage(str(tmp_path / "png" / f"hand-desktop-{size}.png"))
        assert (image.width(), image.height()) == (size, size)
        # Drawn, not blank: the felt in the middle, transparent corners.
        assert image.pixelColor(size // 2, size // 8).alpha() == 255
        assert image.pixelColor(0, 0).alpha() == 0


def test_ico_holds_each_size_as_png(qapp: object, tmp_path: Path) -> None:
    make_icons.make_icons(tmp_path)
    data = (tmp_path / "hand-desktop.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind, count) == (0, 1, len(make_icons.ICO_SIZES))
    for index, size in enumerate(make_icons.ICO_SIZES):
        width, height, _, _, planes, bits, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * index)
        assert (width or 256, height or 256, planes, bits) == (size, size, 1, 32)
        image = QImage.fromData(data[offset:offset + length], "PNG")
        assert image.width() == size


def test_icns_holds_the_png_types(qapp: object, tmp_path: Path) -> None:
    make_icons.make_icons(tmp_path)
    data = (tmp_path / "hand-desktop.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack_from(">I", data, 4)[0] == len(data)
    seen, offset = {}, 8
    while offset < len(data):
        kind, length = data[offset:offset + 4], struct.unpack_from(">I", data, offset + 4)[0]
        seen[kind] = QImage.fromData(data[offset + 8:offset + length], "PNG").width()
        offset += length
    assert seen == {kind: size for size, kind in make_icons.ICNS_TYPES}
