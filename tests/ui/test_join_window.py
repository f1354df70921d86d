"""A joined table in the main window: the real table, the round's end, the chrome (banner, players, chat)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from hand_desktop.core.seats import Seat, SeatKind
from hand_desktop.core.turn import Phase
from hand_desktop.core.wire import view_to_json
from hand_desktop.ui.main_window import MainWindow
from hand_desktop.ui.sessions.session import Link
from hand_desktop.ui.storage import Settings
from hand_desktop.ui.words.refusals import error_text
from tests.ui.net_support import CODE, Player, Table, joined, pump


@pytest.fixture
def window(app, qtbot) -> MainWindow:
    win = MainWindow(Settings(animation_ms=0))
    win.inform = lambda _title, _text: None  # type: ignore[method-assign]
    win.ask = lambda _title, _text: True  # type: ignore[method-assign]
    win.resize(1280, 800)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.life.close()
    win.close()


def plain(text: str) -> str:
    """Without the bidi isolates around names."""
    return text.replace("\u2068", "").replace("\u2069", "")


def click_card(qtbot, win: MainWindow, card) -> None:
    widget = win.table
    item = widget.scene.card_items[card]
    rect = item.card_rect()
    pos = widget.view.mapFromScene(item.mapToScene(QPointF(min(rect.width() * 0.2, 12.0), rect.height() / 2)))
    qtbot.mousePress(widget.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    qtbot.mouseRelease(widget.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def play_a_turn(qtbot, win: MainWindow) -> None:
    """This seat's turn through the table's own commands: draw from the stock (D), click a card, discard (X)."""
    session = win.session
    actions = {a.objectName(): a for a in win.table.game_actions()}
    me = session.own_seat
    view = session.view_for(me)
    if view.phase is Phase.DRAW:
        actions["draw_stock"].trigger()
        pump(qtbot, lambda: session.view_for(me).phase is not Phase.DRAW, 5000)
        view = session.view_for(me)
        if view.phase is Phase.OVER:
            return
    card = next(c for c in reversed(view.hand) if c not in view.locked)
    click_card(qtbot, win, card)
    assert win.table.scene.keys.chosen() == (card,) or card in win.table.scene.state.selection
    actions["discard"].trigger()
    pump(qtbot, lambda: card not in session.view_for(me).hand, 5000)


def test_a_whole_round_through_the_real_table_then_the_next_deal(qtbot, window: MainWindow) -> None:
    table = Table("remote,easy,easy,easy", rounds=3)
    session = joined(qtbot, table)
    me = session.own_seat
    window.life.play(session)
    try:
        assert window.match is None and window.session is session  # no match on this computer
        assert type(window.table).__name__ == "TableWidget"
        match = table.match
        turns = 0
        while window.summary_dialog is None:
            pump(qtbot, lambda: window.summary_dialog is not None or (
                session.view_for(me).my_turn and table.host.game.turn() == me), 10_000)
            if window.summary_dialog is not None:
                break
            play_a_turn(qtbot, window)
            turns += 1
            assert turns < 80
        assert turns >= 1 and match.round.over
        assert session.summary().results == tuple(match.results)
        assert view_to_json(session.view_for(me)) == table.host.game.view(me)
        shown = {c for c, it in window.table.scene.card_items.items() if it.isVisible() and it.face_up}
        assert window.summary_dialog.isVisible()
        # Closing the summary says ready: the host deals the next round and the table follows.
        window.summary_dialog.continue_button.click()
        pump(qtbot, lambda: match.round_number == 2 and not match.round.over, 5000)
        pump(qtbot, lambda: session.view_for(me).round_number == 2, 5000)
        assert view_to_json(session.view_for(me)) == table.host.game.view(me)
        assert shown  # the round's end showed every hand, face up (now public)
    finally:
        window.life.close()
        table.close()


def test_a_refused_move_is_told_in_the_status_bar_and_changes_nothing(qtbot, window: MainWindow) -> None:
    table = Table("remote,easy,easy,easy", rounds=3)
    session = joined(qtbot, table)
    window.life.play(session)
    try:
        me = session.own_seat
        pump(qtbot, lambda: session.view_for(me).my_turn and table.host.game.turn() == me, 10_000)
        from hand_desktop.core.actions import Discard, Draw, DrawSource, token_of

        view, rev = session.view_for(me), table.host.game.rev
        bad = Discard(me, (token_of(view.hand[0]),)) if view.phase is Phase.DRAW else Draw(me, DrawSource.STOCK)
        session.submit(bad)
        from hand_desktop.core.rules import ErrorCode

        pump(qtbot, lambda: window.statusBar().currentMessage() == error_text(ErrorCode.WRONG_PHASE), 5000)
        assert table.host.game.rev == rev and session.view_for(me) == view
    finally:
        window.life.close()
        table.close()


def test_the_chrome_shows_players_chat_and_the_link(qtbot, window: MainWindow) -> None:
    table = Table("remote,remote,easy,easy", rounds=3, code=CODE)
    other = Player(table.port, "Omar", 7, auto=False)
    other.start()
    session = joined(qtbot, table)
    window.life.play(session)
    chrome = window.chrome
    try:
        me, them = session.own_seat, other.state.seat
        assert chrome.panel.isVisible() and not chrome.banner.isVisible()
        lines = plain(chrome.panel.players.text()).splitlines()
        assert len(lines) == 4 and "Layla (you)" in lines[me] and "Omar" in lines[them]
        assert sum(line.startswith("\u25b6") for line in lines) == 1  # whose turn it is
        # Chat both ways, through the panel.
        chrome.panel.entry.setText("Hello")
        qtbot.keyClick(chrome.panel.entry, Qt.Key.Key_Return)
        pump(qtbot, lambda: other.state.chat[-1:] == [(me, "Hello")], 5000)
        other.conn.send(other.state.say("Salam"))
        pump(qtbot, lambda: chrome.panel.chat.count() == 2, 5000)
        texts = [chrome.panel.chat.item(i).text() for i in range(2)]
        texts = [plain(t) for t in texts]
        assert "Layla" in texts[0] and "Hello" in texts[0] and "Omar" in texts[1] and "Salam" in texts[1]
        chrome.panel.phrase_buttons[0].click()
        pump(qtbot, lambda: other.state.chat[-1] == (me, "Good game!"), 5000)
        # Omar drops: his seat is marked, all the time.
        other.conn.stop(say_bye=False)
        pump(qtbot, lambda: "Omar is reconnecting" in plain(chrome.panel.players.text()), 5000)
        # This computer's link drops and comes back: the banner, then none, and the same seat.
        port = table.port
        table.server.close()
        pump(qtbot, lambda: chrome.banner.isVisible(), 5000)
        assert "Reconnecting" in chrome.banner.label.text() and not chrome.banner.back_button.isVisible()
        assert table.server.listen("127.0.0.1", port)
        pump(qtbot, lambda: not chrome.banner.isVisible(), 8000)
        assert session.link is Link.CONNECTED and session.own_seat == me
        pump(qtbot, lambda: view_to_json(session.view_for(me)) == table.host.game.view(me), 5000)
    finally:
        window.life.close()
        table.close()


def test_a_lost_table_says_so_and_leads_back_to_the_welcome_screen(qtbot, window: MainWindow) -> None:
    from tests.ui.net_support import remote_session

    table = Table("remote,easy,easy,easy", rounds=3)
    session = joined(qtbot, table)
    window.life.play(session)
    try:
        # The same seat taken up elsewhere (its token used by another connection): this one is lost.
        thief = remote_session(table.port)
        thief.state.token, thief.state.table = session.state.token, session.state.table
        thief.connect_to_table()
        pump(qtbot, lambda: session.link is Link.LOST, 5000)
        banner = window.chrome.banner
        assert banner.isVisible() and banner.back_button.isVisible() and "lost" in banner.label.text()
        banner.back_button.click()
        assert window.session is None and window.stack.currentWidget() is window.welcome
        assert not window.chrome.panel.isVisible() and not banner.isVisible()
        thief.shutdown()
    finally:
        window.life.close()
        table.close()


def test_a_local_game_shows_no_network_chrome(qtbot, window: MainWindow) -> None:
    from hand_desktop.core.rules import Rules

    window.start_match(Rules(), ["Ann", "Bob"], [SeatKind.HUMAN, SeatKind.EASY])
    assert window.session is not None and window.session.link is Link.LOCAL
    assert not window.chrome.panel.isVisible() and not window.chrome.banner.isVisible()
    assert Seat("Ann").is_human


@pytest.mark.parametrize("language", ["en", "ar"])
def test_the_banner_and_the_panel_speak_the_players_language(qtbot, app, language) -> None:
    from hand_desktop.ui.sessions.net_chrome import LinkBanner, NetPanel
    from hand_desktop.ui.words import i18n
    from hand_desktop.ui.words.refusals import refusal_text

    i18n.switch_language(app, language)
    banner, panel = LinkBanner(), NetPanel()
    qtbot.addWidget(banner)
    qtbot.addWidget(panel)
    banner.show_link(Link.RECONNECTING)
    reconnecting = banner.label.text()
    banner.show_link(Link.LOST)
    texts = [reconnecting, banner.label.text(), banner.back_button.text(), panel.chat_title.text(),
             panel.send_button.text(), *(b.text() for b in panel.phrase_buttons), refusal_text("stale")]
    arabic = [any("\u0600" <= ch <= "\u06ff" for ch in t) for t in texts]
    assert all(arabic) if language == "ar" else not any(arabic)
    assert reconnecting != texts[1] and all(texts)
