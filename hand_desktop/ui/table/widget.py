"""TableWidget: the table view, the prepared area's buttons, and the game's actions.

The view never scales: on every resize (and screen or direction change) the
scene lays itself out again for the new size and the cards are rendered
afresh at their new width. ``game_actions()`` gives the main window the
actions for its menus; they carry the keyboard shortcuts.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QSizeF, Qt, Signal
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QMouseEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsView,
    QHBoxLayout,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from hand_desktop.core.actions import Draw, DrawSource
from hand_desktop.core.judge import allowed
from hand_desktop.core.turn import Phase
from hand_desktop.ui.preferences import CARD_SIZE_PX, Preferences
from hand_desktop.ui.sessions.session import Session
from hand_desktop.ui.table.celebration import Celebration
from hand_desktop.ui.table.hand_model import SortMode
from hand_desktop.ui.table.hint_line import HintLine
from hand_desktop.ui.table.hinting import hint, hint_marks, hint_text
from hand_desktop.ui.table.intents import (
    Play,
    Prepare,
    ReturnToHand,
    Zone,
    ZoneKind,
    discards,
    in_season,
    plan_drop,
)
from hand_desktop.ui.table.keymap import latin_key
from hand_desktop.ui.table.move_log import NOBODY, MoveLogPanel, log_lines
from hand_desktop.ui.table.scene import TableScene
from hand_desktop.ui.table.state import SavedArrangement

HINT_MS = 7000  # a hint shown on the table: a sentence to read, longer than a refusal

_BAR_STYLE = """
QFrame#tableBar { background: #123d24; border-top: 1px solid #0a2414; }
QToolButton { color: #f4f1e8; background: #1f5c37; border: 1px solid #2f7d4a; border-radius: 6px;
              padding: 4px 12px; font-weight: bold; }
