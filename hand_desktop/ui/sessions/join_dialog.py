"""Game → Join a table…: find a table on the network (or type its address), say who you are, wait.

Three pages in one dialog:

1. **Tables**: the tables that answered a search (PROTOCOL.md section 10),
   refreshed as answers arrive; a table of another protocol version is greyed
   out with the version it needs. "Join by address" (``192.168.1.20`` or
   ``host:port``) is always there.
2. **You**: the name (remembered) and the join code.
3. **Lobby**: the seats, who is there and connected, "waiting for the host to
   start". When the first view arrives the dialog is accepted and the window
   shows the table (``session``).

Every refusal and failure is a sentence in the player's language (``failure_text``)
and takes the player back to the page where it can be put right. The addresses
searched are a parameter: the app passes every interface's broadcast address;
tests and manual tries pass loopback ones only.
"""

from __future__ import annotations

import contextlib
import logging

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QBrush, QPalette, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QStackedWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from hand_desktop.core.limits import NAME_VISIBLE
from hand_desktop.core.names import clean_name, clean_table_name
from hand_desktop.net.address import DISCOVERY_PORT, Address, parse_address
from hand_desktop.net.client import ClientState
from hand_desktop.net.discovery import FoundTable, TableFinder
from hand_desktop.net.transport import ClientConnection
from hand_desktop.ui.screen_fit import fit_on_show
from hand_desktop.ui.sessions.remote_session import (
    JOIN_TIMEOUT_MS,
    LOBBY_PATIENCE_MS,
    JoinFailure,
    RemoteSession,
    SeatState,
)
from hand_desktop.ui.sessions.seat_ticket import SeatTicket, forget_ticket, save_ticket
from hand_desktop.ui.sessions.session import Link
from hand_desktop.ui.words.refusals import refusal_text
from hand_desktop.ui.words.text import default_name, fill, ltr

log = logging.getLogger(__name__)
CTX = "Join"
SEARCH_EVERY_MS = 3000
SEARCHES = 20  # a minute of searching by itself; then the Search again button
NAME_LIMIT = NAME_VISIBLE  # the name rule's cap (core.names)


def _tr(text: str) -> str:
    return QCoreApplication.translate(CTX, text)






def failure_text(failure: JoinFailure, address: str = "", host_app: str = "") -> str:
    """Why a table could not be joined (or was lost), in words a player understands."""
    match failure:
        case JoinFailure.VERSION if host_app:
            return fill(_tr("This table was opened with Hand %1, which plays over the network "
                             "in another way. Use the same version of Hand on both computers."),
                         ltr(host_app))
        case JoinFailure.BAD_CODE | JoinFailure.FULL | JoinFailure.VERSION | JoinFailure.BUSY \
                | JoinFailure.BAD_TOKEN | JoinFailure.REPLACED:
            return refusal_text(failure.value)  # the host's own code: its words are kept with the others
        case JoinFailure.UNREACHABLE:
            return fill(_tr("No table answered at %1. Check the address, and that the host's table "
                             "is open and allowed through its firewall."), ltr(address))
    return _tr("The host closed the table, or cannot be reached any more.")


def seat_line(number: int, entry: SeatState, own: bool) -> str:
    """A seat in the lobby's list: who, and whether they are there."""
    from hand_desktop.ui.words.text import isolate as isolated
    from hand_desktop.ui.words.text import number as num

    # Every seat by its name, as the host's lobby shows it ("Player 3"), then who plays it.
    name = isolated(entry.name or default_name(number - 1))
    levels = {"easy": _tr("%1, computer player (easy)"), "medium": _tr("%1, computer player (medium)"),
              "hard": _tr("%1, computer player (hard)")}
    if entry.kind in levels:
        who = fill(levels[entry.kind], name)
    elif entry.open:
        who = _tr("free seat, waiting for a player")
    elif entry.kind == "local":
        who = fill(_tr("%1, at the host's computer"), name)
    elif not entry.connected:
        who = fill(_tr("%1, not connected"), name)
    else:
        who = fill(_tr("%1, connected"), name)
    if own:
        who = fill(_tr("%1 (you)"), who)
    return fill(_tr("%1. %2"), num(number), who)


