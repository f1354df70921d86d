"""New-game dialog, round summary and match end: what they show and what they give back."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication

from hand_desktop.core.cards import parse_cards
from hand_desktop.core.match import Match
from hand_desktop.core.rules import Rules, ScoreTable, Variant
from hand_desktop.core.scoring import Finish, Role, RoundResult, SeatScore
from hand_desktop.ui.card_art import SHADOW_PAD
from hand_desktop.ui.dialogs.common import CardStrip
from hand_desktop.ui.dialogs.new_game import NewGameChoice, NewGameDialog
from hand_desktop.ui.dialogs.round_summary import (
    MatchEndDialog,
    MatchReport,
    RoundReport,
    RoundSummaryDialog,
    headline,
)
from hand_desktop.ui.words.text import signed
from tests.ui.shell_support import finished_match, plain, play_rounds

# ---------------------------------------------------------------------- new game


def test_new_game_defaults(qtbot) -> None:
    dialog = NewGameDialog({})
    qtbot.addWidget(dialog)
    choice = dialog.choice()
    assert choice.rules == Rules()
    assert choice.names == ("", "")  # default names: stored as "", shown in the language of the day
    assert choice.kinds == ("human", "medium")
    assert dialog.windowTitle() == "New game"
    assert [dialog.variant.itemText(i) for i in range(4)] == [
        "Hand", "Hand Partners", "Saudi Hand", "Saudi Hand Partners"]
    assert [dialog.rounds.itemData(i) for i in range(dialog.rounds.count())] == [3, 5, 7, 9]


def test_partner_variants_force_four_players_with_teams(qtbot) -> None:
    dialog = NewGameDialog({"players": 2})
    qtbot.addWidget(dialog)
    dialog.show()
    dialog._set_combo(dialog.variant, "saudi_partners")
    assert not dialog.players.isEnabled()
    assert dialog.players.currentData() == 4
    assert all(dialog.name_edits[s].isVisible() for s in range(4))
    assert [dialog.team_labels[s].text() for s in range(4)] == ["Team A", "Team B", "Team A", "Team B"]
    assert dialog.choice().players == 4
    dialog._set_combo(dialog.variant, "hand")
    assert dialog.players.isEnabled()
    dialog._set_combo(dialog.players, 3)
    assert [dialog.name_edits[s].isVisible() for s in range(4)] == [True, True, True, False]
    assert dialog.team_labels[0].text() == ""


def test_house_rules_reach_the_rules(qtbot) -> None:
    dialog = NewGameDialog({})
    qtbot.addWidget(dialog)
    dialog._set_combo(dialog.threshold, 81)
    dialog._set_combo(dialog.discards, 16)
    dialog.after_discard.setChecked(True)
    dialog.gulf_scores.setChecked(True)
    rules = dialog.choice().rules
    assert rules.threshold == 81
    assert rules.discards_before_opening == 16
    assert rules.open_only_after_taking_discard is True
    assert rules.score_table is ScoreTable.GULF


def test_last_choices_are_restored(qtbot) -> None:
    first = NewGameDialog({})
    qtbot.addWidget(first)
    first._set_combo(first.variant, "saudi")
    first._set_combo(first.players, 4)
    first._set_combo(first.rounds, 9)
    first.name_edits[0].setText("  Ana  ")
    first.name_edits[3].setText("Dana")
    first.kind_boxes[3].setCurrentIndex(3)
    first.gulf_scores.setChecked(True)
    remembered = first.remembered()
    second = NewGameDialog(remembered)
    qtbot.addWidget(second)
    assert second.choice() == first.choice()
    assert second.choice().names == ("Ana", "", "", "Dana")
    assert second.choice().kinds == ("human", "medium", "medium", "hard")


def test_remembered_seats_survive_fewer_players(qtbot) -> None:
    data = {"players": 2, "names": ["A", "B", "C", "D"], "kinds": ["human", "easy", "hard", "easy"]}
    dialog = NewGameDialog(data)
    qtbot.addWidget(dialog)
    assert dialog.choice().names == ("A", "B")
    dialog._set_combo(dialog.players, 4)
    assert dialog.choice().names == ("A", "B", "C", "D")
    assert dialog.choice().kinds == ("human", "easy", "hard", "easy")


@pytest.mark.parametrize(
    "junk",
    [None, [], {"variant": "poker", "rounds": 4, "players": "two", "names": "x", "kinds": [1, 2]},
     {"threshold": 52, "gulf_scores": "yes", "rounds": True}],
)
def test_junk_in_the_remembered_choices_falls_back_to_defaults(qtbot, junk) -> None:
    choice = NewGameChoice.from_json(junk)
    assert choice.rules == Rules()
    dialog = NewGameDialog(junk)  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    assert dialog.choice().rules == Rules()


def test_new_game_dialog_retranslates_on_language_change(qtbot) -> None:
    dialog = NewGameDialog({})
    qtbot.addWidget(dialog)
    dialog.setWindowTitle("stale")
    QApplication.sendEvent(dialog, QEvent(QEvent.Type.LanguageChange))
    assert dialog.windowTitle() == "New game"


# ---------------------------------------------------------------------- round summary


def _report(finish: Finish, finisher: int | None, **changes) -> RoundReport:
    hands = (tuple(parse_cards("KS 7D JK")), (), tuple(parse_cards("2C 3C")))
    seats = (
        SeatScore(0, True, 32, finish, Role.OPPONENT, 2, 64),
        SeatScore(1, True, 0, finish, Role.FINISHER, 1, -60),
        SeatScore(2, False, 5, finish, Role.OPPONENT, 1, 200),
    )
    report = RoundReport(
        result=RoundResult(finish, finisher, seats), hands=hands, names=("Ana", "Badr", "Chen"),
        partners=False, round_number=2, rounds=5, totals=(64, -60, 200), team_totals=None,
        match_over=False,
    )
    return replace(report, **changes)


def test_round_summary_shows_finisher_hands_and_points(qtbot) -> None:
    dialog = RoundSummaryDialog(_report(Finish.HAND, 1))
    qtbot.addWidget(dialog)
    assert dialog.title.text() == "Round 2 of 5"
    assert plain(dialog.headline.text()) == "Badr went out with a Hand!"
    shown = [{c.code() for c in s.cards} for s in dialog.strips]
    assert shown == [{"KS", "7D", "JK"}, set(), {"2C", "3C"}]
    assert [c.code() for c in dialog.strips[2].cards] == ["2C", "3C"]
    assert [label.text() for label in dialog.points_labels] == ["+64", "-60", "+200"]
    assert [label.text() for label in dialog.value_labels] == ["32", "\u2014", "5"]
    assert dialog.note_labels[0].text() == "Opened: cards left \u00d72"
    assert dialog.note_labels[2].text() == "Had not opened"
    assert dialog.continue_button.text() == "&Next round"
    assert plain(dialog.totals.text()) == "Totals: Ana: 64 \u00b7 Badr: -60 \u00b7 Chen: 200"


def test_card_strip_draws_card_images(qtbot) -> None:
    strip = CardStrip(parse_cards("10H JK AS"), 60)
    qtbot.addWidget(strip)
    pad = CardStrip.PAD
    assert strip.sizeHint().height() == 60 + 2 * pad + SHADOW_PAD  # a card, felt and its shadow
    assert strip.sizeHint().width() > 60 * 5 / 7  # three overlapping cards, wider than one
    image = strip.grab().toImage()
    assert not image.isNull()
    # Card faces are drawn (not blank): the middle of the first card is light, its border darker.
    assert image.pixelColor(pad + 2, pad + 30).lightness() > 200


def test_headlines_for_each_finish() -> None:
    assert plain(headline(_report(Finish.NORMAL, 1))) == "Badr went out."
    assert plain(headline(_report(Finish.SUITED_HAND, 1))) == "Badr went out with a Suited Hand!"
    assert headline(_report(Finish.NO_CONTEST, None)) == (
        "No contest: the stock ran out. Nobody scores this round.")


def test_summary_announces_a_deciding_round(qtbot) -> None:
    dialog = RoundSummaryDialog(_report(Finish.NORMAL, 1, round_number=5))
    qtbot.addWidget(dialog)
    assert "deciding round" in dialog.next_hint.text()
    assert dialog.continue_button.text() == "Play the &deciding round"
    later = RoundSummaryDialog(_report(Finish.NORMAL, 1, round_number=6))
    qtbot.addWidget(later)
    assert later.title.text() == "Deciding round"


def test_summary_at_the_end_of_the_match(qtbot) -> None:
    dialog = RoundSummaryDialog(_report(Finish.NORMAL, 1, round_number=5, match_over=True))
    qtbot.addWidget(dialog)
    assert dialog.continue_button.text() == "See the &result"


def test_summary_from_a_real_partner_match(qtbot) -> None:
    match = play_rounds(Match(Rules(variant=Variant.HAND_PARTNERS, rounds=3), 4, 6,
                              ["A", "B", "C", "D"]), 1)
    report = RoundReport.from_match(match)
    assert report.hands == tuple(tuple(h) for h in match.round.hands)
    dialog = RoundSummaryDialog(report)
    qtbot.addWidget(dialog)
    assert plain(dialog.name_labels[1].text()) == "B (team B)"
    totals = match.team_totals()
    assert plain(dialog.totals.text()) == f"Totals: A & C: {totals[0]} \u00b7 B & D: {totals[1]}"
    assert [label.text() for label in dialog.points_labels] == [signed(p) for p in match.results[0].points]


# ---------------------------------------------------------------------- match end


def test_match_end_names_the_winner_and_ranks_everyone(qtbot) -> None:
    match = finished_match(Variant.HAND, players=3)
    report = MatchReport.from_match(match)
    dialog = MatchEndDialog(report)
    qtbot.addWidget(dialog)
    winner = match.winner()
    assert plain(dialog.title.text()) == f"{match.names[winner]} wins!"
    ranked = sorted(range(3), key=lambda s: (match.totals()[s], s))
    assert [plain(label.text()) for label in dialog.side_labels] == [match.names[s] for s in ranked]
    assert [label.text() for label in dialog.total_labels] == [str(match.totals()[s]) for s in ranked]
    assert dialog.subtitle.text() == "3 rounds played. Lowest total wins."


def test_match_end_with_deciding_rounds_and_teams(qtbot) -> None:
    report = MatchReport(names=("A", "B", "C", "D"), partners=True, standings=(40, 12), winner=1,
                         rounds_played=7, rounds=5)
    dialog = MatchEndDialog(report)
    qtbot.addWidget(dialog)
    assert plain(dialog.title.text()) == "B & D win!"
    # The English catalogue resolves the plural (with no catalogue loaded Qt leaves "(s)").
    assert dialog.subtitle.text() in ("5 rounds and 2 deciding rounds played.",
                                      "5 rounds and 2 deciding round(s) played.")
    assert plain(dialog.side_labels[0].text()) == "B & D"


def test_match_report_refuses_a_match_in_progress() -> None:
    with pytest.raises(ValueError):
        MatchReport.from_match(Match(Rules(), 2, 1))


def test_alignments_follow_reading_direction(qtbot) -> None:
    """Numbers sit at the trailing edge in both directions (AlignTrailing, not AlignRight)."""
    dialog = RoundSummaryDialog(_report(Finish.NORMAL, 1))
    qtbot.addWidget(dialog)
    layout = dialog.points_labels[0].parentWidget().layout()
    item = layout.itemAt(layout.indexOf(dialog.points_labels[0]))
    assert item.alignment() & Qt.AlignmentFlag.AlignTrailing


def test_match_end_plural_in_english(qtbot) -> None:
    i18n = pytest.importorskip("hand_desktop.ui.words.i18n")
    app = QApplication.instance()
    i18n.switch_language(app, "en")
    one = MatchEndDialog(MatchReport(names=("A", "B"), partners=False, standings=(3, 9), winner=0,
                                     rounds_played=6, rounds=5))
    two = MatchEndDialog(MatchReport(names=("A", "B"), partners=False, standings=(3, 9), winner=0,
                                     rounds_played=7, rounds=5))
    qtbot.addWidget(one)
    qtbot.addWidget(two)
    assert one.subtitle.text() == "5 rounds and 1 deciding round played."
    assert two.subtitle.text() == "5 rounds and 2 deciding rounds played."


def test_the_round_summary_reads_the_hands_from_the_rounds_end_not_the_next_deal() -> None:
    import random as _random

    from hand_desktop.core.match import Match
    from hand_desktop.core.randomplay import random_action
    from hand_desktop.core.rules import Rules
    from hand_desktop.ui.dialogs.round_summary import RoundReport

    match = Match(Rules(), 3, 21)
    rng = _random.Random(2)
    while not match.round.over:
        match.apply(random_action(match.round, rng))
    ended = match.results[-1]
    left = tuple(tuple(h) for h in match.round.hands)
    match.start_next_round()  # the table may deal before the summary is read
    report = RoundReport.from_summary(match.summary(), ended)
    assert report.hands == left == ended.hands
    assert report.hands != tuple(tuple(h) for h in match.round.hands)
    assert report.round_number == 1 and report.totals == tuple(ended.points)
def test_an_empty_name_shows_the_default_name_of_the_current_language(qapp) -> None:
    from hand_desktop.core.match import Match
    from hand_desktop.core.seats import Seat
    from hand_desktop.ui.sessions.local_session import LocalSession
    from hand_desktop.ui.words import i18n

    match = Match(Rules(rounds=3), 3, 1, ["Ana", "", "  "])
    ctl = LocalSession(match, [Seat(n) for n in match.names], 0)
    assert [ctl.name(s) for s in range(3)] == ["Ana", "Player 2", "Player 3"]
    try:
        i18n.switch_language(qapp, "ar")
        assert [ctl.name(s).replace("\u061c", "") for s in range(3)] == ["Ana", "لاعب ٢", "لاعب ٣"]
    finally:
        i18n.switch_language(qapp, "en")


def test_the_new_game_dialog_shrinks_when_the_player_count_drops(qtbot) -> None:
    dialog = NewGameDialog({})
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    two = dialog.height()
    dialog.players.setCurrentIndex(2)  # four players
    qtbot.waitUntil(lambda: dialog.height() > two)
    dialog.players.setCurrentIndex(0)  # back to two: no gap left where seats 3 and 4 were
    qtbot.waitUntil(lambda: dialog.height() == two)


def test_a_new_game_dialog_deleted_at_once_leaves_no_call_behind(app, qtbot) -> None:
    """The dialog fits its height again once Qt has laid it out: a dialog deleted before
    that (closed at once, or a test's) must not be called then."""
    import shiboken6

    from hand_desktop.ui.rule_sets import RuleSetStore

    dialog = NewGameDialog({}, None, RuleSetStore())
    shiboken6.delete(dialog)
    with qtbot.captureExceptions() as caught:
        qtbot.wait(20)  # the event loop runs the timers that were pending
    assert caught == []
