"""The chart of the running totals: it paints the lines (the winner's marked), mirrors
right to left, follows the digit setting, and sits in the score sheet and the match end;
the round summary's cards are the table's own pictures."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage

from hand_desktop.core.cards import parse_cards
from hand_desktop.core.match import Match
from hand_desktop.core.rules import Rules, Variant
from hand_desktop.ui.card_art import shared_art
from hand_desktop.ui.dialogs.common import CardStrip
from hand_desktop.ui.dialogs.round_summary import MatchEndDialog, MatchReport
from hand_desktop.ui.score_chart import WINNER_WIDTH, ScoreChart, nice_ticks, series_of
from hand_desktop.ui.scoresheet import ScoreSheetDialog, ScoreSheetModel
from hand_desktop.ui.words import i18n
from tests.ui.shell_support import finished_match, plain, play_rounds


def near(a: QColor, b: QColor, tolerance: int = 12) -> bool:
    return all(abs(x - y) <= tolerance for x, y in
               ((a.red(), b.red()), (a.green(), b.green()), (a.blue(), b.blue())))


def count_colour(image: QImage, colour: QColor, x0: int = 0, x1: int | None = None) -> int:
    """The pixels near ``colour`` in the columns from ``x0`` to ``x1``: each colour shown
    is counted once from the image's bytes, then compared (not a Qt call a pixel)."""
    x1 = image.width() if x1 is None else x1
    rgb = image.convertToFormat(QImage.Format.Format_RGB888)  # R, G, B bytes in this order
    data, stride = bytes(rgb.constBits()), rgb.bytesPerLine()
    shown: Counter[bytes] = Counter()
    for y in range(rgb.height()):
        row = data[y * stride + 3 * x0:y * stride + 3 * x1]
        shown.update(row[i:i + 3] for i in range(0, len(row), 3))
    return sum(n for px, n in shown.items() if near(QColor(px[0], px[1], px[2]), colour))


def chart_for(qtbot, match: Match, rtl: bool = False) -> ScoreChart:
    chart = ScoreChart()
    qtbot.addWidget(chart)
    if rtl:
        chart.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    chart.set_summary(match.summary())
    chart.resize(560, 280)
    return chart


def test_the_lines_are_the_running_totals() -> None:
    match = finished_match(players=3, seed=3)
    lines = series_of(match.summary())
    assert [s.totals[-1] for s in lines] == match.totals()
    running = [0]
    for result in match.results:
        running.append(running[-1] + result.points[1])
    assert lines[1].totals == tuple(running)
    assert [s.winner for s in lines] == [seat == match.winner() for seat in range(3)]


def test_partners_have_a_line_per_team() -> None:
    match = finished_match(Variant.HAND_PARTNERS, players=4, seed=5)
    lines = series_of(match.summary())
    assert len(lines) == 2
    assert [s.totals[-1] for s in lines] == match.team_totals()
    assert "&" in plain(lines[0].label)


def test_ticks_are_round_and_cover_the_values() -> None:
    ticks = nice_ticks(-60, 215)
    assert ticks[0] <= -60 and ticks[-1] >= 215 and 0 in ticks
    steps = {b - a for a, b in zip(ticks, ticks[1:], strict=False)}
    assert len(steps) == 1 and steps.pop() in (50, 100)


def test_the_winners_line_is_painted_and_marked(app, qtbot) -> None:
    match = finished_match(players=3, seed=3)
    chart = chart_for(qtbot, match)
    winner = match.winner()
    image = chart.grab().toImage()
    colour = chart.colour(winner)
    # The star at the end of the winner's line is the winner's colour.
    end = chart.point(winner, match.summary().rounds_played)
    assert near(image.pixelColor(round(end.x()), round(end.y())), colour)
    # Its line is the thick one: more of its colour than of a loser's over a like distance.
    loser = next(s for s in range(3) if s != winner)
    assert count_colour(image, colour) > count_colour(image, chart.colour(loser)) * 1.2
    assert WINNER_WIDTH > 2
    # The legend names the winner.
    assert "(winner)" in chart.accessibleDescription()


def test_no_winner_is_marked_before_the_end(app, qtbot) -> None:
    match = Match(Rules(rounds=5), 3, 4, ["A", "B", "C"])
    play_rounds(match, 2, 4)
    chart = chart_for(qtbot, match)
    assert not any(s.winner for s in chart.series)
    assert "(winner)" not in chart.accessibleDescription()


