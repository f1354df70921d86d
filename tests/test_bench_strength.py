"""benchmarks/bench_strength.py's one-off figures: a style's variant against three of a style."""

from __future__ import annotations

import pytest

from tests.scripts import load_script

BENCH = load_script("benchmarks/bench_strength.py", "bench_strength")


def figure_lines(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, str]:
    assert BENCH.main(["--matches", "4", *args]) == 0
    return {line.split()[0]: line.split()[1] for line in capsys.readouterr().out.splitlines()}


def test_a_copy_of_the_others_wins_exactly_its_even_share(capsys: pytest.CaptureFixture[str]) -> None:
    # The same style in every seat, seeds following the seat: each seating replays one match,
    # so the tested seat wins exactly one seating in four and scores the table's mean.
    lines = figure_lines(capsys, "--tested", "hunter:", "--others", "hunter")
    assert lines["hunter:_vs_hunter_hand_win_rate"] == "0.250"
    assert float(lines["hunter:_vs_hunter_hand_points_edge"]) == 0.0
    assert lines["hunter:_vs_hunter_hand_matches"] == "4"


def test_a_variant_plays_its_own_field(capsys: pytest.CaptureFixture[str]) -> None:
    lines = figure_lines(capsys, "--tested", "rusher", "--others", "hunter", "--variant", "saudi")
    assert lines["rusher_vs_hunter_saudi_matches"] == "4"
    assert 0.0 <= float(lines["rusher_vs_hunter_saudi_win_rate"]) <= 1.0
    bot = BENCH.make("hunter:hand_ev=0.25", 7)
    assert bot.style.hand_ev == 0.25 and bot.style.hunt_cards == 13  # the rest is the hunter's


@pytest.mark.parametrize(("tested", "others", "says"), [
    ("hunter", "hunter", "must differ"),
    ("hunter:bogus=1", "hunter", "not a field of Style"),
    ("hunter", "", "go together"),
    ("nobody", "hunter", "unknown bot level"),
])
def test_a_bad_figure_is_refused_in_words(capsys: pytest.CaptureFixture[str], tested: str, others: str,
                                          says: str) -> None:
    with pytest.raises(SystemExit):
        BENCH.main(["--tested", tested, "--others", others])
    assert says in capsys.readouterr().err
