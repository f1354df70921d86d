"""Application start-up: one QApplication, one main window."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow


def run(argv: list[str]) -> int:
    """Create the application and its window, then run the event loop."""
    app = QApplication.instance() or QApplication(argv)
    window = QMainWindow()
    window.setWindowTitle(QCoreApplication.translate("MainWindow", "Hand"))
    label = QLabel(
        QCoreApplication.translate("MainWindow", "The table is being built. The rules engine is ready."),
        window,
    )
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    window.setCentralWidget(label)
    window.resize(1024, 700)
    window.show()
    return app.exec()
