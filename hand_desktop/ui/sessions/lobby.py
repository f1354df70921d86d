"""The host's lobby: who has joined, the join code, where to find this computer, and Start.

``HostLobby`` is the window's centre while a hosted table waits for its players.
It reads a ``HostSession`` (its seats as the wire lists them) and redraws when
the session says the seats changed. Start is enabled once every network seat
is held; a network seat can be turned into a computer player instead. The
addresses shown are those it listens on (``join_addresses``: this computer's own,
or 127.0.0.1 in loopback mode): they are shown, never sent to.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontDatabase, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpacerItem,
    QVBoxLayout,
    QWidget,
)

from hand_desktop.core.seats import SeatKind
from hand_desktop.ui.looks import FELT_BOTTOM, FELT_TOP
from hand_desktop.ui.sessions.host_session import HostSession
from hand_desktop.ui.words.text import default_name, fill, isolate, number

CTX = "HostLobby"


def _tr(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


def firewall_hint(platform: str) -> str:
    """What the host is told under the seats: on Windows, what to allow when its firewall
    asks, and what to do when it blocked Hand (a per-user install adds no firewall rule,
    and a player who is not an administrator cannot allow it in the prompt); everywhere,
    that the game is not encrypted."""
    trust = _tr("Play only on a network you trust (the game is not encrypted).")
    if platform != "win32":
        return trust
    return " ".join((
        _tr("If Windows asks, allow Hand on private networks, so that others can join."),
        _tr("If nobody can join: Windows Security > Firewall & network protection > Allow an "
            "app through firewall > tick Private for Hand (as an administrator)."),
        trust,
    ))


class _Fitted(QScrollArea):
    """A scroll area as tall as its content wants (QScrollArea caps its wish at 24 lines),
    and as small as the window needs: then it scrolls."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    def sizeHint(self) -> QSize:
        inner = self.widget()
        return inner.sizeHint() if inner is not None else super().sizeHint()

    def setWidget(self, widget: QWidget) -> None:
        super().setWidget(widget)
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The content's layout changed (a seat's line, a language): the page asks again how tall
        # this should be. Qt tells only the viewport, which has no layout.
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        return super().eventFilter(watched, event)


def _centred(column: QVBoxLayout) -> QHBoxLayout:
    """``column`` in the middle two thirds of the page's width."""
    row = QHBoxLayout()
    row.addStretch(1)
    row.addLayout(column, 4)
    row.addStretch(1)
    return row


def local_addresses() -> list[str]:
    """This computer's IPv4 addresses that others on the network can reach (loopback left out)."""
    from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface

    found: list[str] = []
    for address in QNetworkInterface.allAddresses():
        if address.protocol() is QAbstractSocket.NetworkLayerProtocol.IPv4Protocol and not address.isLoopback():
            found.append(address.toString())
    return list(dict.fromkeys(found))


def join_addresses(bind: str) -> list[str]:
    """Where others join a table listening on ``bind``: this computer's addresses when it
    listens on every interface, else the one it listens on (127.0.0.1 in loopback mode)."""
    return local_addresses() if bind in ("", "0.0.0.0") else [bind]


def _is_loopback(address: str) -> bool:
    return address.startswith("127.")


def _ltr(text: str) -> str:
    """An address or a code inside a sentence: always left to right."""
    return f"\u2066{text}\u2069"



COMPACT_BELOW = 620  # the lobby's height under which its title and code are set smaller


def _style(title: int, code: int, pad: str, label: int, button_pad: str) -> str:
    """The page's style sheet, at the given sizes (pixels) of the title, the code and the text."""
    return (
        "QWidget#HostLobby { background: qlineargradient(x1:0, y1:0, x2:0, y2:1,"
        f" stop:0 {FELT_TOP}, stop:1 {FELT_BOTTOM}); }}"
        f"QWidget#HostLobby QLabel {{ color: #f3efe2; font-size: {label}px; }}"
        # Each rule names the page too, or the page's own QLabel rule would win over it.
        f"QWidget#HostLobby QLabel#lobbyTitle {{ font-size: {title}px; font-weight: bold; }}"
        f"QWidget#HostLobby QLabel#joinCode {{ color: #ffe9a8; font-size: {code}px; font-weight: bold;"
        f" background: rgba(0, 0, 0, 0.25); border-radius: 10px; padding: {pad}; }}"
        "QWidget#HostLobby QLabel#lobbyHint { color: #c9d8cc; font-size: 13px; }"
        "QWidget#HostLobby QLabel#seatName { font-weight: bold; }"
        "QFrame#lobbySeats { background: rgba(0, 0, 0, 0.18); border-radius: 8px; }"
        "QScrollArea#lobbyScroll, QWidget#lobbyBody { background: transparent; }"
        f"QPushButton {{ font-size: {label}px; padding: {button_pad}; }}"
    )


