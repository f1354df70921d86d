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


def test_several_seeds_give_each_seeds_figure_and_all_their_deals_pooled(
        capsys: pytest.CaptureFixture[str]) -> None:
    # Seeds 4 and 5 deal one deal each on which this hunter wins 0.50 and 0.25, with 1 and 0
    # Hands: the pooled figure can only be right by taking both.
    figure = ("--tested", "hunter:hand_ev=0.1", "--others", "rusher")
    single = {s: figure_lines(capsys, *figure, "--seed", s) for s in ("4", "5")}
    lines = figure_lines(capsys, *figure, "--seeds", "4,5")
    name = "hunter:hand_ev=0.1_vs_rusher_hand"
    assert single["4"][f"{name}_win_rate"] != single["5"][f"{name}_win_rate"]
    for s in ("4", "5"):  # each seed's lines are the figure that seed gives alone
        assert lines[f"{name}_seed{s}_win_rate"] == single[s][f"{name}_win_rate"]
        assert lines[f"{name}_seed{s}_points_edge"] == single[s][f"{name}_points_edge"]
    assert lines[f"{name}_pooled_matches"] == "8"
    mean = (float(single["4"][f"{name}_win_rate"]) + float(single["5"][f"{name}_win_rate"])) / 2
    assert float(lines[f"{name}_pooled_win_rate"]) == pytest.approx(mean, abs=0.0006)
    hands = sum(float(single[s][f"{name}_hands_tested_seat"]) for s in ("4", "5"))
    assert float(lines[f"{name}_pooled_hands_tested_seat"]) == hands == 1.0


def test_seeds_must_be_whole_numbers(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        BENCH.main(["--tested", "rusher", "--others", "hunter", "--seeds", "1,x"])
    assert "comma-separated whole numbers" in capsys.readouterr().err
