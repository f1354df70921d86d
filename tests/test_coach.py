"""The coach finds chances planted in RULES.md-style scenarios, and none where there are none."""

from __future__ import annotations

import json
from typing import Any

import pytest

from hand_desktop.core.actions import Discard, Draw, DrawSource, Extend, LayMelds
from hand_desktop.core.cards import parse_card
from hand_desktop.core.coach import Coaching, FindingKind, coach
from hand_desktop.core.match import Match
from hand_desktop.core.replay import Replay

# Cards that make no meld with anything else in these scenarios (no two in a suit within two
# ranks, no rank twice): what the seats hold and throw when nothing is to be found.
JUNK_0 = ["2S", "6S", "10S", "3H", "7H", "JH", "4D", "8D", "QD", "5C", "9C", "KC", "AS", "AH"]
JUNK_1 = ["3S", "7S", "JS", "4H", "8H", "QH", "5D", "9D", "KD", "2C", "6C", "10C", "AD", "AC"]


def replay_of(scenario: dict[str, Any]) -> Replay:
    match = Match.from_scenario(scenario)
    return Replay.of(json.loads(match.dumps()))


def scenario(hands: list[list[str]], actions: list[dict[str, Any]], **more: Any) -> dict[str, Any]:
    data: dict[str, Any] = {"variant": "hand", "rules": {"rounds": 3}, "players": 2, "dealer": 1,
                            "hands": hands, "turn": 0, "phase": "draw", "actions": actions}
    data.update(more)
    return data


def kinds(coaching: Coaching, seat: int) -> list[FindingKind]:
    return [f.kind for f in coaching.for_seat(seat)]


def test_an_opening_possible_earlier_is_found_with_its_melds() -> None:
    # Seat 0 holds 7♥ 8♥ 9♥ and Q♠ Q♦ Q♣ (54 points) but draws and throws a card instead.
    hand = ["7H", "8H", "9H", "QS", "QD", "QC", "2S", "6S", "3D", "JC"]
    rep = replay_of(scenario([hand, JUNK_1[:10]], [
        {"seat": 0, "draw": "stock"}, {"seat": 0, "discard": "2S"},
        {"seat": 1, "draw": "stock"}, {"seat": 1, "discard": "3S"},
        {"seat": 0, "draw": "stock"},
        {"seat": 0, "meld": [["7H", "8H", "9H"], ["QS", "QD", "QC"]]}, {"seat": 0, "discard": "6S"},
    ], stock=["4C", "KH", "5S"]))
    found = coach(rep).for_seat(0)
    assert [f.kind for f in found] == [FindingKind.OPEN_EARLIER]  # the first chance only
    first = found[0]
    assert first.position == 1 and first.round == 1 and first.value == 54
    (lay,) = first.actions
    assert isinstance(lay, LayMelds)
    assert sorted(str(t) for spec in lay.melds for t in spec.cards) == sorted(
        ["7H#1", "8H#1", "9H#1", "QS#1", "QD#1", "QC#1"])
    rep.what_if(first.position, first.actions)  # the core accepts the better move there


def test_a_missed_hand_is_found_with_what_it_would_have_paid() -> None:
    # Seat 0 draws the 5♣ that completes a Hand (14 cards in melds, one thrown) and throws
    # it away; seat 1 then goes out, so seat 0, never opened, pays 100 instead of -60.
    hand = ["2H", "3H", "4H", "6S", "7S", "8S", "9S", "JD", "QD", "KD", "AD", "5H", "5D", "9C"]
    table = [{"owner": 1, "cards": ["10C", "JC", "QC"]}]
    rep = replay_of(scenario([hand, ["4S", "4D", "4C"]], [
        {"seat": 0, "draw": "stock"}, {"seat": 0, "discard": "5C"},
        {"seat": 1, "draw": "stock"}, {"seat": 1, "meld": [["4S", "4D", "4C"]]},
        {"seat": 1, "discard": "2D"},
    ], stock=["5C", "2D"], table=table, opened=[False, True]))
    found = coach(rep).for_seat(0)
    assert [f.kind for f in found] == [FindingKind.HAND_MISSED]
    hand_missed = found[0]
    assert hand_missed.hand and hand_missed.position == 1
    assert hand_missed.gain == 100 - (-60)
    moments = rep.what_if(hand_missed.position, hand_missed.actions)
    assert moments[-1].summary.results[-1].finisher == 0
    assert coach(rep).summary(0, 1).chances == 1 and coach(rep).summary(0, 1).points == 160


