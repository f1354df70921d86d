"""benchmarks/diag_match_chance.py: the search's chance of winning a match, set against matches."""

from __future__ import annotations

import math
import random

import pytest

from tests.scripts import load_script

DIAG = load_script("benchmarks/diag_match_chance.py", "diag_match_chance")

# Rounds of four players: one goes out (-30), the others pay what they hold or 100.
POOL = [(-30, 12, 100, 25), (40, -30, 8, 100), (-60, 200, 14, 30)]


def test_the_empirical_chance_follows_the_totals() -> None:
    rng = random.Random(3)
    # 500 points ahead with one round left: no round of the pool can close that gap.
    assert DIAG.empirical_chance([0, 500, 500, 500], 0, 1, POOL, rng) == 1.0
    assert DIAG.empirical_chance([0, 500, 500, 500], 1, 1, POOL, rng) == 0.0
    # Level totals: each round's lowest score lands on a seat at random.
    level = DIAG.empirical_chance([0, 0, 0, 0], 2, 1, POOL, rng)
    assert 0.15 < level < 0.35


def test_the_scores_reward_sure_right_chances_and_punish_sure_wrong_ones() -> None:
    loss, brier = DIAG.scores([(1.0, True), (0.0, False)])
    assert loss < 1e-3 and brier == 0.0
    loss, brier = DIAG.scores([(0.5, True), (0.5, False)])
    assert loss == pytest.approx(math.log(2.0)) and brier == pytest.approx(0.25)
    loss, _ = DIAG.scores([(0.0, True)])
    assert loss == pytest.approx(-math.log(DIAG.EPSILON))


def test_a_small_run_judges_every_side_after_every_round_but_the_last(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert DIAG.main(["--matches", "4", "--rounds", "3", "--variant", "hand_partners"]) == 0
    lines = {line.split()[0]: float(line.split()[1]) for line in capsys.readouterr().out.splitlines()}
    for after in (1, 2):
        name = f"match_chance_after_round_{after}"
        assert lines[f"{name}_predictions"] == 8  # 4 matches x 2 teams
        assert lines[f"{name}_best_spread"] in DIAG.SPREADS
        assert 0.0 < lines[f"{name}_logloss_best"] <= lines[f"{name}_logloss_shipped"]
        assert 0.0 <= lines[f"{name}_brier_empirical"] <= 1.0
    assert "match_chance_after_round_3_predictions" not in lines


def test_the_match_records_each_sides_totals_and_the_winner() -> None:
    played = DIAG.play(("rusher", DIAG.Variant.HAND, 3, 5, 0))
    assert len(played.totals) >= 3 and len(played.rounds) == len(played.totals)
    assert [sum(p[s] for p in played.rounds) for s in range(4)] == list(played.totals[-1])
    assert played.totals[-1].index(min(played.totals[-1])) == played.winner


@pytest.mark.parametrize(("args", "message"), [
    (["--style", "gambler"], "unknown style 'gambler'"),
    (["--rounds", "4"], "rounds"),
    (["--matches", "1"], "at least 2"),
])
def test_bad_arguments_are_refused_with_a_message(
        capsys: pytest.CaptureFixture[str], args: list[str], message: str) -> None:
    with pytest.raises(SystemExit):
        DIAG.main(args)
    assert message in capsys.readouterr().err
