"""Card movements: animated at the speed setting, or instant when it is 0 (tests).

``Animator.move`` sends an item to a place. Every item has at most one
movement running; a new one starts from wherever the item is. When the last
movement ends, ``animationsFinished`` is emitted (also at once for instant
moves, so tests and the controller can wait on it either way).
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    QTimer,
    Signal,
)
from PySide6.QtWidgets import QGraphicsObject

FLIGHT_Z = 600.0


class Animator(QObject):
    animationsFinished = Signal()

    def __init__(self, ms: int = 250, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._ms = max(0, ms)
        self._running: dict[QGraphicsObject, tuple[QAbstractAnimation, float, bool]] = {}
        self._pending_signal = False

    @property
    def ms(self) -> int:
        return self._ms

    def set_ms(self, ms: int) -> None:
        self._ms = max(0, ms)
        if self._ms == 0:
            self.finish_all()

    @property
    def busy(self) -> bool:
        return bool(self._running)

    def is_moving(self, item: QGraphicsObject) -> bool:
        return item in self._running

    def move(
        self,
        item: QGraphicsObject,
        target: QPointF,
        z: float,
        delay: int = 0,
        hide_after: bool = False,
        start: QPointF | None = None,
    ) -> None:
        """Send ``item`` to ``target`` (from ``start`` if given); it ends at depth ``z``."""
        self._stop(item)
        if start is not None:
            item.setPos(start)
        if self._ms == 0 or (item.pos() == target and delay == 0):
            item.setPos(target)
            item.setZValue(z)
            if hide_after:
                item.setVisible(False)
            self._signal_soon()
            return
        item.setZValue(FLIGHT_Z + z / 1000)
        anim = QPropertyAnimation(item, b"pos", self)
        anim.setEndValue(target)
        distance = (target - item.pos()).manhattanLength()
        anim.setDuration(int(self._ms * min(1.6, max(0.6, distance / 500))))
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        runner: QAbstractAnimation = anim
        if delay > 0:
            group = QSequentialAnimationGroup(self)
            anim.setParent(None)
            group.addPause(delay)
            group.addAnimation(anim)
            runner = group
        self._running[item] = (runner, z, hide_after)
        runner.finished.connect(lambda it=item, r=runner: self._done(it, r))
        runner.start()

    def finish_all(self) -> None:
        """Jump every running movement to its end (before a drag, a resize, a relayout)."""
        for item in list(self._running):
            runner, z, hide_after = self._running.pop(item)
            runner.stop()
            runner.deleteLater()
            end = _end_value(runner)
            if end is not None:
                item.setPos(end)
            item.setZValue(z)
            if hide_after:
                item.setVisible(False)
        self._signal_soon()

    def _stop(self, item: QGraphicsObject) -> None:
        entry = self._running.pop(item, None)
        if entry is not None:
            entry[0].stop()
            entry[0].deleteLater()

    def _done(self, item: QGraphicsObject, runner: QAbstractAnimation) -> None:
        entry = self._running.get(item)
        if entry is None or entry[0] is not runner:
            return
        del self._running[item]
        runner.deleteLater()  # Qt owns it (parent = self): deleted after this signal returns
        _, z, hide_after = entry
        item.setZValue(z)
        if hide_after:
            item.setVisible(False)
        self._signal_soon()

    def _signal_soon(self) -> None:
        # One signal per burst of moves, after the event loop has settled.
        if not self._pending_signal:
            self._pending_signal = True
            QTimer.singleShot(0, self, self._maybe_signal)  # dropped if the animator is gone

    def _maybe_signal(self) -> None:
        self._pending_signal = False
        if not self._running:
            self.animationsFinished.emit()


def _end_value(runner: QAbstractAnimation) -> QPointF | None:
    if isinstance(runner, QPropertyAnimation):
        return runner.endValue()
    if isinstance(runner, QSequentialAnimationGroup):
        for i in range(runner.animationCount()):
            child = runner.animationAt(i)
            if isinstance(child, QPropertyAnimation):
                return child.endValue()
    return None
