"""tools/tune_policy.py: the bare policy's weights searched jointly (cross-entropy method)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.scripts import load_script

TUNE = load_script("tools/tune_policy.py", "tune_policy")


def test_parameters_are_style_fields_and_whole_ones_are_rounded() -> None:
    turns = TUNE.param("hand_turns=3:2:5", "hunter")
    weight = TUNE.param("read_next=0.75:0:2", "hunter")
    assert (turns.whole, weight.whole) == (True, False)
    assert TUNE.variant("hunter", [turns, weight], [3.6, 2.5]) == "hunter:hand_turns=4,read_next=2.5000"
    assert weight.clip(2.5) == 2.0 and weight.clip(-1.0) == 0.0
    with pytest.raises(SystemExit, match="not a field of Style"):
        TUNE.param("nonsense=1:0:2", "hunter")
    with pytest.raises(SystemExit, match="FIELD=START:LOW:HIGH"):
        TUNE.param("read_next=0.75", "hunter")


def test_the_mean_moves_to_the_elite_and_the_spread_never_collapses() -> None:
    params = [TUNE.param("read_next=1:0:2", "hunter"), TUNE.param("w_set=1:0:2", "hunter")]
    scored = [(0.20, [1.0, 1.0]), (0.30, [0.5, 1.5]), (0.28, [0.7, 1.5]), (0.10, [2.0, 0.0])]
    mean, sigma = TUNE.update(params, scored, 2, [0.2, 0.04])
    assert mean == pytest.approx([0.6, 1.5])
    assert sigma[0] == pytest.approx(0.5 * 0.2 + 0.5 * 0.1 / 2)  # the elite's spread, smoothed
    assert sigma[1] == TUNE.MIN_SIGMA  # the elite agree on w_set: the floor, not 0.02


def test_a_run_follows_the_score_on_the_same_deals_for_every_candidate(
        monkeypatch: Any, capsys: Any) -> None:
    seeds: list[int] = []

    def fake(figure: Any, matches: int, rounds: int, seed: int, pool: Any) -> Any:
        # a landscape that rewards a lighter reading: wins fall as read_next grows
        read = float(figure.tested.split("read_next=")[1].split(",")[0])
        seeds.append(seed)
        return [0.3 - 0.05 * read] * 4, [0.0] * 4, {}, matches

    monkeypatch.setattr(TUNE, "deal_scores", fake)
    TUNE.main(["--param", "read_next=1.5:0:2", "--generations", "6", "--population", "8",
               "--elite", "2", "--matches", "8", "--seed", "3"])
    out = capsys.readouterr().out
    final = float(next(line.split()[1] for line in out.splitlines()
                       if line.startswith("cem_final_read_next")))
    assert final < 1.0  # it walked down from 1.5 toward the better end
    # fresh deals each generation, the same deals for its 8 candidates
    assert seeds == [3000 + g for g in range(6) for _ in range(8)]
    assert "# the tuned variant: hunter:read_next=" in out
