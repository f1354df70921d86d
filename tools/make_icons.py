"""Render the app icon (resources/icons/hand.svg) to the files installers need.

Run from the repository root (packaging/build.py runs it)::

    uv run python tools/make_icons.py OUT_DIR

writes into OUT_DIR:

* ``png/hand-desktop-<N>.png`` for N in 16..1024 (the hicolor sizes, the .deb's icons);
* ``hand-desktop.ico`` (Windows: 16 to 256 pixels, each a PNG inside the ICO, as
  Windows Vista and later read it);
* ``hand-desktop.icns`` (macOS: 16 to 1024 pixels, PNG-based ``icp4``..``ic10`` entries).

The SVG is rendered with QtSvg (PySide6, already a dependency); the .ico and
.icns containers are simple enough to write here, so no imaging library is needed.
"""

from __future__ import annotations

import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SVG = ROOT / "resources" / "icons" / "hand.svg"
PNG_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512, 1024)
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# The PNG-holding ICNS types, by size (Apple's "icp4".."ic10"; ic10 is 512@2x).
ICNS_TYPES = ((16, b"icp4"), (32, b"icp5"), (64, b"icp6"), (128, b"ic07"),
              (256, b"ic08"), (512, b"ic09"), (1024, b"ic10"))


def render_png(svg: Path, size: int) -> bytes:
    """The SVG drawn on a transparent square of ``size`` pixels, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _ = QGuiApplication.instance() or QGuiApplication(["make_icons", "-platform", "offscreen"])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"make_icons: {svg} is not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def ico(pngs: dict[int, bytes]) -> bytes:
    """An ICO file holding each PNG (ICONDIR, one ICONDIRENTRY each, then the images)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, images = b"", b""
    for size in sizes:
        data = pngs[size]
        side = 0 if size >= 256 else size  # 0 means 256 in an ICONDIRENTRY
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        images += data
        offset += len(data)
    return header + entries + images


def icns(pngs: dict[int, bytes]) -> bytes:
    """An ICNS file: "icns", the total length, then (type, length, PNG) for each size."""
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
                    for size, kind in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def make_icons(out: Path, svg: Path = SVG) -> list[Path]:
    """Write every icon file into ``out``; returns the paths written."""
    pngs = {size: render_png(svg, size) for size in PNG_SIZES}
    (out / "png").mkdir(parents=True, exist_ok=True)
    written = []
    for size, data in pngs.items():
        path = out / "png" / f"hand-desktop-{size}.png"
        path.write_bytes(data)
        written.append(path)
    for name, data in (("hand-desktop.ico", ico({s: pngs[s] for s in ICO_SIZES})),
                       ("hand-desktop.icns", icns(pngs))):
        (out / name).write_bytes(data)
        written.append(out / name)
    return written


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: make_icons.py OUT_DIR", file=sys.stderr)
        return 2
    for path in make_icons(Path(args[0])):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
