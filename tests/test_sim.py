"""The headless match runner: argument errors, a tiny JSON run, duplicate deals, workers."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from hand_desktop import sim


def _error(capsys: pytest.CaptureFixture[str], argv: list[str]) -> str:
    with pytest.raises(SystemExit) as exc:
        sim.main(argv)
    assert exc.value.code == 2
    return capsys.readouterr().err


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["--seats", "medium,expert"], "unknown bot 'expert'"),
        (["--variant", "saudi_partners", "--seats", "hard,medium"], "needs exactly 4 seats"),
        (["--variant", "hand", "--seats", "medium"], "needs 2, 3 or 4 seats"),
        (["--variant", "hand", "--seats", "easy,easy,easy,easy,easy"], "needs 2, 3 or 4 seats"),
        (["--matches", "0"], "--matches must be at least 1"),
        (["--jobs", "0"], "--jobs must be at least 1"),
        (["--rounds", "4"], "--rounds must be one of 3, 5, 7, 9"),
        (["--variant", "poker"], "unknown variant 'poker'"),
        (["--matches", "many"], "invalid int value"),
        (["--score-table", "kuwait"], "--score-table must be standard or gulf"),
    ],
)
def test_bad_arguments_get_a_clear_message(
    capsys: pytest.CaptureFixture[str], argv: list[str], expected: str
) -> None:
    err = _error(capsys, argv)
    assert expected in err
    assert "hand-desktop-sim: error:" in err


def test_tiny_json_run(capsys: pytest.CaptureFixture[str]) -> None:
    code = sim.main(["--seats", "medium,easy", "--matches", "2", "--rounds", "3", "--seed", "3",
                     "--json", "--no-progress"])
    assert code == 0
    data = json.loads(capsys.readouterr().out)
    assert [s["bot"] for s in data["seats"]] == ["medium", "easy"]
    assert data["matches"] == 2 and data["teams"] == []
    assert sum(s["match_win_rate"] for s in data["seats"]) == pytest.approx(1.0)
    for s in data["seats"]:
        lo, hi = s["ci95"]
        assert 0.0 <= lo <= s["match_win_rate"] <= hi <= 1.0
        assert isinstance(s["mean_points_per_round"], float)
    assert data["rounds"] >= 6 and data["rounds_per_s"] > 0 and data["decisions_per_s"] > 0
    assert set(data["decision_ms_p99"]) == {"medium", "easy"}


def test_duplicate_partners_run_reports_teams(capsys: pytest.CaptureFixture[str]) -> None:
    sim.main(["--variant", "hand_partners", "--seats", "medium,easy,medium,easy", "--matches", "2",
              "--rounds", "3", "--duplicate", "--json", "--no-progress"])
    data = json.loads(capsys.readouterr().out)
    assert data["duplicate"] and data["matches"] == 2
    assert [t["bots"] for t in data["teams"]] == [["medium", "medium"], ["easy", "easy"]]
    assert sum(t["match_win_rate"] for t in data["teams"]) == pytest.approx(1.0)
    # partners win and lose together
    assert data["seats"][0]["match_win_rate"] == data["seats"][2]["match_win_rate"]


def test_duplicate_deals_cancel_luck_between_equal_bots() -> None:
    """Two identical bots over rotated deals: each deal is won once by each seating's player."""
    config = sim.parse_config(["--seats", "medium,medium", "--matches", "4", "--rounds", "3",
                               "--duplicate", "--no-progress"])
    records = [sim.play_match(config, deal, rot) for deal in range(2) for rot in range(2)]
    for deal in range(2):
        a, b = records[2 * deal], records[2 * deal + 1]
        # Same deals, and Medium's play does not depend on its seed: swapping the seats
        # mirrors every point and the winner.
        assert a.players[0].points == b.players[1].points
        assert a.players[1].points == b.players[0].points
        assert a.players[0].won == b.players[1].won != a.players[1].won


def test_text_output_and_progress(capsys: pytest.CaptureFixture[str]) -> None:
    sim.main(["--seats", "easy,easy,medium", "--matches", "2", "--rounds", "3"])
    captured = capsys.readouterr()
    assert "matches 2/2" in captured.err
    assert "win rate" in captured.out and "rounds/s" in captured.out
    assert "decision time medium" in captured.out


def test_runs_in_worker_processes_as_a_module() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "hand_desktop.sim", "--seats", "easy,medium", "--matches", "2",
         "--rounds", "3", "--jobs", "2", "--json"],
        capture_output=True, text=True, timeout=120, check=False,
    )
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    assert data["matches"] == 2
    assert "matches 2/2" in proc.stderr


def test_a_match_past_its_bound_is_an_error_not_a_result(monkeypatch: pytest.MonkeyPatch) -> None:
    config = sim.parse_config(["--seats", "easy,easy", "--matches", "1", "--rounds", "3",
                               "--no-progress"])
    monkeypatch.setattr(sim, "MAX_ACTIONS_PER_MATCH", 5)
    with pytest.raises(RuntimeError, match="did not end within 5 actions"):
        sim.play_match(config, 0, 0)


def test_each_round_is_recorded_once_per_player() -> None:
    config = sim.parse_config(["--seats", "medium,easy,medium", "--matches", "1", "--rounds", "3",
                               "--no-progress"])
    record = sim.play_match(config, 0, 0)
    assert record.rounds == 3 and record.decisions == sum(len(t) for t in record.times_ms.values())
    for player in record.players:
        assert len(player.points) == 3
        assert len(player.opening_turns) == player.opened_rounds <= 3
        assert all(turn >= 1 for turn in player.opening_turns)  # counted from the seat's first turn
    assert sum(p.went_out for p in record.players) <= 3
