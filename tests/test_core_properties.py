"""Property tests over random seeded games played by random legal moves.

Thousands of steps across the four variants and the Gulf settings check that
the 106 cards are always all accounted for exactly once, every meld on the
table is legal, a rejected action leaves the state byte-identical, save and
load give the same state, replay from seed and log gives the same state, and
round points follow the score table.
"""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hand_desktop.core.actions import (
    Discard,
    Draw,
    DrawSource,
    Extend,
    LayMelds,
    MeldSpec,
    ReplaceJoker,
    token_of,
)
from hand_desktop.core.cards import ALL_CARDS, CardToken
from hand_desktop.core.match import Match
from hand_desktop.core.melds import MeldKind, build_meld
from hand_desktop.core.moves import legal_actions
from hand_desktop.core.randomplay import random_action
from hand_desktop.core.round import Round
from hand_desktop.core.rules import PartnerPays, RuleError, Rules, ScoreTable, Variant
from hand_desktop.core.scoring import Finish, Role, hand_value
from hand_desktop.core.view import view_for
from tests.full import examples

RULE_SETS = [
    Rules(variant=Variant.HAND),
    Rules(variant=Variant.HAND_PARTNERS),
    Rules(variant=Variant.SAUDI),
    Rules(variant=Variant.SAUDI_PARTNERS),
    Rules(variant=Variant.HAND, score_table=ScoreTable.GULF, threshold=71, discards_before_opening=8),
    Rules(variant=Variant.SAUDI_PARTNERS, score_table=ScoreTable.GULF,
          open_only_after_taking_discard=True, partner_of_finisher_pays=PartnerPays.ZERO),
    Rules(variant=Variant.HAND, final_discard_required=True, fire_twin_discard_allowed=True,
          hand_exempt_from_threshold=True, low_ace_value=11, joker_in_hand=20, max_reshuffles=0),
]


def players_for(rules: Rules, seed: int) -> int:
    return 4 if rules.partners else 2 + seed % 3


def check_invariants(rnd: Round) -> None:
    """All 106 cards exactly once; every meld on the table legal."""
    places = [c for h in rnd.hands for c in h] + rnd.stock + rnd.fire
    places += [c for m in rnd.table for c in m.cards]
    assert sorted(c.id for c in places) == list(range(106))
    for meld in rnd.table:
        rep = meld.joker_represents()
        joker_as = CardToken(rep[0][0], rep[0][1]) if rep and meld.kind is MeldKind.RUN else None
        rebuilt = build_meld(list(meld.cards), joker_as, owner=meld.owner)
        assert rebuilt.cards == meld.cards and rebuilt.kind is meld.kind
        if meld.kind is MeldKind.RUN:
            assert (rebuilt.low, rebuilt.joker_pos) == (meld.low, meld.joker_pos)


def snapshot(rnd: Round) -> str:
    return json.dumps(rnd.to_json(), sort_keys=True)


def junk_actions(rnd: Round, rng: random.Random) -> list[Any]:
    """Actions that are mostly illegal: wrong seat, wrong card, wrong meld, wrong phase."""
    seat = rng.randrange(rnd.players)
    card = rng.choice(ALL_CARDS)
    tok = token_of(card)
    index = rng.randrange(len(rnd.table) + 2)
    hand = rnd.hands[rnd.turn]
    some = [token_of(c) for c in rng.sample(hand, min(len(hand), 3))]
    return [
        Draw(seat, rng.choice(list(DrawSource))),
        Discard(seat, (tok,)),
        Discard(rnd.turn, (tok,)),
        LayMelds(rnd.turn, (MeldSpec(tuple(some)),)),
        Extend(rnd.turn, index, (tok,)),
        ReplaceJoker(rnd.turn, index, (tok,)),
        Extend(rnd.turn, index, tuple(some[:1])),
    ]


