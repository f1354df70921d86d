"""PySide6 must not drop references to None: 6.12.0 did, aborting the game after many Qt calls."""

from __future__ import annotations

import subprocess
import sys
import textwrap


def test_many_qt_calls_leave_none_alone() -> None:
    # In a child process: with the bug, the interpreter aborts ("none_dealloc").
    code = textwrap.dedent("""
        import os, sys
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        from PySide6.QtCore import QPointF
        from PySide6.QtWidgets import QApplication, QGraphicsRectItem, QLabel
        app = QApplication([])
        label, item = QLabel(), QGraphicsRectItem()
        before = sys.getrefcount(None)
        for _ in range(20000):
            label.setText("x")
            item.setPos(QPointF(1, 2))
            item.update()
        print(sys.getrefcount(None) - before)
    """)
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert abs(int(proc.stdout.strip())) < 100
