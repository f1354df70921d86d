"""The window's network chrome: the link banner, who is at the table, and the chat.

Shown for any match played over the network (hosted here or joined), read
through the ``Session`` seam only: ``link`` and ``link_changed`` for the
banner ("Reconnecting…", or lost with a way back), ``presence`` and
``presence_changed`` for the players list (who is to play, who is
reconnecting, whose seat a computer player keeps), ``chat_received`` and
``send_chat`` for the chat. A match on this computer alone (``can_chat``
False, ``Link.LOCAL``) shows none of it.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from hand_desktop.ui.marks import QT_TRANSLATE_NOOP
from hand_desktop.ui.sessions.presence import Link, Presence
from hand_desktop.ui.words.text import fill, isolate

if TYPE_CHECKING:  # the window's frame is built at start-up; the session (and the core) come with a match
    from hand_desktop.ui.sessions.session import Session

CTX = "Network"
CHAT_LIMIT = 200
CHAT_LINES = 200  # lines kept on screen

# A few phrases said with one click (and translated: each player reads them in their language
# as the sender wrote them, since the chat carries text).
QUICK_PHRASES = (
    QT_TRANSLATE_NOOP("Network", "Good game!"),
    QT_TRANSLATE_NOOP("Network", "Your turn"),
    QT_TRANSLATE_NOOP("Network", "One moment, please"),
    QT_TRANSLATE_NOOP("Network", "Well played"),
)


def _tr(text: str) -> str:
    return QCoreApplication.translate(CTX, text)




def shows_chrome(session: Session | None) -> bool:
    """Whether ``session`` is a match over the network (the chrome is hidden otherwise)."""
    return session is not None and (session.can_chat or session.link is not Link.LOCAL)


def presence_text(session: Session, seat: int) -> str:
    """The mark beside an absent person's name: reconnecting, or played by the computer."""
    presence = session.presence(seat)
    name = isolate(session.name(seat))
    if presence is Presence.AWAY:
        return fill(_tr("%1 is reconnecting"), name)
    if presence is Presence.COVERED:
        return fill(_tr("%1 \u2014 played by the computer"), name)
    return name


def turn_seat(session: Session) -> int | None:
    """The seat to play now, or None between rounds (or before any view)."""
    from hand_desktop.core.turn import Phase

    try:
        view = session.view_for(session.viewers[0])
    except (LookupError, ValueError):
        return None
    return None if view.phase is Phase.OVER else view.turn


class LinkBanner(QFrame):
    """A strip across the top: "Reconnecting…" while the link is down, the loss and a way back."""

    leave = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("linkBanner")
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.back_button = QPushButton(self)
        self.back_button.clicked.connect(self.leave)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 2, 8, 2)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.back_button, 0)
        self._link = Link.LOCAL
        self.show_link(Link.LOCAL)

    def show_link(self, link: Link) -> None:
        self._link = link
        lost = link is Link.LOST
        if link is not Link.LOCAL and not self.styleSheet():
            # Styled when first needed: a style sheet in the first window slows the start.
            self.setStyleSheet(
                "QFrame#linkBanner { background: #f6d77a; border-bottom: 1px solid #b8962f; }"
                "QFrame#linkBanner[lost=\"true\"] { background: #e9a1a1; border-bottom: 1px solid #a54a4a; }"
                "QLabel { color: #2a2110; font-weight: bold; padding: 6px 10px; }")
        self.setProperty("lost", lost)
        self.style().unpolish(self)
        self.style().polish(self)
        self.back_button.setVisible(lost)
        self.setVisible(link in (Link.RECONNECTING, Link.LOST))
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        if self._link is Link.LOST:
            self.label.setText(_tr("The connection to the table is lost: the host closed it, or your "
                                   "seat was taken up elsewhere."))
        else:
            self.label.setText(_tr("Reconnecting\u2026 The connection to the host dropped; your seat "
                                   "and your cards are kept for you."))
        self.back_button.setText(_tr("&Back to the welcome screen"))


