"""The review window: a saved match stepped on the game's table, the coach's marks, sharing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from hand_desktop.core.bots import make_bot
from hand_desktop.core.match import Match
from hand_desktop.core.rules import Rules
from hand_desktop.core.runner import MatchRunner
from hand_desktop.core.seats import SeatKind
from hand_desktop.ui import storage
from hand_desktop.ui.review import review_file, review_match
from hand_desktop.ui.review.coaching import cache_paths
from hand_desktop.ui.review.window import ReviewWindow
from hand_desktop.ui.table.items import Place


def played(players: int = 3, rounds: int = 3, seed: int = 21, stop: int = 0) -> Match:
    rules = Rules.from_json(Rules.from_json({"variant": "hand", "rounds": rounds}).to_json())
    kinds = (SeatKind.HUMAN,) + (SeatKind.MEDIUM,) * (players - 1)
    match = Match(rules, players, seed, names=["Salma", "Omar", "Layla", "Karim"][:players], kinds=kinds)
    bots = [make_bot("medium", s) for s in range(players)]
    runner = MatchRunner(match)
    while not match.over and (not stop or len(match.log) < stop):
        runner.step(lambda v: bots[v.seat].choose(v))
    return match


@pytest.fixture
def saved(tmp_path: Path) -> Path:
    path = tmp_path / "match.hand"
    path.write_text(storage.dumps_game(played()), encoding="utf-8")
    return path


@pytest.fixture
def refusals(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text, *a: said.append(text))
    return said


def opened(app: QApplication, path: Path, qtbot) -> ReviewWindow:  # type: ignore[no-untyped-def]
    window = review_file(None, path, animation_ms=0)
    assert window is not None
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.coaching is not None, timeout=30000)
    return window


def shown_hand(window: ReviewWindow) -> set[object]:
    return {c for c, item in window.scene.card_items.items()
            if item.isVisible() and item.spot.place is Place.HAND and item.spot.group == 0}


def test_every_move_forward_and_back_on_the_table(app: QApplication, saved: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = opened(app, saved, qtbot)
    forward, back = window.actions_by_name["forward"], window.actions_by_name["back"]
    seen = []
    for _ in range(window.replay.last + 5):  # past the end it stays at the end
        seen.append(window.position)
        moment = window.replay.at(window.position)
        assert window.scene.view == moment.views[0]
        assert shown_hand(window) == set(moment.views[0].hand)
        current = window.log.currentRow()
        assert current >= 0 and window._rows[current] == window.position
        forward.trigger()
    assert seen[: window.replay.last + 1] == list(range(window.replay.last + 1))
    for expected in range(window.replay.last, -1, -1):
        assert window.position == expected
        assert window.scene.view == window.replay.at(expected).views[0]
        back.trigger()
    assert window.position == 0


def test_turns_rounds_and_the_ends(app: QApplication, saved: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = opened(app, saved, qtbot)
    rep = window.replay
    window.actions_by_name["turn_forward"].trigger()
    assert window.position == rep.next_turn(0)
    window.actions_by_name["next_round"].trigger()
    assert window.position == rep.round_starts[1]
    window.actions_by_name["round_end"].trigger()
    assert window.position == rep.round_span(1).stop - 1
    window.actions_by_name["round_start"].trigger()
    assert window.position == rep.round_starts[1]
    window.round_box.setCurrentIndex(2)
    assert window.position == rep.round_starts[2]
    window.slider.setValue(3)
    assert window.position == rep.round_starts[2] + 3
    window.actions_by_name["match_end"].trigger()
    assert window.position == rep.last
    window.actions_by_name["match_start"].trigger()
    assert window.position == 0


def test_show_all_hands_reveals_every_hand_and_the_stock(app: QApplication, saved: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = opened(app, saved, qtbot)
    window.goto(30)
    moment = window.replay.at(30)
    hidden = set(moment.views[1].hand)
    face_up = {c for c, item in window.scene.card_items.items() if item.isVisible() and item.face_up}
    assert not hidden & face_up
    window.actions_by_name["reveal"].trigger()
    face_up = {c for c, item in window.scene.card_items.items() if item.isVisible() and item.face_up}
    assert hidden <= face_up and set(moment.views[2].hand) <= face_up
    assert moment.stock[-1] in face_up  # the next card of the stock
    window.seat_box.setCurrentIndex(2)  # seen from Layla's seat
    assert window.session.viewer == 2 and shown_hand(window) == set(moment.views[2].hand)
    window.actions_by_name["reveal"].trigger()
    assert window.session.viewer == 0  # back to the player's own seat, the others hidden again


def test_the_coach_marks_the_log_and_shows_the_better_move(app: QApplication, saved: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = opened(app, saved, qtbot)
    window.actions_by_name["reveal"].trigger()  # every seat's marks
    coaching = window.coaching
    assert coaching is not None and coaching.findings
    finding = coaching.findings[0]
    window.goto(finding.position)
    rows = [r for r in window._rows if r is finding]
    assert rows, "the mark is in the log of its round"
    window.show_finding(finding)
    assert window.better_label.isVisible()
    if finding.actions:
        assert window.session.better is not None  # the table shows the better move's result
    window.actions_by_name["forward"].trigger()
    assert window.session.better is None and window.position == finding.position + 1
    window.goto(0)
    window.actions_by_name["next_mark"].trigger()
    assert window.position == min(f.position for f in coaching.findings if f.position > 0)


def test_the_findings_are_cached_beside_the_save_which_never_changes(app: QApplication, saved: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    before = saved.read_bytes()
    window = opened(app, saved, qtbot)
    cache = cache_paths(saved, window.replay.data)[0]
    assert cache.exists() and saved.read_bytes() == before
    first = window.coaching
    again = opened(app, saved, qtbot)
    assert again.worker is None and again.coaching == first  # read from the cache at once
    cache.write_text("{not json", encoding="utf-8")
    rebuilt = opened(app, saved, qtbot)
    assert rebuilt.worker is not None and rebuilt.coaching == first
    assert json.loads(cache.read_text(encoding="utf-8"))["kind"] == "hand-desktop-coach"
    assert saved.read_bytes() == before


@pytest.mark.parametrize("content", ["{not json", '{"kind": "something-else"}', '{"kind": "hand-desktop-match"}'])
def test_a_broken_or_foreign_file_is_refused(app: QApplication, tmp_path: Path, refusals: list[str],
                                             content: str) -> None:
    path = tmp_path / "bad.hand"
    path.write_text(content, encoding="utf-8")
    assert review_file(None, path) is None
    assert len(refusals) == 1 and "cannot be reviewed" in refusals[0]


def test_a_hosted_match_in_play_or_a_joined_one_is_refused(app: QApplication, refusals: list[str]) -> None:
    match = played(players=2, stop=20)
    assert review_match(None, match, hosted=True) is None
    assert review_match(None, None) is None
    assert len(refusals) == 2


def test_a_finished_match_is_kept_for_review(app: QApplication, qtbot) -> None:  # type: ignore[no-untyped-def]
    from hand_desktop.ui.review.archive import finished_matches

    match = played(players=2)
    window = review_match(None, match, animation_ms=0)
    assert window is not None
    qtbot.addWidget(window)
    kept = finished_matches()
    assert len(kept) == 1 and kept[0].names == ("Salma", "Omar")
    assert window.source == kept[0].path
    again = review_file(None, kept[0].path, animation_ms=0)
    assert again is not None
    qtbot.addWidget(again)
    assert again.replay.moments[-1].summary == window.replay.moments[-1].summary


def test_export_text_and_pictures(app: QApplication, saved: Path, tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = opened(app, saved, qtbot)
    window.reveal.setChecked(True)
    text = tmp_path / "round.txt"
    assert window.export.write_text(text, whole=True)
    body = text.read_text(encoding="utf-8")
    assert body.count("Round ") >= window.replay.rounds and "Salma" in body
    assert window.coaching is not None
    assert ("\u2605" in body) == bool(window.coaching.findings)  # the coach's marks, when it has any
    picture = tmp_path / "round.png"
    assert window.export.write_picture(picture, whole=False)
    assert picture.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    whole = tmp_path / "match.png"
    position = window.position
    assert window.export.write_picture(whole, whole=True)
    assert whole.stat().st_size > picture.stat().st_size and window.position == position


def test_the_entry_points(app: QApplication, saved: Path, qtbot, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    from hand_desktop.ui.app import parse_args
    from hand_desktop.ui.dialogs.statistics import StatisticsDialog
    from hand_desktop.ui.main_window import MainWindow
    from hand_desktop.ui.review.pick import FinishedList

    assert parse_args(["--review", "x.hand"])[0].review == "x.hand"
    window = MainWindow(storage.Settings(animation_ms=0))
    qtbot.addWidget(window)
    assert window.review_action.shortcut().toString() == "Ctrl+Shift+R"
    window.load_game(storage.load_saved_match(saved))  # a finished match ...
    window.life._show_match_end()  # ... whose end is shown
    assert window.end_dialog is not None
    end = window.end_dialog
    texts = [b.text() for b in end.buttons.buttons()]
    assert "&Review the match" in texts
    button = next(b for b in end.buttons.buttons() if b.text() == "&Review the match")
    button.click()
    qtbot.waitUntil(lambda: any(isinstance(w, ReviewWindow) for w in QApplication.topLevelWidgets()
                                if w.isVisible()), timeout=10000)
    assert len(FinishedList().matches) == 1  # the match ended here: kept for review
    stats = StatisticsDialog(window)
    qtbot.addWidget(stats)
    assert stats.review_button.text() == "Re&view a match\u2026"
    window.show_score_sheet()
    assert window.score_dialog is not None
    assert any(b.text() == "&Review the match" for b in window.score_dialog.findChildren(type(button)))


def test_a_finished_hosted_match_is_kept_readable(app: QApplication, qtbot) -> None:  # type: ignore[no-untyped-def]
    """A table hosted here names its network seats REMOTE: its kept copy names them people."""
    from hand_desktop.ui.review.archive import keep_finished

    match = played(players=3)
    kinds = (SeatKind.HUMAN, SeatKind.REMOTE, SeatKind.MEDIUM)
    path = keep_finished(match, kinds)
    assert path is not None
    assert storage.load_saved_match(path).kinds == (SeatKind.HUMAN, SeatKind.HUMAN, SeatKind.MEDIUM)
    window = review_match(None, match, kinds, hosted=True, animation_ms=0)  # over: allowed
    assert window is not None and window.source == path and window.session.viewer == 0
    qtbot.addWidget(window)


def test_in_arabic_the_arrows_go_the_way_the_buttons_point(app: QApplication, saved: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QKeySequence

    from hand_desktop.ui.words import i18n

    window = opened(app, saved, qtbot)
    assert QKeySequence("Right") in window.actions_by_name["forward"].shortcuts()
    i18n.switch_language(app, "ar")
    app.processEvents()
    assert QKeySequence("Left") in window.actions_by_name["forward"].shortcuts()
    assert QKeySequence("Right") in window.actions_by_name["back"].shortcuts()
    assert window.reveal.text() != "Show &all hands (A)"  # worded in Arabic


def test_play_moves_on_by_itself_and_pauses(app: QApplication, saved: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = opened(app, saved, qtbot)
    window.speed.setCurrentIndex(window.speed.count() - 1)  # the fastest
    window.actions_by_name["play"].trigger()
    assert window.buttons["play"].isChecked()
    qtbot.waitUntil(lambda: window.position >= 3, timeout=10000)
    window.actions_by_name["play"].trigger()
    stopped = window.position
    qtbot.wait(600)
    assert window.position == stopped and not window.buttons["play"].isChecked()


def test_a_hot_seat_match_opens_from_the_first_persons_seat(app: QApplication, tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    match = played(players=3)
    match.kinds = (SeatKind.MEDIUM, SeatKind.HUMAN, SeatKind.HUMAN)  # two people at one computer
    path = tmp_path / "hotseat.hand"
    path.write_text(storage.dumps_game(match), encoding="utf-8")
    window = opened(app, path, qtbot)
    assert window.session.viewer == 1 and not window.scene.covered  # no hot-seat cover in a review
    assert shown_hand(window) == set(window.replay.at(0).views[1].hand)


def test_the_data_folder_keeps_only_the_last_findings(app: QApplication, monkeypatch: pytest.MonkeyPatch) -> None:
    from hand_desktop.core.coach import Coaching
    from hand_desktop.ui.review import coaching

    monkeypatch.setattr(coaching, "KEEP_IN_DATA", 2)
    paths = [coaching.write_cache(None, {"seed": k, "actions": []}, Coaching(())) for k in range(4)]
    assert all(p is not None for p in paths)
    assert len(list(paths[-1].parent.glob("*.coach.json"))) == 2  # type: ignore[union-attr]


def test_the_coach_speaks_one_line_in_the_players_words(app: QApplication) -> None:
    from hand_desktop.core.actions import Discard, Draw, DrawSource, LayMelds, MeldSpec
    from hand_desktop.core.cards import parse_card, parse_token
    from hand_desktop.core.coach import Finding, FindingKind, RoundSummary
    from hand_desktop.ui.review.words import finding_text, summary_text

    def spec(*codes: str) -> MeldSpec:
        return MeldSpec(tuple(parse_token(c) for c in codes))

    names = ["Salma", "Omar"].__getitem__

    def plain(text: str) -> str:  # without the direction isolates round names and cards
        return "".join(ch for ch in text if ch not in "\u2066\u2067\u2068\u2069")

    opening = Finding(FindingKind.OPEN_EARLIER, 0, 5, 1,
                      (LayMelds(0, (spec("7H", "8H", "9H"), spec("QS", "QD", "QC"))),), value=54)
    assert plain(finding_text(opening, 0, names)) == \
        "You could have opened here with 7\u2665 8\u2665 9\u2665 + Q\u2660 Q\u2666 Q\u2663: 54 points."
    assert plain(finding_text(opening, 1, names)).startswith("Salma could have opened here")
    hand = Finding(FindingKind.FIRE_GOES_OUT, 0, 5, 1, (Draw(0, DrawSource.FIRE), Discard(0, (parse_token("2C"),))),
                   gain=160, card=parse_card("5C"), hand=True)
    assert plain(finding_text(hand, 0, names)) == \
        "Taking 5\u2663 from the fire, you could have gone out with a Hand: throw 2\u2663. 160 points better."
    fed = Finding(FindingKind.FED_NEXT, 0, 5, 1, (Discard(0, (parse_token("KD"),)),), value=93,
                  card=parse_card("QC"), other=1)
    assert plain(finding_text(fed, 0, names)) == \
        "Your Q\u2663 let Omar open with 93 points. K\u2666 was the safer throw."
    assert summary_text(RoundSummary(1, 0, 3, 42)) == "3 chances missed, 42 points."
    assert summary_text(RoundSummary(1, 0, 1, 0)) == "1 chance missed."
    assert summary_text(RoundSummary(1, 0, 0, 0)) == "No chance missed in this round."