class JoinDialog(QDialog):
    """Find a table, give a name and a code, wait in the lobby; ``session`` once play starts."""

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        name: str = "",
        address: str = "",
        addresses: list[str] | None = None,
        discovery_port: int = DISCOVERY_PORT,
        finder_bind: str = "0.0.0.0",
        app_version: str = "0.0.0",
        animation_ms: int = 250,
        join_timeout_ms: int = JOIN_TIMEOUT_MS,
        lobby_patience_ms: int = LOBBY_PATIENCE_MS,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("JoinDialog")
        self.setMinimumSize(760, 460)
        self._app = app_version
        self._animation_ms = animation_ms
        self._join_timeout_ms = join_timeout_ms
        self._lobby_patience_ms = lobby_patience_ms
        self.session: RemoteSession | None = None
        self.target: Address | None = None
        self._chosen: FoundTable | None = None
        self._rejoining: SeatTicket | None = None  # the seat this computer sits down at again
        self._items: dict[tuple[str, int, str], QTreeWidgetItem] = {}
        self._searches = 0

        self.pages = QStackedWidget(self)
        self.pages.addWidget(self._tables_page())
        self.pages.addWidget(self._player_page(name))
        self.pages.addWidget(self._lobby_page())
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.buttons)
        self.address_edit.setText(address)

        self.finder = TableFinder(list(addresses or []), port=discovery_port, bind=finder_bind, parent=self)
        self.finder.found.connect(self._on_found)
        self._search_timer = QTimer(self)
        self._search_timer.setInterval(SEARCH_EVERY_MS)
        self._search_timer.timeout.connect(self.search)
        self.retranslate_ui()
        QTimer.singleShot(0, self, self.search)  # not after the dialog is gone

    # ------------------------------------------------------------------ pages

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        fit_on_show(self, event)  # wholly on the screen, title bar included

    def _tables_page(self) -> QWidget:
        page = QWidget(self)
        self.tables_title = QLabel(page)
        self.tables_title.setWordWrap(True)
        self.tables = QTreeWidget(page)
        self.tables.setObjectName("tables")
        self.tables.setRootIsDecorated(False)
        self.tables.setColumnCount(6)
        self.tables.itemSelectionChanged.connect(self._update_buttons)
        self.tables.itemActivated.connect(lambda *_: self.choose_table())
        self.searching = QLabel(page)
        self.search_button = QPushButton(page)
        self.search_button.clicked.connect(self.restart_search)
        self.choose_button = QPushButton(page)
        self.choose_button.setDefault(True)
        self.choose_button.clicked.connect(self.choose_table)
        row = QHBoxLayout()
        row.addWidget(self.searching, 1)
        row.addWidget(self.search_button)
        row.addWidget(self.choose_button)
        self.address_label = QLabel(page)
        self.address_edit = QLineEdit(page)
        self.address_edit.setObjectName("address")
        self.address_edit.setLayoutDirection(Qt.LayoutDirection.LeftToRight)  # an address reads left to right
        self.address_edit.textChanged.connect(self._update_buttons)
        self.address_edit.returnPressed.connect(self.choose_address)
        self.address_label.setBuddy(self.address_edit)
        self.address_button = QPushButton(page)
        self.address_button.clicked.connect(self.choose_address)
        self.address_error = QLabel(page)
        self.address_error.setObjectName("addressError")
        self.address_error.setWordWrap(True)
        self.address_error.setStyleSheet("color: #a02020;")
        by_address = QHBoxLayout()
        by_address.addWidget(self.address_label)
        by_address.addWidget(self.address_edit, 1)
        by_address.addWidget(self.address_button)
        layout = QVBoxLayout(page)
        layout.addWidget(self.tables_title)
        layout.addWidget(self.tables, 1)
        layout.addLayout(row)
        layout.addSpacing(8)
        layout.addLayout(by_address)
        layout.addWidget(self.address_error)
        return page

    def _player_page(self, name: str) -> QWidget:
        page = QWidget(self)
        self.player_title = QLabel(page)
        self.player_title.setObjectName("playerTitle")
        self.player_title.setWordWrap(True)
        self.player_title.setStyleSheet("font-size: 15px; font-weight: bold;")
        self.name_label = QLabel(page)
        self.name_edit = QLineEdit(page)
        self.name_edit.setObjectName("name")
        self.name_edit.setMaxLength(NAME_LIMIT)
        self.name_edit.setText(name)
        self.name_label.setBuddy(self.name_edit)
        self.code_label = QLabel(page)
        self.code_edit = QLineEdit(page)
        self.code_edit.setObjectName("code")
        self.code_edit.setMaxLength(9)  # 6 characters, maybe typed with dashes or spaces
        self.code_edit.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        self.code_label.setBuddy(self.code_edit)
        self.code_hint = QLabel(page)
        self.code_hint.setWordWrap(True)
        self.error = QLabel(page)
        self.error.setObjectName("joinError")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #a02020; font-weight: bold;")
        self.back_button = QPushButton(page)
        self.back_button.clicked.connect(self.back_to_tables)
        self.join_button = QPushButton(page)
        self.join_button.setObjectName("joinButton")
        self.join_button.clicked.connect(self.join)
        form = QFormLayout()
        form.addRow(self.name_label, self.name_edit)
        form.addRow(self.code_label, self.code_edit)
        row = QHBoxLayout()
        row.addWidget(self.back_button)
        row.addStretch(1)
        row.addWidget(self.join_button)
        layout = QVBoxLayout(page)
        layout.addWidget(self.player_title)
        layout.addSpacing(8)
        layout.addLayout(form)
        layout.addWidget(self.code_hint)
        layout.addWidget(self.error)
        layout.addStretch(1)
        layout.addLayout(row)
        return page

    def _lobby_page(self) -> QWidget:
        page = QWidget(self)
        self.lobby_title = QLabel(page)
        self.lobby_title.setObjectName("lobbyTitle")
        self.lobby_title.setWordWrap(True)
        self.lobby_title.setStyleSheet("font-size: 16px; font-weight: bold;")
        self.lobby_status = QLabel(page)
        self.lobby_status.setObjectName("lobbyStatus")
        self.lobby_status.setWordWrap(True)
        self.lobby_seats = QListWidget(page)
        self.lobby_seats.setObjectName("lobbySeats")
        self.lobby_note = QLabel(page)
        self.lobby_note.setWordWrap(True)
        layout = QVBoxLayout(page)
        layout.addWidget(self.lobby_title)
        layout.addWidget(self.lobby_status)
        layout.addWidget(self.lobby_seats, 1)
        layout.addWidget(self.lobby_note)
        return page

    # ------------------------------------------------------------------ page 1: finding a table

    def search(self) -> None:
        """Ask the network once more (at most ``SEARCHES`` times by itself)."""
        if self.pages.currentIndex() != 0:
            return
        self.finder.find()
        self._searches += 1
        if self._searches >= SEARCHES:
            self._search_timer.stop()
        elif not self._search_timer.isActive():
            self._search_timer.start()
        self._update_searching()

    def restart_search(self) -> None:
        self._searches = 0
        self.search()

    def _on_found(self, table: FoundTable) -> None:
        key = (table.address, table.port, table.table)
        item = self._items.get(key)
        if item is None:
            item = QTreeWidgetItem(self.tables)
            self._items[key] = item
        item.setData(0, Qt.ItemDataRole.UserRole, key)
        self._fill_item(item, table)
        self._update_searching()
        if self.tables.currentItem() is None and table.compatible:
            self.tables.setCurrentItem(item)
        self._update_buttons()

    def _fill_item(self, item: QTreeWidgetItem, table: FoundTable) -> None:
        from hand_desktop.core.rules import Variant
        from hand_desktop.ui.words.text import number, variant_name

        try:
            variant = variant_name(Variant(table.variant))
        except ValueError:
            variant = table.variant
        name = table.name or _tr("A table")
        if not table.compatible:
            name = fill(_tr("%1 (needs Hand %2)"), name, ltr(table.app or "?"))
        where = ltr(str(Address(table.address, table.port)))
        texts = [name, where, variant, number(table.rounds), number(table.free_seats),
                 _tr("code needed") if table.code else _tr("no code")]
        for column, text in enumerate(texts):
            item.setText(column, text)
        flags = item.flags()
        if table.compatible:
            item.setFlags(flags | Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
            item.setToolTip(0, "")
        else:
            # Greyed and not selectable: the player sees it is there, and which version it wants.
            item.setFlags(flags & ~Qt.ItemFlag.ItemIsEnabled & ~Qt.ItemFlag.ItemIsSelectable)
            grey = QBrush(self.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text))
            for column in range(len(texts)):
                item.setForeground(column, grey)
            item.setToolTip(0, fill(_tr("This table needs Hand %1 (network version %2)."),
                                     ltr(table.app or "?"), str(table.proto)))

    def _fit_columns(self) -> None:
        """Each detail as wide as its text, the table's name the rest."""
        header = self.tables.header()
        # Qt derives the smallest width from the header's font; with the Arabic font it was
        # wider than most columns need (141 px), so every column came out that wide.
        header.setMinimumSectionSize(32)
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, 6):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)

    def found_table(self, item: QTreeWidgetItem | None) -> FoundTable | None:
        if item is None:
            return None
        key = item.data(0, Qt.ItemDataRole.UserRole)
        return self.finder.tables.get(tuple(key)) if key is not None else None

    def choose_table(self) -> None:
        table = self.found_table(self.tables.currentItem())
        if table is None or not table.compatible:
            return
        self._chosen = table
        self.target = Address(table.address, table.port)
        self._to_player_page()

    def choose_address(self) -> None:
        address = parse_address(self.address_edit.text())
        if address is None:
            self.address_error.setText(fill(
                _tr("\u201c%1\u201d is not an address. Type one such as 192.168.1.20 or 192.168.1.20:47123."),
                ltr(self.address_edit.text().strip())))
            return
        self.address_error.setText("")
        self._chosen = None
        self.target = address
        self._to_player_page()

    def _to_player_page(self) -> None:
        self._search_timer.stop()
        self.error.setText("")
        self.pages.setCurrentIndex(1)
        self.choose_button.setDefault(False)
        self.join_button.setDefault(True)  # Return joins from either field
        self.retranslate_ui()
        (self.code_edit if self.name_edit.text() else self.name_edit).setFocus()

    def back_to_tables(self) -> None:
        self._leave_session()
        self.pages.setCurrentIndex(0)
        self.join_button.setDefault(False)
        self.choose_button.setDefault(True)
        self.retranslate_ui()
        self.restart_search()

    # ------------------------------------------------------------------ page 2: joining

    def rejoin(self, ticket: SeatTicket) -> None:
        """Sit down again at the seat ``ticket`` holds (its token): the lobby or the table follows,
        or the player's page with the reason it failed."""
        self._chosen = None
        self._rejoining = ticket
        self.target = Address(ticket.host, ticket.port)
        self.name_edit.setText(ticket.name)
        self._to_player_page()
        state = ClientState(name=ticket.name, app=self._app, table=ticket.table, token=ticket.token)
        self._connect(state)
        self.error.setText(_tr("Rejoining your seat\u2026"))

    def join(self) -> None:
        if self.target is None or self.session is not None:
            return
        self._rejoining = None
        code = self.code_edit.text().strip() or None
        self._connect(ClientState(name=clean_name(self.name_edit.text()), code=code, app=self._app))

    def _connect(self, state: ClientState) -> None:
        assert self.target is not None
        connection = ClientConnection(state, self.target.host, self.target.port)
        session = RemoteSession(connection, self._animation_ms, self, join_timeout_ms=self._join_timeout_ms,
                                lobby_patience_ms=self._lobby_patience_ms)
        connection.setParent(session)
        self.session = session
        session.joined.connect(self._on_joined)
        session.presence_changed.connect(self._update_lobby)
        session.link_changed.connect(self._update_lobby)
        session.started.connect(self.accept)
        session.failed.connect(self._on_failed)
        self.error.setText(_tr("Connecting\u2026"))
        self.error.setStyleSheet("color: palette(text);")
        self.join_button.setEnabled(False)
        session.connect_to_table()

    def _on_joined(self) -> None:
        self._keep_ticket()
        self.pages.setCurrentIndex(2)
        self.retranslate_ui()

    def _keep_ticket(self) -> None:
        """Welcomed at a seat: note it, so that a closed or crashed app can sit down there again."""
        session, target = self.session, self.target
        state = session.state if session is not None else None
        if state is None or target is None or not state.token or not state.table:
            return
        name = self.table_name()
        ticket = SeatTicket(table=state.table, token=state.token, host=target.host, port=target.port,
                            name=clean_name(state.name or self.name_edit.text(), default_name(state.seat or 0)),
                            table_name=clean_table_name(name))
        try:
            save_ticket(ticket)
        except (OSError, ValueError) as exc:  # rejoining after a crash is lost, playing is not
            log.warning("could not note the seat at the joined table: %s", exc)

    def table_name(self) -> str:
        """The name of the table joined, "" when unknown (``welcome`` carries none): the chosen
        table's, the seat ticket's, or that of a table the search found at the typed address."""
        if self._chosen is not None and self._chosen.name:
            return self._chosen.name
        if self._rejoining is not None and self._rejoining.table_name:
            return self._rejoining.table_name
        target, session = self.target, self.session
        table_id = session.state.table if session is not None else None
        for found in self.finder.tables.values():
            if (target is not None and (found.address, found.port) == (target.host, target.port)
                    and found.name and (not table_id or found.table == table_id)):
                return found.name
        return ""

    def _on_failed(self, code: str) -> None:
        session = self.session
        host_app = ""
        if session is not None and session.state.rejected is not None:
            app = session.state.rejected.get("app")
            host_app = app if isinstance(app, str) else ""
        self._leave_session()
        failure = JoinFailure(code)
        text = failure_text(failure, str(self.target or ""), host_app)
        if failure in (JoinFailure.BAD_TOKEN, JoinFailure.REPLACED):
            forget_ticket()  # the host no longer keeps that seat for this computer
            if self._rejoining is not None:
                text += "\n" + _tr("This computer forgets that seat. To play at that table again, "
                                   "join it with its code.")
        self._rejoining = None
        self.error.setStyleSheet("color: #a02020; font-weight: bold;")
        self.error.setText(text)
        self.pages.setCurrentIndex(1)
        self.retranslate_ui()
        if code == JoinFailure.BAD_CODE.value:
            self.code_edit.selectAll()
            self.code_edit.setFocus()

    def _leave_session(self) -> None:
        session, self.session = self.session, None
        if session is not None:
            session.blockSignals(True)
            session.shutdown()
            session.deleteLater()
        self.join_button.setEnabled(True)

    def take_session(self) -> RemoteSession | None:
        """The session in play once the dialog is accepted (the window takes it over)."""
        session, self.session = self.session, None
        if session is not None:
            for signal, slot in ((session.joined, self._on_joined), (session.presence_changed, self._update_lobby),
                                 (session.link_changed, self._update_lobby), (session.started, self.accept),
                                 (session.failed, self._on_failed)):
                with contextlib.suppress(RuntimeError, TypeError):
                    signal.disconnect(slot)
        return session

    # ------------------------------------------------------------------ page 3: the lobby

    def _update_lobby(self) -> None:
        session = self.session
        if session is None:
            return
        own = session.own_seat
        self.lobby_seats.clear()
        for i, entry in enumerate(session.seat_states):
            self.lobby_seats.addItem(seat_line(i + 1, entry, i == own))
        if session.link is Link.RECONNECTING:
            self.lobby_status.setText(_tr("Reconnecting\u2026"))
        else:
            self.lobby_status.setText(_tr("You are at the table. Waiting for the host to start the match\u2026"))

    # ------------------------------------------------------------------ texts

    def _update_searching(self) -> None:
        if self._items:
            self.searching.setText(_tr("Tables found on this network:") if not self._search_timer.isActive()
                                   else _tr("Searching for more tables\u2026"))
        else:
            self.searching.setText(_tr("Searching for tables on this network\u2026")
                                   if self._search_timer.isActive() else _tr("No table found yet."))

    def _update_buttons(self) -> None:
        table = self.found_table(self.tables.currentItem())
        self.choose_button.setEnabled(table is not None and table.compatible)
        self.address_button.setEnabled(bool(self.address_edit.text().strip()))

    def retranslate_ui(self) -> None:
        self.setWindowTitle(_tr("Join a table"))
        self.tables_title.setText(_tr("Choose a table opened on another computer of this network, "
                                      "or type the address the host's screen shows."))
        self.tables.setHeaderLabels([_tr("Table"), _tr("Address"), _tr("Game"), _tr("Rounds"),
                                     _tr("Free seats"), _tr("Join code")])
        self._fit_columns()
        self.search_button.setText(_tr("&Search again"))
        self.choose_button.setText(_tr("&Next"))
        self.address_label.setText(_tr("Join by &address:"))
        self.address_edit.setPlaceholderText("192.168.1.20:47123")
        self.address_button.setText(_tr("&Join"))
        where = self._chosen.name if self._chosen is not None and self._chosen.name else str(self.target or "")
        if self._rejoining is not None:
            ticket = self._rejoining
            self.player_title.setText(fill(_tr("Rejoining %1"), ticket.table_name or ltr(ticket.address)))
        else:
            self.player_title.setText(fill(_tr("Joining %1"), ltr(where) if self._chosen is None else where))
        self.name_label.setText(_tr("Your &name:"))
        self.code_label.setText(_tr("Join &code:"))
        if self._chosen is not None and not self._chosen.code:
            self.code_hint.setText(_tr("This table needs no code: leave it empty."))
        else:
            self.code_hint.setText(_tr("The six characters shown on the host's screen (leave it empty "
                                       "if the host turned the code off)."))
        self.back_button.setText(_tr("&Back"))
        self.join_button.setText(_tr("&Join"))
        session = self.session
        table = self.table_name()
        if not table:
            table = fill(_tr("The table at %1"), ltr(str(self.target))) if self.target else _tr("The table")
        self.lobby_title.setText(table)
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        cancel.setText(_tr("&Leave the table") if self.pages.currentIndex() == 2 else _tr("Cancel"))
        self.lobby_note.setText(_tr("The match starts when the host starts it. Traffic on the network "
                                    "is not encrypted: play only on a network you trust."))
        if session is not None:
            self._update_lobby()
        self._update_searching()
        self._update_buttons()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # ------------------------------------------------------------------ closing

    def done(self, result: int) -> None:
        self._search_timer.stop()
        self.finder.close()
        if result != QDialog.DialogCode.Accepted:
            if self.session is not None and self.session.state.welcomed:
                forget_ticket()  # the player left the table by choice
            self._leave_session()
        super().done(result)