def check_score_table(rnd: Round) -> None:
    result = rnd.result
    assert result is not None
    if result.finish is Finish.NO_CONTEST:
        assert result.points == [0] * rnd.players
        return
    finisher = result.finisher
    assert finisher is not None and rnd.hands[finisher] == []
    mult = {Finish.NORMAL: 1, Finish.HAND: 2}.get(result.finish, 0)
    for s in result.seats:
        left = hand_value(rnd.hands[s.seat], rnd.rules)
        assert s.value_left == left
        if s.seat == finisher:
            assert s.points == {1: -30, 2: -60}.get(mult, s.points)
        elif s.role is Role.PARTNER:
            zero = rnd.rules.partner_of_finisher_pays is PartnerPays.ZERO
            assert s.points == (0 if zero else left)
        elif rnd.opened[s.seat]:
            assert s.points == s.multiplier * left and (mult == 0 or s.multiplier == mult)
        else:
            assert s.points == {1: 100, 2: 200}.get(mult, s.points)


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), rules_index=st.integers(0, len(RULE_SETS) - 1))
def test_random_games_keep_every_invariant(seed: int, rules_index: int) -> None:
    rules = RULE_SETS[rules_index]
    players = players_for(rules, seed)
    rng = random.Random(seed)
    rnd = Round.deal(rules, players, seed % players, random.Random(seed))
    steps = 0
    while not rnd.over and steps < 600:
        check_invariants(rnd)
        if steps % 5 == 0:
            before = snapshot(rnd)
            for junk in junk_actions(rnd, rng):
                if rnd.check(junk) is not None:
                    try:
                        rnd.apply(junk)
                    except RuleError:
                        pass
                    else:
                        raise AssertionError(f"check() refused but apply() accepted {junk}")
                    assert snapshot(rnd) == before, f"rejected {junk} changed the state"
        action = random_action(rnd, rng)
        assert rnd.check(action) is None, f"listed action refused: {action}"
        rnd.apply(action)
        steps += 1
    check_invariants(rnd)
    if rnd.over:
        check_score_table(rnd)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), rules_index=st.integers(0, len(RULE_SETS) - 1))
def test_save_load_and_replay_give_the_same_state(seed: int, rules_index: int) -> None:
    rules = RULE_SETS[rules_index].with_(rounds=3)
    players = players_for(rules, seed)
    match = Match(rules, players, seed)
    rng = random.Random(seed)
    for _ in range(rng.randrange(50, 400)):
        if match.round.over:
            if match.over:
                break
            match.start_next_round()
        match.apply(random_action(match.round, rng))
        if rng.random() < 0.05:
            loaded = Match.loads(match.dumps())
            assert snapshot(loaded.round) == snapshot(match.round)
            assert loaded.totals() == match.totals()
    replayed = Match.from_json(json.loads(json.dumps(match.to_json())))
    assert snapshot(replayed.round) == snapshot(match.round)
    assert [r.to_json() for r in replayed.results] == [r.to_json() for r in match.results]


def test_every_listed_action_is_accepted_and_views_hide_other_hands() -> None:
    rng = random.Random(5)
    for rules in RULE_SETS:
        rnd = Round.deal(rules, 4, 1, random.Random(7))
        for _ in range(300):
            if rnd.over:
                break
            for seat in range(rnd.players):
                view = view_for(rnd, seat)
                assert view.hand == tuple(rnd.hands[seat])
                assert not hasattr(view, "hands") and not hasattr(view, "stock")
                if seat != rnd.turn:
                    assert legal_actions(view) == []
            for action in legal_actions(view_for(rnd, rnd.turn)):
                assert rnd.check(action) is None, action
            rnd.apply(random_action(rnd, rng))


def test_whole_matches_end_with_a_single_lowest_total() -> None:
    for seed, rules in enumerate(RULE_SETS[:4]):
        match = Match(rules.with_(rounds=3), 4, seed)
        rng = random.Random(seed)
        dealers = [match.round.dealer]
        while not (match.round.over and match.over):
            if match.round.over:
                match.start_next_round()
                dealers.append(match.round.dealer)
                assert len(match.round.hands[(dealers[-1] + 1) % 4]) == 15
            match.apply(random_action(match.round, rng))
        standings = match.standings()
        assert len(match.results) >= 3 and standings.count(min(standings)) == 1
        assert match.winner() == standings.index(min(standings))
        # The deal passes to the next seat in play order every round.
        assert all(b == (a + 1) % 4 for a, b in zip(dealers, dealers[1:], strict=False))


def test_single_card_moves_listed_exactly_when_accepted() -> None:
    """Extensions, replacements and discards: the listing is complete, not just sound."""
    rng = random.Random(11)
    checked = 0
    for game in range(12):
        rnd = Round.deal(RULE_SETS[game % 4], 4, game % 4, random.Random(100 + game))
        while not rnd.over:
            if rnd.phase.value == "play" and rnd.opened[rnd.turn]:
                listed = legal_actions(view_for(rnd, rnd.turn))
                for card in {c.kind: c for c in rnd.hands[rnd.turn] if not c.is_joker}.values():
                    tok = token_of(card)
                    for index in range(len(rnd.table)):
                        ext = Extend(rnd.turn, index, (tok,))
                        accepted = rnd.check(ext) is None
                        in_list = any(
                            isinstance(a, Extend) and a.meld == index and a.cards[0].kind == card.kind
                            for a in listed
                        )
                        assert accepted == in_list, (ext, rnd.table[index])
                        checked += 1
                    disc = Discard(rnd.turn, (CardToken(card.rank, card.suit),))
                    in_list = any(isinstance(a, Discard) and a.cards[0].kind == card.kind for a in listed)
                    assert (rnd.check(disc) is None) == in_list
            rnd.apply(random_action(rnd, rng))
    assert checked > 1000
