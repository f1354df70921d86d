"""tools/tune_hard.py: a setting scored over several figures, deal by deal, and its parameters."""

from __future__ import annotations

from typing import Any

import pytest

from tests.scripts import load_script

TUNE = load_script("tools/tune_hard.py", "tune_hard")


def test_figures_are_named_in_order_and_must_pair_up() -> None:
    chosen = TUNE._figures("hard_vs_hunter_hand, hard_vs_medium_hand")
    assert [f.name for f in chosen] == ["hard_vs_hunter_hand", "hard_vs_medium_hand"]
    with pytest.raises(SystemExit, match="unknown figure"):
        TUNE._figures("hard_vs_nobody_hand")
    with pytest.raises(SystemExit, match="cannot be paired"):
        TUNE._figures("hard_vs_hunter_hand,hard_team_vs_hunter_team_hand_partners")


def test_the_field_score_of_a_deal_is_its_mean_over_the_figures(monkeypatch: Any) -> None:
    runs = {  # per figure: wins and edges per deal, Hard's times, matches
        "hard_vs_hunter_hand": ([0.25, 0.5], [4.0, -2.0], {"hard": [10.0]}, 8),
        "hard_vs_medium_hand": ([0.75, 0.0], [-8.0, 6.0], {"hard": [30.0]}, 8),
    }
    seen: list[tuple[str, int, dict[str, Any]]] = []

    def fake(figure: Any, matches: int, rounds: int, seed: int, pool: Any,
             setting: dict[str, Any]) -> Any:
        seen.append((figure.name, seed, setting))
        return runs[figure.name]

    monkeypatch.setattr(TUNE, "deal_scores", fake)
    figures = TUNE._figures("hard_vs_hunter_hand,hard_vs_medium_hand")
    got = TUNE.field_scores(figures, 8, 3, 7, {"worlds": 2})
    assert got.wins == [0.5, 0.25]
    assert got.edges == [-2.0, 2.0]
    assert got.by_figure["hard_vs_medium_hand"] == [0.75, 0.0]
    assert sorted(got.times) == [10.0, 30.0] and got.matches == 16
    # every figure plays the same seed (the same deals) with the same setting
    assert seen == [("hard_vs_hunter_hand", 7, {"worlds": 2}), ("hard_vs_medium_hand", 7, {"worlds": 2})]


def test_whole_number_parameters_are_rounded_when_played() -> None:
    cards = TUNE.Param.parse("style.hunt_cards=12.6:9:13")
    worlds = TUNE.Param.parse("worlds=12:4:24")
    weight = TUNE.Param.parse("style.hand_ev=0.5:0.1:1.5")
    assert (cards.whole, worlds.whole, weight.whole) == (True, True, False)
    assert TUNE._setting([cards, worlds, weight], [12.6, 7.4, 0.25]) == (
        "style.hunt_cards=13,worlds=7,style.hand_ev=0.2500")
    with pytest.raises(SystemExit, match="KEY=START:LOW:HIGH"):
        TUNE.Param.parse("style.hand_ev=0.5")