class NetPanel(QFrame):
    """Beside the table: the players (turn, presence) and the chat."""

    def __init__(self, parent: QWidget | None = None) -> None:
        # Imported here: the window's frame is in the first window, the chat list only in play.
        from PySide6.QtWidgets import QAbstractItemView, QListWidget

        super().__init__(parent)
        self.setObjectName("netPanel")
        self.setMinimumWidth(220)
        self.setMaximumWidth(300)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.session: Session | None = None
        self.players_title = QLabel(self)
        self.players_title.setProperty("role", "title")
        self.players = QLabel(self)
        self.players.setObjectName("players")
        self.players.setWordWrap(True)
        self.players.setTextFormat(Qt.TextFormat.PlainText)
        self.players.setContentsMargins(6, 0, 6, 4)
        self.chat_title = QLabel(self)
        self.chat_title.setProperty("role", "title")
        self.chat = QListWidget(self)
        self.chat.setObjectName("chatLines")
        self.chat.setWordWrap(True)
        self.chat.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.chat.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.entry = QLineEdit(self)
        self.entry.setObjectName("chatEntry")
        self.entry.setMaxLength(CHAT_LIMIT)
        self.entry.returnPressed.connect(self._send_typed)
        self.send_button = QPushButton(self)
        self.send_button.clicked.connect(self._send_typed)
        self.phrase_buttons: list[QPushButton] = []
        phrases = QVBoxLayout()
        phrases.setSpacing(2)
        for phrase in QUICK_PHRASES:
            button = QPushButton(self)
            button.setProperty("role", "phrase")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the table keeps the keys
            button.clicked.connect(lambda _c=False, p=phrase: self.say(_tr(p)))
            self.phrase_buttons.append(button)
            phrases.addWidget(button)
        entry_row = QHBoxLayout()
        entry_row.addWidget(self.entry, 1)
        entry_row.addWidget(self.send_button, 0)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 6)
        layout.addWidget(self.players_title)
        layout.addWidget(self.players)
        layout.addWidget(self.chat_title)
        layout.addWidget(self.chat, 1)
        layout.addLayout(phrases)
        layout.addLayout(entry_row)
        self.retranslate_ui()

    # ------------------------------------------------------------------ following the session

    def set_session(self, session: Session | None) -> None:
        self.session = session
        if session is not None and not self.styleSheet():
            # Styled when first needed: a style sheet in the first window slows the start.
            self.setStyleSheet(
                "QFrame#netPanel { background: #0f3320; border-left: 1px solid #0a2414;"
                " border-right: 1px solid #0a2414; }"
                "QLabel { color: #f4f1e8; }"
                "QLabel[role=\"title\"] { font-weight: bold; padding: 6px 4px 2px 4px; }"
                "QListWidget { background: #123b26; color: #e8efe8; border: none; }"
                "QPushButton[role=\"phrase\"] { padding: 2px 6px; }")
        self.chat.clear()
        self.refresh()

    def refresh(self) -> None:
        """Who is at the table: the player to move first marked, absent people said so."""
        session = self.session
        if session is None:
            self.players.setText("")
            return
        turn = turn_seat(session)
        lines = []
        for seat in range(len(session.seats)):
            text = presence_text(session, seat)
            if seat in session.human_seats:
                text = fill(_tr("%1 (you)"), text)
            elif session.seats[seat].is_bot:
                text = fill(_tr("%1 (computer)"), text)
            lines.append(("\u25b6 " if seat == turn else "\u2003 ") + text)
        self.players.setText("\n".join(lines))

    def add_line(self, seat: int, text: str) -> None:
        """A chat line as received: the sender's name, then what they said."""
        if self.session is None:
            return
        name = self.session.name(seat) if 0 <= seat < len(self.session.seats) else "?"
        self.chat.addItem(fill(_tr("%1: %2"), isolate(name), isolate(text)))
        while self.chat.count() > CHAT_LINES:
            self.chat.takeItem(0)
        self.chat.scrollToBottom()

    def say(self, text: str) -> None:
        line = " ".join(text.split())[:CHAT_LIMIT]
        if line and self.session is not None and self.session.can_chat:
            self.session.send_chat(line)

    def _send_typed(self) -> None:
        self.say(self.entry.text())
        self.entry.clear()

    # ------------------------------------------------------------------ texts

    def retranslate_ui(self) -> None:
        self.players_title.setText(_tr("At the table"))
        self.chat_title.setText(_tr("Chat"))
        self.entry.setPlaceholderText(_tr("Say something\u2026"))
        self.entry.setAccessibleName(_tr("Chat message"))
        self.send_button.setText(_tr("Send"))
        for button, phrase in zip(self.phrase_buttons, QUICK_PHRASES, strict=True):
            button.setText(_tr(phrase))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


class NetChrome(QWidget):
    """The table's frame for network play: the banner above, the panel beside (``body`` between).

    The banner and the panel are built when first needed (a network match, or a test
    asking for them): a match on this computer alone, and the first window, never show them.
    """

    leave = Signal()  # the player asked to go back to the welcome screen (after a loss)

    def __init__(self, body: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._banner: LinkBanner | None = None
        self._panel: NetPanel | None = None
        self._row = QHBoxLayout()
        self._row.setContentsMargins(0, 0, 0, 0)
        self._row.setSpacing(0)
        self._row.addWidget(body, 1)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(0)
        self._layout.addLayout(self._row, 1)
        self.session: Session | None = None
        self._wired = False  # the session's signals are connected here

    @property
    def banner(self) -> LinkBanner:
        """The strip above the table (built hidden the first time it is asked for)."""
        if self._banner is None:
            self._banner = LinkBanner(self)
            self._banner.leave.connect(self.leave)
            self._layout.insertWidget(0, self._banner, 0)
        return self._banner

    @property
    def panel(self) -> NetPanel:
        """The players and the chat beside the table (built hidden the first time it is asked for)."""
        if self._panel is None:
            self._panel = NetPanel(self)
            self._panel.hide()
            self._row.addWidget(self._panel, 0)
        return self._panel

    def set_session(self, session: Session | None) -> None:
        """Follow ``session`` (None: no match in play): shown only for a network match."""
        self._wire(self.session if self._wired else None, connect=False)
        self.session = session
        network = shows_chrome(session)
        self._wired = network
        if network or self._panel is not None:
            self.panel.set_session(session if network else None)
            self.panel.setVisible(network and session is not None and session.can_chat)
        self._wire(session if network else None, connect=True)
        self._on_link()

    def _wire(self, session: Session | None, connect: bool) -> None:
        if session is None:
            return
        for signal, slot in ((session.chat_received, self.panel.add_line),
                             (session.presence_changed, self.panel.refresh),
                             (session.applied, self._on_applied),
                             (session.link_changed, self._on_link)):
            if connect:
                signal.connect(slot)
            else:
                with contextlib.suppress(RuntimeError, TypeError):  # the session is already gone
                    signal.disconnect(slot)

    def _on_applied(self, _report: object) -> None:
        self.panel.refresh()

    def _on_link(self) -> None:
        session = self.session
        if shows_chrome(session) and session is not None:
            self.banner.show_link(session.link)
        elif self._banner is not None:
            self._banner.show_link(Link.LOCAL)
