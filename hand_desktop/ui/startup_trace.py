"""Where start-up time goes: ``HAND_DESKTOP_STARTUP_TRACE=PATH`` writes one line per step.

Each line is ``STEP UNIX_TIME RSS_KB`` (the wall clock, so that the benchmark can
subtract the moment it started the process, and this process's resident memory).
Steps: ``run`` (the app module is imported and ``run`` entered), ``qt`` (QtCore and
QtWidgets imported), ``qapplication``, ``instance_lock``, ``settings`` (read),
``translations`` (catalogues, direction, font), ``window_module`` (imported), ``window``
(the main window built), ``first_paint`` (the main window painted), ``welcome_paint`` (the
welcome page's Play now button painted: what a player can act on first), ``resource_check``
(the game's own files checked, after those paints), and any step a module adds with
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


def watch_paint(widget: QWidget, name: str) -> None:
    """Record ``name`` when ``widget`` first paints (the welcome page's Play now button:
    the first thing of the start a player can act on).

    The filter sits on that widget, never on the application: a filter there is handed
    every event of every object, and shiboken, to give Python each receiver as its most
    derived type, creates the Python types (and their enums) of some 150 Qt classes the
    game never uses: 20 ms and megabytes that only the measured start would pay.
    """
    if _path is None:
        return
    from PySide6.QtCore import QEvent, QObject

    class Watcher(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                step(name)
                watched.removeEventFilter(self)
            return False

    widget.installEventFilter(Watcher(widget))
