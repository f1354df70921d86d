"""The offline strength diagnostics of benchmarks/: the rollout oracle and the peeking Hard."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from hand_desktop.core.actions import Discard, token_of
from hand_desktop.core.bots.hard import HardBot
from hand_desktop.core.cards import parse_card
from hand_desktop.core.round import Round
from hand_desktop.core.rules import Rules
from hand_desktop.core.scenario import load_scenario
from hand_desktop.core.view import view_for
from tests.scripts import load_script

SPARRING = load_script("benchmarks/sparring.py", "sparring")
ORACLE = load_script("benchmarks/oracle_decisions.py", "oracle_decisions")
PEEK = load_script("benchmarks/diag_peek.py", "diag_peek")

# Seat 1 (opened) holds 8H 9H: 10H makes it a run, QC goes on the clubs on the table;
# KS, 2D and 5S are of no use to it.
FEEDING: dict[str, Any] = {
    "variant": "hand", "players": 2, "dealer": 1, "turn": 0, "phase": "play",
    "hands": [["10H", "KS", "QC", "2D", "5S"], ["8H", "9H", "4D"]],
    "table": [{"owner": 1, "cards": ["9C", "10C", "JC"]}],
    "fire": ["3D"],
    "opened": [True, True],
}


def kinds(*texts: str) -> set[int]:
    return {parse_card(t).kind_id for t in texts}


def test_the_peeking_hard_knows_what_the_next_player_would_take() -> None:
    truth = PEEK.Truth(load_scenario(FEEDING).round)
    bots = [PEEK.PeekHard(1, truth, 10.0), SPARRING.SparringBot(2)]
    truth.bots = bots
    view = view_for(truth.round, 0)
    before = copy.deepcopy(truth.round.to_json())
    assert bots[0].next_takes(view) == kinds("10H", "QC")
    assert truth.round.to_json() == before  # asking changed nothing on the table


def test_the_peeking_hard_keeps_what_would_feed_the_next_player() -> None:
    truth = PEEK.Truth(load_scenario(FEEDING).round)
    peeking = PEEK.PeekHard(1, truth, 10.0)
    truth.bots = [peeking, SPARRING.SparringBot(2)]
    view = view_for(truth.round, 0)
    plain = HardBot(1).keep_scores(view, list(view.hand))
    peeking.feeds = peeking.next_takes(view)
    peeked = peeking.keep_scores(view, list(view.hand))
    for card in view.hand:
        raised = 10.0 if card.kind_id in kinds("10H", "QC") else 0.0
        assert peeked[card] == plain[card] + raised


def test_the_oracle_scores_the_choice_on_worlds_it_did_not_choose_on() -> None:
    tally = ORACLE.Tally()
    # The other move is better on every world: the gain is what it brings, split-half.
    tally.add("closed", [[5.0, 5.0, 5.0, 5.0], [0.0, 0.0, 1.0, 1.0]])
    assert tally.gains["closed"] == [4.0]
    assert tally.diffs["closed"] == [-4.5]
    # Chosen on the first half (where the other looks better), it is worse on the second.
    tally.add("opened_calm", [[0.0, 0.0, 0.0, 0.0], [-2.0, -2.0, 6.0, 6.0]])
    assert tally.gains["opened_calm"] == [-6.0]
    assert tally.gains["all"] == [4.0, -6.0]


def test_the_oracle_reports_a_study_that_met_no_decision(capsys: pytest.CaptureFixture[str]) -> None:
    tally = ORACLE.Tally()
    assert tally.studied == 0
    tally.report()  # the progress line's count must not leave an empty list to average
    assert tally.studied == 0 and capsys.readouterr().out == ""
    tally.add("closed", [[1.0, 1.0], [0.0, 0.0]])
    assert tally.studied == 1


def test_the_oracle_tries_hards_throw_first_and_each_kind_once() -> None:
    rnd = Round.deal(Rules(), 4, 0, random.Random(5))
    hard = HardBot(1)
    for _ in range(400):
        view = view_for(rnd, rnd.turn)
        action = hard.choose(view) if rnd.turn == 1 else HardBot(rnd.turn).choose(view)
        if rnd.turn == 1 and isinstance(action, Discard) and view.phase.value == "play":
            break
        rnd.apply(action)
    else:
        raise AssertionError("seat 1 never discarded in play")
    tried = ORACLE.candidates(ORACLE.Study.DISCARD, view, action, hard, 4)
    assert tried[0] == action
    thrown = [next(c for c in view.hand if token_of(c) in t.cards).kind for t in tried]
    assert len(set(thrown)) == len(thrown) >= 2


# Seat 0 (closed) may open: the spades 9 to K (49) and three Queens (30) make 79, and
# other openings that reach the threshold of 51 leave a card or a meld out.
TWO_OPENINGS: dict[str, Any] = {
    "variant": "hand", "players": 2, "dealer": 1, "turn": 0, "phase": "play",
    "hands": [["9S", "10S", "JS", "QS", "KS", "QH", "QD", "QC", "2D", "5C"], ["8H", "9H", "4D"]],
    "table": [], "fire": ["3D"], "opened": [False, False],
}


def test_the_oracle_tries_hards_opening_first_then_other_legal_openings() -> None:
    rnd = load_scenario(TWO_OPENINGS).round
    view = view_for(rnd, 0)
    hard = HardBot(1)
    found = hard.opening_now(view, list(view.hand), view.locked)
    assert found is not None
    action = hard.lay(view, found[0])
    tried = ORACLE.candidates(ORACLE.Study.OPENING, view, action, hard, 3)
    assert tried[0] == action and len(tried) == 4  # Hard's, then at most three others
    laid = [ORACLE.laid_by(a) for a in tried]
    assert len(set(laid)) == len(laid)  # each lays other cards
    for other in tried[1:]:
        after = copy.deepcopy(rnd)
        after.apply(other)  # a legal opening: the round takes it
        assert after.opened[0]
    # Not an opening (the seat has opened, or it throws): nothing to study.
    assert ORACLE.candidates(ORACLE.Study.OPENING, view, hard.discard(view), hard, 3) == []


def test_a_rollout_replays_the_same_and_leaves_its_start_alone() -> None:
    rnd = load_scenario(FEEDING).round
    bots = [SPARRING.SparringBot(1), SPARRING.SparringBot(2)]
    before = copy.deepcopy(rnd.to_json())
    first = ORACLE.rollout(rnd, bots, 0, 3)
    assert ORACLE.rollout(rnd, bots, 0, 3) == first
    assert rnd.to_json() == before


OUT_SOON = load_script("benchmarks/diag_out_soon.py", "diag_out_soon")

# Seat 0 (closed) throws; seat 1 (opened) holds only KS, which goes onto the spades on the
# table, so it goes out in its next turn whatever it draws.
ONE_CARD_OUT: dict[str, Any] = {
    "variant": "hand", "players": 3, "dealer": 2, "turn": 0, "phase": "play",
    "hands": [["2D", "7C", "KH", "4S", "9D"], ["KS"], ["3C", "5H", "8D", "JC", "QD"]],
    "table": [{"owner": 1, "cards": ["10S", "JS", "QS"]}],
    "fire": ["6C"],
    "opened": [False, True, False],
}


def test_the_out_soon_diagnostic_counts_who_went_out_within_the_lap() -> None:
    rnd = load_scenario(ONE_CARD_OUT).round
    counts: dict[Any, list[int]] = OUT_SOON.defaultdict(lambda: [0, 0])
    OUT_SOON.tally(rnd, [SPARRING.SparringBot(s) for s in range(3)], counts)
    assert rnd.result is not None and rnd.result.finisher == 1
    # Seat 0's throw saw seat 1 opened with one card (out next turn) and seat 2 closed.
    assert counts[(True, 1)] == [1, 1]
    assert counts[(False, 5)] == [1, 0]
    assert sum(n for n, _ in counts.values()) == 2  # seat 1's throw going out opens no lap