QToolButton:hover { background: #2a7345; }
QToolButton:disabled { color: #8fa895; background: #17462a; border-color: #1f5c37; }
QToolButton#submit[ready="true"]:enabled { background: #c9a227; color: #1a1a1a; border-color: #f5c542; }
QLabel#hintLine { color: #f5e6a8; padding: 0 8px; }
"""


class TableView(QGraphicsView):
    """The scene at 1:1 (no scaling); it tells the scene its size, pixel ratio and direction."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(False)
        # The pointer's moves without a button: the hand keeps still while it is over it.
        self.viewport().setMouseTracking(True)
        self.setMinimumSize(480, 360)
        # Qt would mirror a right-to-left view's coordinates; the scene mirrors its own layout instead.
        self.setLayoutDirection(Qt.LayoutDirection.LeftToRight)

    def relayout(self) -> None:
        size = self.viewport().size()
        rtl = QCoreApplication.instance().layoutDirection() == Qt.LayoutDirection.RightToLeft  # type: ignore[union-attr]
        self.table.set_geometry(QSizeF(size.width(), size.height()), self.devicePixelRatioF(), rtl)
        self.resetCachedContent()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.relayout()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.LayoutDirectionChange, QEvent.Type.DevicePixelRatioChange):
            self.relayout()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and self.table.pointer.isVisible():
            self.table.pointer.close()  # a first match's note goes first
            return
        if self.table.keys.key(event) or self._latin_shortcut(event):
            return
        super().keyPressEvent(event)

    def _latin_shortcut(self, event: QKeyEvent) -> bool:
        """A letter typed on an Arabic layout: trigger the shortcut of the same physical key."""
        if event.modifiers() & ~(Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier):
            return False
        letter = latin_key(event.text())
        if letter is None:
            return False
        wanted = QKeySequence(letter)
        parent = self.parentWidget()
        for action in parent.actions() if parent is not None else []:
            if action.shortcut() == wanted and action.isEnabled():
                action.trigger()
                return True
        return False

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.table.keys.hide()
        super().mousePressEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self.table.pointer_moved(None)  # off the table: the hand may centre itself again
        super().leaveEvent(event)


class TableWidget(QWidget):
    """The playing table for a ``Session``: it reads views, events and the summary, and sends actions."""

    messageShown = Signal(str)
    moveLogToggled = Signal(bool)  # the player showed or hid the move log (to remember it)

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._prefs_set = False  # set_preferences not called yet
        self.scene = TableScene(session, self)
        self.view = TableView(self.scene, self)
        self.scene.messageShown.connect(self.messageShown)
        self._actions: dict[str, QAction] = {}
        self._make_actions()
        bar = QFrame(self)
        bar.setObjectName("tableBar")
        bar.setStyleSheet(_BAR_STYLE)
        row = QHBoxLayout(bar)
        row.setContentsMargins(8, 4, 8, 4)
        self.buttons: dict[str, QToolButton] = {}
        # The status line: the hint's move in words (the table lights its cards and target).
        self.hint_line = HintLine(bar)
        self.hint_line.setObjectName("hintLine")
        for name in ("sort_suit", "sort_rank", None, "hint", "line", "undo", "clear_all", "submit"):
            if name is None:
                row.addStretch(1)
                continue
            if name == "line":
                row.addWidget(self.hint_line, 6)
                continue
            button = QToolButton(bar)
            button.setDefaultAction(self._actions[name])
            button.setObjectName(name)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys stay with the table
            self.buttons[name] = button
            row.addWidget(button)
        bar.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.move_log = MoveLogPanel(self)
        self.move_log.setVisible(False)
        middle = QHBoxLayout()
        middle.setContentsMargins(0, 0, 0, 0)
        middle.setSpacing(0)
        middle.addWidget(self.view, 1)
        middle.addWidget(self.move_log)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addLayout(middle, 1)
        layout.addWidget(bar)
        self.setFocusProxy(self.view)
        self.scene.laidOut.connect(self._update_actions)
        self.scene.laidOut.connect(self._update_move_log)
        session.applied.connect(self.hint_line.clear)
        self.retranslate_ui()
        self._update_actions()

    # ------------------------------------------------------------------ actions

    def _make_actions(self) -> None:
        specs: list[tuple[str, str, Callable[[], object]]] = [
            ("draw_stock", "D", self.draw_stock),
            ("take_fire", "F", self.take_fire),
            ("to_prepared", "M", self.to_prepared),
            ("to_hand", "Backspace", self.to_hand),
            ("submit", "Ctrl+Return", self.scene.submit_prepared),
            ("discard", "X", self.discard),
            ("sort_suit", "S", lambda: self.scene.state.sort_hand(SortMode.SUIT)),
            ("sort_rank", "R", lambda: self.scene.state.sort_hand(SortMode.RANK)),
            ("hint", "H", self.show_hint),
            ("undo", "Ctrl+Z", self.scene.state.undo_prepared),
            ("clear_all", "Ctrl+Backspace", self.scene.state.clear_prepared),
            ("joker_end", "J", self.joker_end),
            ("view_fire", "V", self.scene.show_fire_viewer),
            ("reveal", "Return", self.scene.reveal),
            ("move_log", "L", self._toggle_move_log),
        ]
        for name, keys, slot in specs:
            action = QAction(self)
            action.setObjectName(name)
            action.setShortcut(QKeySequence(keys))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(lambda _=False, f=slot: f())
            self.addAction(action)
            self._actions[name] = action
        self._actions["move_log"].setCheckable(True)

    def game_actions(self) -> list[QAction]:
        """The table's actions (with shortcuts) for the main window's menus."""
        return list(self._actions.values())

    def action(self, name: str) -> QAction:
        return self._actions[name]

    def retranslate_ui(self) -> None:
        texts = {
            "draw_stock": QCoreApplication.translate("Table", "&Draw from the Stock"),
            "take_fire": QCoreApplication.translate("Table", "Take the &Fire Card"),
            "to_prepared": QCoreApplication.translate("Table", "&Move to the Prepared Area"),
            "to_hand": QCoreApplication.translate("Table", "&Return to the Hand"),
            "submit": QCoreApplication.translate("Table", "&Submit Melds"),
            "discard": QCoreApplication.translate("Table", "Dis&card"),
            "sort_suit": QCoreApplication.translate("Table", "Sort by S&uit"),
            "sort_rank": QCoreApplication.translate("Table", "Sort by &Rank"),
            "hint": QCoreApplication.translate("Table", "&Hint"),
            "undo": QCoreApplication.translate("Table", "&Undo in the Prepared Area"),
            "clear_all": QCoreApplication.translate("Table", "&Clear the Prepared Area"),
            "joker_end": QCoreApplication.translate("Table", "Move the &Joker to the Other End"),
            "view_fire": QCoreApplication.translate("Table", "&View the Fire Pile"),
            "reveal": QCoreApplication.translate("HotSeat", "&Show My Cards"),
            "move_log": QCoreApplication.translate("Table", "Move &Log"),
        }
        tips = {
            "submit": QCoreApplication.translate(
                "Table", "Lay every candidate of the prepared area on the table"),
            "undo": QCoreApplication.translate("Table", "Undo the last change in the prepared area"),
        }
        self.move_log.retranslate_ui()
        for name, action in self._actions.items():
            action.setText(texts[name])
            tip = tips.get(name, texts[name].replace("&", ""))
            action.setToolTip(f"{tip} ({action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)})")
        self.scene.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        elif event.type() == QEvent.Type.LayoutDirectionChange:
            self.view.relayout()

    def _update_actions(self) -> None:
        """Each move is offered when the judge says it is the seat's moment for it."""
        s = self.scene
        prepared = s.state.prepared
        view = s.view
        seat = view.seat
        mine = view.my_turn and not s.covered and view.phase is not Phase.OVER
        human = mine and self.session.is_human(seat)
        self._actions["draw_stock"].setEnabled(human and in_season(view, Draw(seat, DrawSource.STOCK)))
        self._actions["take_fire"].setEnabled(human and in_season(view, Draw(seat, DrawSource.FIRE)))
        laying = prepared.action(seat)
        self._actions["submit"].setEnabled(human and laying is not None and in_season(view, laying))
        ready = human and laying is not None and allowed(view, laying)
        submit = self.buttons.get("submit")
        if submit is not None and submit.property("ready") != ready:
            submit.setProperty("ready", ready)  # gold only when the submission would be accepted
            submit.style().unpolish(submit)
            submit.style().polish(submit)
        self._actions["discard"].setEnabled(human and any(in_season(view, a) for a in discards(view)))
        self._actions["undo"].setEnabled(prepared.can_undo and not s.covered)
        self._actions["clear_all"].setEnabled(len(prepared) > 0 and not s.covered)
        self._actions["hint"].setEnabled(mine and human)
        # While the hot-seat cover is up only "Show my cards" is offered.
        self._actions["reveal"].setEnabled(s.covered)
        for name in ("to_prepared", "to_hand", "sort_suit", "sort_rank", "joker_end", "view_fire"):
            self._actions[name].setEnabled(not s.covered)

    # ------------------------------------------------------------------ saves

    def arrangement(self) -> SavedArrangement:
        return self.scene.arrangement()

    def restore_arrangement(self, saved: SavedArrangement) -> None:
        self.scene.restore_arrangement(saved)

    # ------------------------------------------------------------------ move log

    def set_move_log_visible(self, on: bool) -> None:
        """Show or hide the move log (the main window restores the remembered choice)."""
        self._actions["move_log"].setChecked(on)
        self.move_log.setVisible(on)
        self._update_move_log()

    def _toggle_move_log(self) -> None:
        on = self._actions["move_log"].isChecked()
        self.set_move_log_visible(on)
        self.moveLogToggled.emit(on)

    def _update_move_log(self) -> None:
        if not self.move_log.isVisible():
            return
        s = self.scene
        viewer = NOBODY if s.covered else s.seat
        self.move_log.set_lines(log_lines(self.session, s.view, viewer))

    def set_animation_ms(self, ms: int) -> None:
        self.session.set_animation_ms(ms)
        self.scene.set_animation_ms(ms)

    def show_pointer(self, name: str, text: str) -> bool:
        """A first match's note at the place ``name`` (a ``Pointer`` value) of the table."""
        return self.scene.show_pointer(name, text)

    def celebrate(self, kind: Celebration, title: str) -> int:
        """A Hand or a match won by a person here, on the table; its length in milliseconds."""
        return self.scene.celebrate(kind, title)

    def set_preferences(self, prefs: Preferences) -> None:
        """Edit > Preferences changed (or the table is new): card size, sorting, pictures.

        The shared card art already has the new style (the window sets it): the table
        fetches its pictures again."""
        first, self._prefs_set = not self._prefs_set, True
        self.scene.state.hand.auto_sort = prefs.auto_sort
        if first and prefs.auto_sort:
            self.scene.state.sort_as_dealt()  # the deal shown before the preferences came
        self.scene.set_card_max(CARD_SIZE_PX[prefs.card_size])
        self.scene.restyle()
        self.view.resetCachedContent()  # the felt is cached by the view

    # ------------------------------------------------------------------ commands

    def draw_stock(self) -> None:
        self.scene.execute(Play(Draw(self.scene.seat, DrawSource.STOCK)))

    def take_fire(self) -> None:
        self.scene.execute(Play(Draw(self.scene.seat, DrawSource.FIRE)))

    def to_prepared(self) -> None:
        s = self.scene
        cards = tuple(c for c in s.keys.chosen() if c not in s.state.prepared.cards())
        if not cards:
            return
        t = s.keys.focused()
        group = t.index if t is not None and t.kind is ZoneKind.CANDIDATE else None
        s.execute(Prepare(cards, group))

    def to_hand(self) -> None:
        s = self.scene
        cards = tuple(c for c in s.keys.chosen() if c in s.state.prepared.cards())
        if cards:
            s.execute(ReturnToHand(cards))

    def discard(self) -> None:
        """Throw the chosen card (or a double Joker Hand's two Jokers) on the fire pile."""
        s = self.scene
        cards = s.keys.chosen()
        if not cards:
            s.show_message(QCoreApplication.translate("Table", "Select one card to discard."))
            return
        s.execute(plan_drop(s.view, ZoneKind.HAND, cards, Zone(ZoneKind.FIRE)))

    def joker_end(self) -> None:
        s = self.scene
        t = s.keys.focused()
        groups = [t.index] if t is not None and t.kind is ZoneKind.CANDIDATE else list(range(len(s.state.prepared)))
        for g in groups:
            if s.choose_candidate_joker(g):
                return

    def show_hint(self) -> None:
        """The best next move: its cards and target lit on the table, a short line in the bar."""
        view = self.scene.view
        h = hint(view)
        text = hint_text(h, view, self.session.name)
        self.hint_line.setText(text)  # (and its tooltip: the line may be cut)
        marks = hint_marks(h)
        if marks.cards:
            # A hint selects the cards of yours it names: X then throws the card it suggests.
            self.scene.state.select_only(marks.cards)
        self.scene.show_hint(marks)
        if self.hint_line.cut_short():
            self.scene.show_message(text, HINT_MS)  # on the table, where it has room
        else:
            self.scene.messageShown.emit(text)

