"""Every dialog wholly on its screen, title bar included (issue 28).

At 1024x640 some Arabic dialogs were taller than the screen; Qt placed them at its top and
the window manager, to show their bottom, pushed their title bar above the screen, where
it cannot be taken to move them. Each dialog (and window of its own: lessons, review)
calls :func:`fit_on_show` from its ``showEvent``: it is made no larger than the screen's
available geometry less the window manager's frame, and placed centred on the main window
where it fits, else as near as it can while wholly on screen; and when the game resizes it
once shown (its rows measured again with the screen's fonts, pictures loaded, house rules
opened, a round added), it stays centred where it was, and wholly on screen.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QMargins, QObject, QPoint, QPointF, QRect, QRectF, QSize, QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QWidget

# The frame a window manager puts around a window (a title bar, thin borders), used until
# it says what its own is: before a window is first mapped Qt knows no frame.
DEFAULT_FRAME = QMargins(4, 32, 4, 4)
KEEPER = "screenFitKeeper"  # the object name of the filter that keeps a window on screen


def _frame_of(window: QWidget) -> QMargins:
    outer, inner = window.frameGeometry(), window.geometry()
    return QMargins(inner.left() - outer.left(), inner.top() - outer.top(),
                    outer.right() - inner.right(), outer.bottom() - inner.bottom())


def frame_margins(window: QWidget) -> QMargins:
    """The frame around ``window``: its own once it has one, else its main window's, else
    :data:`DEFAULT_FRAME`."""
    for candidate in (window, _main_window(window)):
        if candidate is not None and candidate.isVisible():
            frame = _frame_of(candidate)
            if frame.top() > 0:
                return frame
    return DEFAULT_FRAME


def _main_window(window: QWidget) -> QWidget | None:
    """The window ``window`` belongs to (a dialog's parent's), or None."""
    parent = window.parentWidget()
    return parent.window() if parent is not None else None


def room(window: QWidget) -> QRect:
    """Where ``window``'s own area (inside its frame) may lie on its screen (its main
    window's screen); an empty rectangle where there is no screen."""
    screen = (_main_window(window) or window).screen()
    if screen is None:
        return QRect()
    return screen.availableGeometry().marginsRemoved(frame_margins(window))


class _KeepOnScreen(QObject):
    """Keeps the window it watches centred where it was, and wholly on screen, when the game
    resizes it once shown (its layout, or its code). A resize by the player (from the window
    system) is left alone: a window whose corner is dragged must not move."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName(KEEPER)
        # Where the window's centre is meant to be: where the game last placed it (centred
        # on the main window even when an edge of the screen stopped it), or where the
        # player moved it. (The window system's word on its size can come late: a resize's
        # "old size" cannot tell where it was.)
        self.centre = QRectF(window.geometry()).center()
        self.pending = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not isinstance(watched, QWidget):
            return False
        if event.type() == QEvent.Type.Move and event.spontaneous():
            self.centre = QRectF(watched.geometry()).center()
        elif (event.type() == QEvent.Type.Resize and not event.spontaneous() and watched.isVisible()
              and not self.pending):
            self.pending = True
            # Once the resize (often a layout's) is done: moving within it would fight it.
            QTimer.singleShot(0, self, lambda centre=self.centre: self._keep(watched, centre))
        return False

    def _keep(self, window: QWidget, centre: QPointF) -> None:
        self.pending = False
        fit_on_screen(window, around=centre)


def fit_on_show(window: QWidget, event: QShowEvent) -> None:
    """From ``window``'s ``showEvent``: fit and centre it when the game shows it (not when
    the window system shows it again, un-minimized: it stays where the player put it), and
    keep it on screen as it grows."""
    if event.spontaneous():
        return
    if window.findChild(_KeepOnScreen, KEEPER) is None:
        window.installEventFilter(_KeepOnScreen(window))
    fit_on_screen(window)


def fit_on_screen(window: QWidget, around: QPointF | None = None) -> None:
    """Size ``window`` (a top-level widget) to fit its screen's available geometry with its
    frame, and place it wholly on that screen: centred on its main window, or ``around``
    a point (where its centre was), as near as it can be."""
    free = room(window)
    if free.isEmpty():
        return
    layout = window.layout()
    if layout is not None:
        layout.activate()  # its size now, not after the first paint
    parent = _main_window(window)
    minimum = window.minimumSize()
    if minimum.width() > free.width() or minimum.height() > free.height():
        # A minimum the dialog chose yields to the screen, never below what its rows need
        # (a dialog whose rows cannot fit scrolls them itself).
        window.setMinimumSize(minimum.boundedTo(free.size()).expandedTo(window.minimumSizeHint()))
    size = window.size().boundedTo(free.size()).expandedTo(window.minimumSize())
    if around is None:  # (in fractions: a centre kept through many resizes does not creep)
        around = QRectF(parent.geometry() if parent is not None else free).center()
    corner = QPoint(round(around.x() - size.width() / 2), round(around.y() - size.height() / 2))
    keeper = window.findChild(_KeepOnScreen, KEEPER)
    if keeper is not None:
        keeper.centre = around
    window.setGeometry(QRect(_clamped(corner, size, free), size))


def _clamped(corner: QPoint, size: QSize, room: QRect) -> QPoint:
    """``corner`` moved as little as possible for ``size`` to lie in ``room`` (its top-left
    first: a title bar on screen matters more than a bottom edge)."""
    x = max(room.left(), min(corner.x(), room.right() + 1 - size.width()))
    y = max(room.top(), min(corner.y(), room.bottom() + 1 - size.height()))
    return QPoint(x, y)
