"""The match's vocabulary: NextRound and RoundStarted, the action-only log, old saves,
redaction at the source, the round's end carrying every hand, and the match runner."""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path

import pytest

from hand_desktop.core.actions import Draw, DrawSource, NextRound
from hand_desktop.core.bots import make_bot
from hand_desktop.core.events import CardDrawn, RoundEnded, RoundStarted, TurnStarted
from hand_desktop.core.match import Match
from hand_desktop.core.randomplay import random_action
from hand_desktop.core.rules import ErrorCode, RuleError, Rules, Variant
from hand_desktop.core.runner import MatchRunner, Unended

SAVES = Path(__file__).parent / "saves"


def _play_to_round_end(match: Match, rng: random.Random) -> list:
    events: list = []
    while not match.round.over:
        events = match.apply(random_action(match.round, rng))
    return events


def test_a_deal_is_an_event_and_the_next_round_an_action_in_the_log() -> None:
    match = Match(Rules(variant=Variant.HAND, rounds=3), 3, 17)
    first = match.round_started
    assert first == RoundStarted(1, match.round.dealer, (match.round.dealer + 1) % 3)
    assert match.events_for(0) == (first, TurnStarted(first.first))
    assert match.next_round_action() is None
    with pytest.raises(RuleError) as exc:
        match.apply(NextRound(2))
    assert exc.value.code is ErrorCode.WRONG_PHASE
    _play_to_round_end(match, random.Random(3))
    log_before = list(match.log)
    with pytest.raises(RuleError) as exc:
        match.apply(NextRound(3))  # not the round that is due: refused, nothing changes
    assert exc.value.code is ErrorCode.BAD_INPUT and match.log == log_before and match.round.over
    events = match.apply(NextRound(2))
    started = RoundStarted(2, (first.dealer + 1) % 3, (first.dealer + 2) % 3)
    assert events == [started, TurnStarted(started.first)]
    assert match.round_started == started and match.round_number == 2
    assert match.log[-1] == {"next_round": 2}
    assert all("seat" in entry or set(entry) == {"next_round"} for entry in match.log)
    assert Match.loads(match.dumps()).round.to_json() == match.round.to_json()


def test_a_save_of_schema_1_with_next_round_markers_still_loads() -> None:
    # Written by the code before NextRound existed: {"next_round": true} marks each new deal.
    text = (SAVES / "schema1_saudi_round3.json").read_text(encoding="utf-8")
    assert json.loads(text)["schema"] == 1 and text.count('"next_round": true') == 2
    match = Match.loads(text)
    assert match.round_number == 3 and match.totals() == [1, 70, 126]
    # The very state the old code reached replaying this save (hash of Round.to_json then).
    state = json.dumps(match.round.to_json(), sort_keys=True).encode()
    assert hashlib.sha256(state).hexdigest() == (
        "8adac961ed815314f20752e43a1e368baabf4b64fac0cf22e57323c638464261")
    assert [e for e in match.log if "next_round" in e] == [{"next_round": 2}, {"next_round": 3}]
    again = Match.loads(match.dumps())
    assert json.loads(match.dumps())["schema"] == 2
    assert again.round.to_json() == match.round.to_json() and again.log == match.log


@pytest.mark.parametrize("entry", [{"next_round": 0}, {"next_round": "2"}, {"next_round": False},
                                   {"next_round": 2, "seat": 0}])
def test_a_broken_next_round_entry_is_a_broken_save(entry: dict) -> None:
    match = Match(Rules(variant=Variant.HAND, rounds=3), 2, 5)
    _play_to_round_end(match, random.Random(1))
    data = match.to_json()
    data["actions"].append(entry)
    with pytest.raises(ValueError, match="broken save"):
        Match.from_json(data)


def test_events_and_recent_turns_come_redacted_for_each_seat() -> None:
    match = Match(Rules(variant=Variant.HAND, rounds=3), 3, 8)
    rng = random.Random(2)
    while match.round.phase.value != "draw":
        match.apply(random_action(match.round, rng))
    seat = match.round.turn
    full = match.apply(Draw(seat, DrawSource.STOCK))
    card = full[0].card
    assert card is not None
    assert match.events_for(seat)[0] == CardDrawn(seat, DrawSource.STOCK, card)
    for other in {0, 1, 2} - {seat}:
        assert match.events_for(other)[0] == CardDrawn(seat, DrawSource.STOCK, None)
        assert match.recent_events(seat, other) == (CardDrawn(seat, DrawSource.STOCK, None),)
    assert match.recent_events(seat, seat) == (CardDrawn(seat, DrawSource.STOCK, card),)


def test_the_round_end_carries_every_seats_remaining_cards() -> None:
    match = Match(Rules(variant=Variant.SAUDI, rounds=3), 4, 31)
    rng = random.Random(9)
    hands_before: list = []
    while not match.round.over:
        hands_before = [list(h) for h in match.round.hands]
        events = match.apply(random_action(match.round, rng))
    ended = [e for e in events if isinstance(e, RoundEnded)][0]
    assert ended.hands == tuple(tuple(h) for h in match.round.hands)
    assert sum(len(h) for h in ended.hands) <= sum(len(h) for h in hands_before)
    assert match.results[-1].hands == ended.hands