class HostLobby(QWidget):
    """The lobby of a hosted table; ``startRequested`` / ``cancelRequested`` go to the window."""

    startRequested = Signal()
    cancelRequested = Signal()

    def __init__(self, session: HostSession, parent: QWidget | None = None, *,
                 addresses: Callable[[], list[str]] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("HostLobby")
        self.session = session
        # The addresses it listens on, unless a test names others (shown only, never sent to).
        self._addresses = addresses() if addresses is not None else join_addresses(session.options.bind)
        # Listening on 127.0.0.1 only: only other copies of Hand on this computer can join.
        self._this_computer_only = bool(self._addresses) and all(map(_is_loopback, self._addresses))
        self.title = QLabel(self)
        self.title.setObjectName("lobbyTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.code_caption = QLabel(self)
        self.code_caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.code_label = QLabel(self)
        self.code_label.setObjectName("joinCode")
        self.code_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.code_label.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        font.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, 8)
        self.code_label.setFont(font)
        self.address_label = QLabel(self)
        self.address_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.address_label.setWordWrap(True)
        self.address_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.seats_frame = QFrame(self)
        self.seats_frame.setObjectName("lobbySeats")
        self.seats_grid = QGridLayout(self.seats_frame)
        self.seats_grid.setHorizontalSpacing(18)
        self.seat_names: list[QLabel] = []
        self.seat_states: list[QLabel] = []
        self.seat_numbers: list[QLabel] = []
        self.computer_buttons: list[QPushButton] = []
        for seat in range(len(session.lobby_seats())):
            number_label, name, state = QLabel(self.seats_frame), QLabel(self.seats_frame), QLabel(self.seats_frame)
            name.setObjectName("seatName")
            button = QPushButton(self.seats_frame)
            button.clicked.connect(lambda _c=False, s=seat: self._make_computer(s))
            for col, widget in enumerate((number_label, name, state, button)):
                self.seats_grid.addWidget(widget, seat, col)
            self.seat_numbers.append(number_label)
            self.seat_names.append(name)
            self.seat_states.append(state)
            self.computer_buttons.append(button)
        self.seats_grid.setColumnStretch(1, 1)

        self.firewall = QLabel(self)
        self.firewall.setWordWrap(True)
        self.firewall.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.firewall.setObjectName("lobbyHint")
        self.firewall.setVisible(not self._this_computer_only)  # no other computer to let in
        self.status = QLabel(self)
        self.status.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.start_button = QPushButton(self)
        self.start_button.setDefault(True)
        self.start_button.setMinimumHeight(40)
        self.cancel_button = QPushButton(self)
        self.cancel_button.setMinimumHeight(40)
        self.start_button.clicked.connect(self._start)
        self.cancel_button.clicked.connect(self.cancelRequested)

        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.start_button)
        buttons.addStretch(1)
        column = QVBoxLayout()  # what may scroll: the table, its code and address, its seats
        self._column = column
        self._gaps = (QSpacerItem(0, 12), QSpacerItem(0, 16))  # smaller on a short screen
        column.addWidget(self.title)
        column.addItem(self._gaps[0])
        column.addWidget(self.code_caption)
        column.addWidget(self.code_label, 0, Qt.AlignmentFlag.AlignHCenter)
        column.addWidget(self.address_label)
        column.addItem(self._gaps[1])
        column.addWidget(self.seats_frame)
        foot = QVBoxLayout()  # what stays in view: how many seats are free, Start, the hint
        foot.addSpacing(8)
        foot.addWidget(self.status)
        foot.addLayout(buttons)
        foot.addSpacing(12)
        foot.addWidget(self.firewall)
        body = QWidget(self)
        body.setObjectName("lobbyBody")
        body.setLayout(_centred(column))
        # In a small window (Arabic text is taller) the seats' rows and buttons were squeezed
        # until their words were cut: now the upper part scrolls, and Start stays in view.
        scroll = _Fitted(self)
        scroll.setObjectName("lobbyScroll")
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        page = QVBoxLayout(self)
        page.setContentsMargins(0, 0, 0, 0)
        page.addStretch(1)  # a third of the spare height above, two thirds below
        page.addWidget(scroll)
        page.addLayout(_centred(foot))
        page.addStretch(2)
        self._compact: bool | None = None
        self._set_compact(False)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        session.lobby_changed.connect(self.refresh)
        self.retranslate_ui()

    # ------------------------------------------------------------------ size

    def resizeEvent(self, event: QResizeEvent) -> None:
        # On a short screen (1024x640) the title and the join code are set smaller, so that
        # every seat is in view without scrolling; the scroll area stays for what is shorter.
        self._set_compact(self.height() < COMPACT_BELOW)
        super().resizeEvent(event)

    def _set_compact(self, on: bool) -> None:
        if on == self._compact:
            return
        self._compact = on
        # The title, the code, the code's padding, the text, the buttons' padding.
        sizes = (22, 34, "2px 18px", 14, "3px 14px") if on else (30, 52, "6px 28px", 15, "6px 18px")
        for gap, height in zip(self._gaps, (4, 6) if on else (12, 16), strict=True):
            gap.changeSize(0, height)
        self._column.invalidate()
        self.setStyleSheet(_style(*sizes))

    # ------------------------------------------------------------------ texts

    def retranslate_ui(self) -> None:
        s = self.session
        self.title.setText(s.options.name)
        code = s.code
        self.code_caption.setText(_tr("Join code") if code else _tr("No join code: anyone on this network may join."))
        self.code_label.setText(code or "")
        self.code_label.setVisible(code is not None)
        self.code_label.setAccessibleName(_tr("Join code"))
        port = str(s.port) if s.port else ""  # Western digits, as people type it into the join dialog
        if self._this_computer_only:
            self.address_label.setText(fill(_tr(
                "This table is open on this computer only: another copy of Hand here joins "
                "at the address %1, port %2."), _ltr(self._addresses[0]), _ltr(port)))
        elif self._addresses:
            places = "\u2003".join(_ltr(a) for a in self._addresses)
            self.address_label.setText(fill(_tr("Others join at this computer's address %1, port %2."),
                                            places, _ltr(port)))
        else:
            self.address_label.setText(fill(_tr("This computer is on no network yet (port %1)."), _ltr(port)))
        self.firewall.setText(firewall_hint(sys.platform))
        self.start_button.setText(_tr("&Start"))
        self.cancel_button.setText(_tr("&Close the table"))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # ------------------------------------------------------------------ the seats

    def refresh(self) -> None:
        seats = self.session.lobby_seats()
        waiting = 0
        for seat, info in enumerate(seats):
            kind = SeatKind.from_wire(info["kind"])
            self.seat_numbers[seat].setText(fill(_tr("Seat %1"), number(seat + 1)))
            name = info["name"].strip()
            network = kind is SeatKind.REMOTE
            if network and info["open"]:
                waiting += 1
                self.seat_names[seat].setText(_tr("Waiting for a player\u2026"))
                self.seat_states[seat].setText(_tr("Player on the network"))
            else:
                self.seat_names[seat].setText(isolate(name or default_name(seat)))
                self.seat_states[seat].setText(self._state_text(kind, info))
            self.computer_buttons[seat].setText(_tr("Computer player instead"))
            self.computer_buttons[seat].setVisible(network)
            self.computer_buttons[seat].setAccessibleName(
                fill(_tr("Computer player instead at seat %1"), number(seat + 1)))
        self.start_button.setEnabled(self.session.can_start())
        if waiting:
            self.status.setText(fill(_tr("Seats still free: %1"), number(waiting)))
        else:
            self.status.setText(_tr("Everyone is here: press Start."))

    @staticmethod
    def _state_text(kind: SeatKind, info: dict[str, Any]) -> str:
        if kind is SeatKind.HUMAN:
            return _tr("At this computer")
        if kind is SeatKind.REMOTE:
            return _tr("Joined") if info["connected"] else _tr("Joined, connection lost")
        # The words a joined player's lobby uses for the same seat (join_dialog.seat_line).
        levels = {SeatKind.EASY: _tr("Computer player (easy)"), SeatKind.MEDIUM: _tr("Computer player (medium)"),
                  SeatKind.HARD: _tr("Computer player (hard)")}
        return levels[kind]

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Return starts (as a dialog's default button would), unless a seat's button has the focus.
        keys = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if event.key() in keys and self.focusWidget() not in (*self.computer_buttons, self.cancel_button):
            self._start()
            return
        super().keyPressEvent(event)

    def _make_computer(self, seat: int) -> None:
        if not self.session.running:
            self.session.make_computer(seat)
            self.refresh()

    def _start(self) -> None:
        if self.session.can_start():
            self.startRequested.emit()
