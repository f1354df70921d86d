"""Where start-up time goes: ``HAND_DESKTOP_STARTUP_TRACE=PATH`` writes one line per step.

Each line is ``STEP UNIX_TIME RSS_KB`` (the wall clock, so that the benchmark can
subtract the moment it started the process, and this process's resident memory).
Steps: ``run`` (the app module is imported and ``run`` entered), ``qt`` (QtCore and
QtWidgets imported), ``qapplication``, ``instance_lock``, ``settings`` (read),
``translations`` (catalogues, direction, font), ``window_module`` (imported), ``window``
(the main window built), ``first_paint`` (the main window painted), ``dialog_paint`` (the
first dialog over it painted: the new-game dialog or a question), ``resource_check`` (the
game's own files checked, after those paints), and any step a module adds with
:func:`step`. Without the variable nothing is done.
"""

from __future__ import annotations

import os
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # Qt is imported only when the trace is on
    from PySide6.QtWidgets import QWidget

TRACE_ENV = "HAND_DESKTOP_STARTUP_TRACE"

_path = os.environ.get(TRACE_ENV) or None
_seen: set[str] = set()


def rss_kb() -> int:
    """This process's resident memory in kB (Linux), or 0 where /proc is missing."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def step(name: str) -> None:
    """Record that ``name`` is done (the first time only)."""
    if _path is None or name in _seen:
        return
    _seen.add(name)
    try:
        with open(_path, "a", encoding="ascii") as out:
            out.write(f"{name} {time.time():.6f} {rss_kb()}\n")
    except OSError:
        pass  # a benchmark aid: never a reason to fail


def watch_dialogs(window: QWidget) -> None:
    """Record ``dialog_paint`` when the first dialog over ``window`` (any QDialog child,
    message boxes too) paints.

    The filter sits on the window, then on the dialog, never on the application: a
    filter there is handed every event of every object, and shiboken, to give Python
    each receiver as its most derived type, creates the Python types (and their enums)
    of some 150 Qt classes the game never uses: 20 ms and megabytes that only the
    measured start would pay.
    """
    if _path is None:
        return
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QDialog

    class Watcher(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            kind = event.type()
            if kind == QEvent.Type.ChildPolished and watched is window:
                child = event.child()  # type: ignore[attr-defined]
                if isinstance(child, QDialog):
                    child.installEventFilter(self)
            elif kind == QEvent.Type.Paint and isinstance(watched, QDialog):
                step("dialog_paint")
                watched.removeEventFilter(self)
                window.removeEventFilter(self)
            return False

    window.installEventFilter(Watcher(window))