def test_the_runner_says_who_acts_and_deals_until_the_match_is_over() -> None:
    match = Match(Rules(variant=Variant.HAND, rounds=3), 2, 44)
    runner = MatchRunner(match)
    rng = random.Random(6)
    deals = [match.round_started]
    asked: list[int] = []

    def choose(view):
        asked.append(view.seat)
        assert view.seat == match.round.turn and view.my_turn
        return random_action(match.round, rng)

    for _ in range(20_000):
        if runner.over:
            break
        assert (runner.to_act() is None) == match.round.over
        assert (runner.next_round_due() is not None) == (match.round.over and not match.over)
        deals += [e for e in runner.step(choose) if isinstance(e, RoundStarted)]
    assert runner.over and runner.to_act() is None and runner.next_round_due() is None
    assert runner.step(choose) == []
    assert [d.round for d in deals] == list(range(1, len(match.results) + 1))
    assert len(asked) == sum(1 for e in match.log if "seat" in e)


def test_the_runner_plays_every_round_of_a_match_to_its_end() -> None:
    match = Match(Rules(rounds=3), 4, 9)
    bots = [make_bot("medium", s) for s in range(4)]
    events = list(MatchRunner(match).play(lambda v: bots[v.seat].choose(v)))
    assert match.over and match.winner() is not None
    assert sum(isinstance(e, RoundEnded) for e in events) == 3


def test_a_match_played_past_its_bound_stops_unended() -> None:
    match = Match(Rules(rounds=3), 4, 9)
    bots = [make_bot("medium", s) for s in range(4)]
    with pytest.raises(Unended, match="did not end within 5 actions"):
        list(MatchRunner(match).play(lambda v: bots[v.seat].choose(v), limit=5))
    assert not match.over


def test_the_summary_is_the_matchs_score_as_a_value() -> None:
    from hand_desktop.core.seats import SeatKind

    match = Match(Rules(variant=Variant.HAND_PARTNERS, rounds=3), 4, 12, ["A", "B", "C", "D"])
    kinds = (SeatKind.HUMAN, SeatKind.EASY, SeatKind.MEDIUM, SeatKind.HARD)
    rng = random.Random(1)
    first = match.summary(kinds)
    assert (first.round_number, first.results, first.over, first.winner) == (1, (), False, None)
    assert first.totals == (0, 0, 0, 0) and first.team_totals == (0, 0) and first.kinds == kinds
    while not match.over:
        if match.round.over:
            match.start_next_round()
        else:
            match.apply(random_action(match.round, rng))
        summary = match.summary(kinds)
        assert summary.results == tuple(match.results) and summary.round_number == match.round_number
        assert summary.totals == tuple(match.totals())
        assert summary.team_totals == (summary.totals[0] + summary.totals[2],
                                       summary.totals[1] + summary.totals[3]) == summary.standings
        assert summary.deciding == (len(match.results) >= 3 and not summary.over)
    assert summary.over and summary.winner == summary.standings.index(min(summary.standings))
    with pytest.raises(ValueError):
        match.summary(kinds[:3])
    with pytest.raises(AttributeError):
        summary.over = False  # type: ignore[misc]  (frozen)


def test_the_summary_names_every_seat_once() -> None:
    too_many = Match(Rules(), 2, 1, ["Ann", "Bob", "Cy"])
    too_few = Match(Rules(), 3, 1, ["Ann"])
    assert too_many.summary().names == ("Ann", "Bob")
    assert too_few.summary().names == ("Ann", "Player 2", "Player 3")
    assert too_few.summary().players == 3


def test_the_save_carries_who_plays_each_seat() -> None:
    from hand_desktop.core.match import SaveError
    from hand_desktop.core.seats import Seat, SeatKind

    kinds = (SeatKind.HUMAN, SeatKind.REMOTE, SeatKind.HARD)
    match = Match(Rules(rounds=3), 3, 4, ["Ana", "Badr", "Chen"], kinds=kinds)
    data = json.loads(match.dumps())
    assert data["seats"] == ["human", "remote", "hard"]
    again = Match.loads(match.dumps())
    assert again.kinds == kinds and again.seats == (Seat("Ana"), Seat("Badr", SeatKind.REMOTE), Seat("Chen", SeatKind.HARD))
    assert again.summary().kinds == kinds
    # A save that does not say leaves it open (people at this computer for the summary).
    bare = Match.loads(Match(Rules(rounds=3), 2, 4).dumps())
    assert bare.kinds is None and "seats" not in json.loads(bare.dumps())
    assert bare.summary().kinds == (SeatKind.HUMAN, SeatKind.HUMAN)
    for seats in (["human", "robot", "hard"], ["human"], "human", [1, 2, 3]):
        with pytest.raises(SaveError, match="seats"):
            Match.from_json(dict(data, seats=seats))
    with pytest.raises(ValueError):
        Match(Rules(rounds=3), 2, 4, kinds=(SeatKind.HUMAN,))