def test_a_missed_going_out_by_laying_off_is_found() -> None:
    # Seat 0 has opened; its 8♥ fits the 5♥ 6♥ 7♥ on the table and it draws the 2♣: laying off
    # the 8♥ and throwing the 2♣ would end the round. It throws the 8♥ and seat 1 goes out
    # with a Hand (it had laid nothing), so seat 0 pays twice its 2♣.
    table = [{"owner": 0, "cards": ["5H", "6H", "7H"]}]
    rep = replay_of(scenario([["8H"], ["4S", "4D", "4C"]], [
        {"seat": 0, "draw": "stock"}, {"seat": 0, "discard": "8H"},
        {"seat": 1, "draw": "stock"}, {"seat": 1, "meld": [["4S", "4D", "4C"]]},
        {"seat": 1, "discard": "9D"},
    ], stock=["2C", "9D"], table=table, opened=[True, True]))
    found = coach(rep).for_seat(0)
    assert [f.kind for f in found] == [FindingKind.GO_OUT_MISSED]
    missed = found[0]
    assert isinstance(missed.actions[0], Extend) and isinstance(missed.actions[-1], Discard)
    assert missed.gain == 2 * 2 - (-30)
    assert rep.what_if(missed.position, missed.actions)[-1].summary.results[-1].finisher == 0


def test_a_fire_card_that_would_have_gone_out_is_found() -> None:
    table = [{"owner": 0, "cards": ["5H", "6H", "7H"]}]
    rep = replay_of(scenario([["8H", "8C"], ["4S", "4D", "4C"]], [
        {"seat": 0, "draw": "stock"}, {"seat": 0, "discard": "2C"},
        {"seat": 1, "draw": "stock"}, {"seat": 1, "meld": [["4S", "4D", "4C"]]},
        {"seat": 1, "discard": "9D"},
    ], stock=["2C", "9D"], fire=["8D", "8S"], table=table, opened=[True, True]))
    found = coach(rep).for_seat(0)
    assert [f.kind for f in found] == [FindingKind.FIRE_GOES_OUT]
    assert found[0].card == parse_card("8S") and found[0].actions[0] == Draw(0, DrawSource.FIRE)
    assert rep.what_if(found[0].position, found[0].actions)[-1].summary.results[-1].finisher == 0


def test_a_fed_card_is_found() -> None:
    # Seat 0 throws the Q♣ that seat 1 takes from the fire to open with.
    seat1 = ["QS", "QD", "KS", "KD", "KC", "AS", "AD", "AC", "2C", "7D"]
    rep = replay_of(scenario([JUNK_0[:9] + ["QC"], seat1], [
        {"seat": 0, "draw": "stock"}, {"seat": 0, "discard": "QC"},
        {"seat": 1, "draw": "fire"},
        {"seat": 1, "meld": [["QS", "QD", "QC"], ["KS", "KD", "KC"], ["AS", "AD", "AC"]]},
        {"seat": 1, "discard": "2C"},
    ], stock=["3C"]))
    found = coach(rep).for_seat(0)
    assert [f.kind for f in found] == [FindingKind.FED_NEXT]
    fed = found[0]
    assert fed.card == parse_card("QC") and fed.other == 1 and fed.value == 93 and not fed.out
    assert fed.position == 1  # marked on the discard
    for action in fed.actions:  # a better discard, when Hard's judgement has another one
        assert isinstance(action, Discard) and str(action.cards[0])[:2] != "QC"


