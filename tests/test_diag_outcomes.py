"""benchmarks/diag_outcomes.py: how the tested seat's rounds end, and its holds counted."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from hand_desktop.core.cards import Card
from hand_desktop.core.melds import Meld
from hand_desktop.core.scoring import Finish, Role, RoundResult, SeatScore
from hand_desktop.core.view import PlayerView
from tests.scripts import load_script

DIAG = load_script("benchmarks/diag_outcomes.py", "diag_outcomes")


def result(finish: Finish, finisher: int | None, opened: Sequence[bool]) -> RoundResult:
    seats = tuple(
        SeatScore(s, opened[s], 10, finish, Role.FINISHER if s == finisher else Role.OPPONENT, 1, 0)
        for s in range(len(opened))
    )
    return RoundResult(finish, finisher, seats)


@pytest.mark.parametrize(("finish", "seat", "expected"), [
    (Finish.NORMAL, 1, "out"),
    (Finish.NORMAL, 0, "paid"),
    (Finish.NORMAL, 2, "caught_closed"),
    (Finish.HAND, 1, "hand"),
    (Finish.HAND, 0, "paid_by_hand"),
    (Finish.HAND, 2, "caught_closed_by_hand"),
    (Finish.SUITED_HAND, 2, "caught_closed_by_hand"),  # a Gulf Hand is a Hand too
])
def test_each_seat_is_classed_by_how_the_round_ended_for_it(finish: Finish, seat: int, expected: str) -> None:
    ended = result(finish, 1, [True, True, False, True])
    assert DIAG.ending(ended, seat).value == expected


def test_a_no_contest_is_its_own_ending() -> None:
    assert DIAG.ending(result(Finish.NO_CONTEST, None, [True, False, True, False]), 1) is DIAG.Ending.NO_CONTEST


class Holder:
    """Holds at every other question, as a hunting bot might."""

    def __init__(self) -> None:
        self.asked = 0

    def wait_for_hand(self, view: PlayerView, melds: Sequence[Meld], left: Sequence[Card]) -> bool:
        self.asked += 1
        return self.asked % 2 == 0


def test_only_the_watched_bots_holds_are_counted() -> None:
    watched, other = Holder(), Holder()
    held = DIAG.count_holds(watched)
    answers = [watched.wait_for_hand(None, [], []) for _ in range(5)]  # type: ignore[arg-type]
    assert answers == [False, True, False, True, False]  # its answers pass through unchanged
    assert held == [2]
    other.wait_for_hand(None, [], [])  # type: ignore[arg-type]
    other.wait_for_hand(None, [], [])  # type: ignore[arg-type]
    assert held == [2]  # another bot (such as one a search plays its worlds with) is not counted


def test_the_report_covers_every_round_and_the_figures_win_rate(capsys: pytest.CaptureFixture[str]) -> None:
    assert DIAG.main(["--tested", "hunter:", "--others", "hunter", "--matches", "4"]) == 0
    lines = {line.split()[0]: float(line.split()[1]) for line in capsys.readouterr().out.splitlines()}
    shares = [v for k, v in lines.items() if k.endswith("_share")]
    assert sum(shares) == pytest.approx(1.0, abs=0.01)  # each share is printed to 3 places
    assert lines["win_rate"] == 0.25  # a copy of the others wins one seating of each deal
    assert lines["matches"] == 4
    for key, value in lines.items():
        if key.endswith("_match_win_rate"):
            assert 0.0 <= value <= 1.0


def test_a_partner_variant_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        DIAG.main(["--variant", "hand_partners"])
    assert "invalid choice" in capsys.readouterr().err