def test_right_to_left_mirrors_rounds_axis_and_legend(app, qtbot) -> None:
    match = finished_match(players=3, seed=3)
    ltr = chart_for(qtbot, match)
    rtl = chart_for(qtbot, match, rtl=True)
    last = match.summary().rounds_played
    # Rounds run left to right, and right to left in Arabic.
    assert ltr.point(0, 0).x() < ltr.point(0, last).x()
    assert rtl.point(0, 0).x() > rtl.point(0, last).x()
    # The axis of points stands on the leading side: the plot leaves room left, or right.
    assert ltr.plot_rect().left() > 20 and ltr.plot_rect().right() > ltr.width() - 20
    assert rtl.plot_rect().right() < rtl.width() - 20 and rtl.plot_rect().left() < 20
    # The legend starts at the leading edge, and what is painted there is the first line's sample.
    first_ltr, first_rtl = ltr.legend_rects()[0], rtl.legend_rects()[0]
    assert first_ltr.left() < ltr.width() / 2 < first_rtl.right()
    image = rtl.grab().toImage()
    y = first_rtl.center().y()
    sample = count_colour(image.copy(first_rtl.right() - 24, y - 3, 26, 7), rtl.colour(0))
    assert sample > 10
    image = ltr.grab().toImage()
    assert count_colour(image.copy(first_ltr.left(), y - 3, 26, 7), ltr.colour(0)) > 10


def test_numbers_follow_the_digit_setting(app, qtbot) -> None:
    match = finished_match(players=3, seed=3)
    match.names = ["Ana", "Badr", "Chen"]
    chart = chart_for(qtbot, match)
    assert any(ch in chart.accessibleDescription() for ch in "0123456789")
    i18n.set_digits("arabic")
    assert not any(ch in chart.accessibleDescription() for ch in "0123456789")
    assert any(ch in chart.accessibleDescription() for ch in "٠١٢٣٤٥٦٧٨٩")


def test_an_empty_match_shows_a_note_not_lines(app, qtbot) -> None:
    chart = chart_for(qtbot, Match(Rules(), 2, 1, ["A", "B"]))
    image = chart.grab().toImage()
    assert count_colour(image, chart.colour(0)) == 0


def test_the_score_sheet_shows_the_chart_and_follows_the_match(app, qtbot) -> None:
    match = Match(Rules(rounds=5), 3, 4, ["A", "B", "C"])
    play_rounds(match, 1, 4)
    model = ScoreSheetModel(match)
    dialog = ScoreSheetDialog(model)
    qtbot.addWidget(dialog)
    assert dialog.chart.series[0].totals == (0, match.totals()[0])
    play_rounds(match, 1, 5)
    model.refresh()
    assert len(dialog.chart.series[0].totals) == 3


def test_the_match_end_shows_the_chart_with_the_winner(app, qtbot) -> None:
    match = finished_match(players=3, seed=3)
    dialog = MatchEndDialog(MatchReport.from_match(match))
    qtbot.addWidget(dialog)
    assert dialog.chart is not None
    assert [s.winner for s in dialog.chart.series].index(True) == match.winner()


def test_the_round_summary_cards_are_the_tables_pictures(app, qtbot) -> None:
    strip = CardStrip(parse_cards("10H JK AS"), 70)
    qtbot.addWidget(strip)
    strip.resize(strip.sizeHint())
    image = strip.grab().toImage()
    # The last card lies on top, whole: it is pixel for pixel the table's picture (with its shadow).
    table = shared_art().shadowed("AS", strip.card_width(), 1.0).toImage()
    x, y = strip.card_x(2), CardStrip.PAD
    inside = [(dx, dy) for dx in range(4, table.width() - 8, 5) for dy in range(4, table.height() - 8, 5)]
    same = sum(image.pixelColor(x + dx, y + dy) == table.pixelColor(dx, dy) for dx, dy in inside)
    assert same == len(inside)
    assert "Joker" in strip.accessibleName()  # read out in words, not card codes


def test_the_rounds_axis_starts_at_0_where_the_lines_start(app, qtbot) -> None:
    """Issue 28: every line starts at 0 before the first deal: the axis says 0 there."""
    match = finished_match(players=3, seed=3)
    chart = chart_for(qtbot, match)
    labels = [(step, plain(text)) for step, text in chart.step_labels()]
    assert labels[0] == (0, "0") and labels[1:] == [(r, str(r)) for r in range(1, len(labels))]
    assert 0 in chart._ticks()  # and the axis of points has its 0 too