def test_a_joker_left_on_the_table_is_found() -> None:
    table = [{"owner": 1, "cards": ["9D", "9C", "9S", "JK"]}]
    rep = replay_of(scenario([["9H", "2S", "6S", "10S"], JUNK_1[:6]], [
        {"seat": 0, "draw": "stock"}, {"seat": 0, "discard": "2S"},
    ], stock=["3D"], table=table, opened=[True, True]))
    found = coach(rep).for_seat(0)
    assert [f.kind for f in found] == [FindingKind.JOKER_LEFT]
    assert found[0].card is not None and found[0].card.is_joker


def test_nothing_is_found_where_there_is_nothing() -> None:
    actions: list[dict[str, Any]] = []
    stock = ["JD", "2D", "6D", "10D", "3C", "7C"]
    for k in range(3):
        actions += [{"seat": 0, "draw": "stock"}, {"seat": 0, "discard": stock[2 * k]},
                    {"seat": 1, "draw": "stock"}, {"seat": 1, "discard": stock[2 * k + 1]}]
    rep = replay_of(scenario([JUNK_0, JUNK_1], actions, stock=stock))
    coaching = coach(rep)
    assert coaching.findings == ()
    assert coaching.summary(0, 1).chances == 0


@pytest.mark.parametrize("seat", [0, 1])
def test_the_coach_sees_only_its_seat(seat: int) -> None:
    """Another seat's chance is not this seat's: the findings name the seat that had them."""
    hand = ["7H", "8H", "9H", "QS", "QD", "QC", "2S", "6S", "3D", "JC"]
    rep = replay_of(scenario([hand, JUNK_1[:10]], [
        {"seat": 0, "draw": "stock"}, {"seat": 0, "discard": "2S"},
    ], stock=["4C"]))
    found = coach(rep, seats=[seat]).findings
    assert bool(found) == (seat == 0)


def test_findings_survive_their_cache_and_a_broken_one_is_refused() -> None:
    hand = ["7H", "8H", "9H", "QS", "QD", "QC", "2S", "6S", "3D", "JC"]
    match = Match.from_scenario(scenario([hand, JUNK_1[:10]], [
        {"seat": 0, "draw": "stock"}, {"seat": 0, "discard": "2S"}], stock=["4C"]))
    save = json.loads(match.dumps())
    coaching = coach(Replay.of(save))
    cached = json.loads(json.dumps(coaching.to_json(save)))
    assert Coaching.from_json(cached, save, 2) == coaching
    other = dict(save, actions=save["actions"][:1])
    for broken in ({**cached, "save": "x"}, {**cached, "findings": [{"kind": "nope"}]}, [], None,
                   {**cached, "version": 0}):
        with pytest.raises(ValueError):
            Coaching.from_json(broken, save, 2)
    with pytest.raises(ValueError):
        Coaching.from_json(cached, other, 2)


@pytest.mark.parametrize("variant,players,seed", [("hand", 3, 1), ("saudi", 2, 2), ("hand_partners", 4, 3),
                                                  ("saudi_partners", 4, 4)])
def test_every_better_move_is_accepted_by_the_core(variant: str, players: int, seed: int) -> None:
    """Played by Easy and Medium seats (they miss chances): each better move the coach shows is
    accepted where it is shown, and one that goes out ends the round with that seat out."""
    from hand_desktop.core.bots import make_bot
    from hand_desktop.core.rules import Rules
    from hand_desktop.core.runner import MatchRunner
    from hand_desktop.core.turn import Phase

    rules = Rules.from_json(Rules.from_json({"variant": variant, "rounds": 3}).to_json())
    match = Match(rules, players, seed)
    bots = [make_bot(("easy", "medium")[(seed + s) % 2], s) for s in range(players)]
    runner = MatchRunner(match)
    while not match.over:
        runner.step(lambda v: bots[v.seat].choose(v))
    rep = Replay.of(json.loads(match.dumps()))
    outs = (FindingKind.HAND_MISSED, FindingKind.GO_OUT_MISSED, FindingKind.FIRE_GOES_OUT)
    for finding in coach(rep).findings:
        assert rep.at(finding.position).views[finding.seat].turn == finding.seat
        if not finding.actions:
            continue
        after = rep.what_if(finding.position, finding.actions)[-1]
        if finding.kind in outs:
            assert after.phase is Phase.OVER and after.summary.results[-1].finisher == finding.seat
