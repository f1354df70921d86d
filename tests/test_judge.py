"""The judge and the core agree: ``judge.refusal(view, a)`` is the code ``Round.check(a)`` gives.

Random games of the four variants and the Gulf settings (Joker counting 20, a final
throw required, the double Joker Hand, the opening house rules) are played by random
legal moves. At each position the player to move's every listed action, and many
illegal ones made from them (wrong cards, another seat, the wrong phase, a too-low
opening, a meld that breaks, two cards thrown), are judged from the acting seat's
view and checked by the round: both must give the same answer with the same code.
A second family of positions starts one draw before a Gulf double Joker Hand, so
that every turn of it is tried.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hand_desktop.core import judge
from hand_desktop.core.actions import (
    Action,
    Discard,
    Draw,
    DrawSource,
    Extend,
    LayMelds,
    MeldSpec,
    ReplaceJoker,
    token_of,
    tokens_of,
)
from hand_desktop.core.cards import ALL_CARDS, CardToken
from hand_desktop.core.moves import candidate_melds, legal_actions
from hand_desktop.core.round import Round
from hand_desktop.core.rules import ErrorCode, PartnerPays, Rules, ScoreTable, Variant
from hand_desktop.core.scenario import load_scenario
from hand_desktop.core.turn import Phase
from hand_desktop.core.view import view_for
from tests.full import examples

RULE_SETS = [
    Rules(variant=Variant.HAND),
    Rules(variant=Variant.HAND_PARTNERS),
    Rules(variant=Variant.SAUDI),
    Rules(variant=Variant.SAUDI_PARTNERS),
    Rules(variant=Variant.HAND, score_table=ScoreTable.GULF, threshold=71, discards_before_opening=8,
          joker_in_hand=20),
    Rules(variant=Variant.SAUDI_PARTNERS, score_table=ScoreTable.GULF, open_only_after_taking_discard=True,
          partner_of_finisher_pays=PartnerPays.ZERO),
    Rules(variant=Variant.HAND_PARTNERS, score_table=ScoreTable.GULF, hand_exempt_from_threshold=True,
          discards_before_opening=16, fire_twin_discard_allowed=True),
    Rules(variant=Variant.HAND, final_discard_required=True, fire_twin_discard_allowed=True,
          hand_exempt_from_threshold=True, low_ace_value=11, joker_in_hand=20, max_reshuffles=0),
]
DOUBLE_JOKER = Path(__file__).resolve().parent / "scenarios" / "gulf_double_joker.json"
STEPS = 80  # moves per game: enough for openings, lay-offs and most finishes


def agree(rnd: Round, action: Action) -> ErrorCode | None:
    """Judge ``action`` from its seat's view (the turn's, for a seat out of range) and check
    it with the round; the two answers must be the same. Returns the code."""
    error = rnd.check(action)
    expected = None if error is None else error.code
    seat = action.seat if 0 <= action.seat < rnd.players else rnd.turn
    got = judge.refusal(view_for(rnd, seat), action)
    assert got == expected, f"judge {got} but core {expected} for {action}"
    if seat != rnd.turn:
        # The player to move's view judging another seat's action: the core's answer where
        # public facts decide it, not_your_turn where it would need that seat's cards.
        other = judge.refusal(view_for(rnd, rnd.turn), action)
        assert other == expected or (other is ErrorCode.NOT_YOUR_TURN and rnd.phase is not Phase.OVER)
    return expected


def mutations(rnd: Round, legal: list[Action], rng: random.Random) -> list[Action]:
    """Illegal actions (mostly) made from the listed ones and the position."""
    seat = rnd.turn
    hand = rnd.hands[seat]
    other = (seat + rng.randrange(1, rnd.players)) % rnd.players
    stranger = token_of(rng.choice(ALL_CARDS))
    some = [token_of(c) for c in rng.sample(hand, min(len(hand), 3))]
    out: list[Action] = [
        # the wrong phase (or the right one), whoever's turn it is
        Draw(seat, DrawSource.STOCK), Draw(seat, DrawSource.FIRE), Draw(other, DrawSource.FIRE),
        Draw(rnd.players, DrawSource.STOCK),
        # two cards thrown, three, the two Jokers by plain token, a card not held
        Discard(seat, tuple(some[:2])), Discard(seat, tuple(some)),
        Discard(seat, (CardToken(0, None), CardToken(0, None))), Discard(seat, (stranger,)),
        # a meld that is not one, a meld index off the table, a Joker replacement by a stranger
        LayMelds(seat, (MeldSpec(tuple(some)),)),
        Extend(seat, len(rnd.table), tuple(some[:1])), ReplaceJoker(seat, rng.randrange(len(rnd.table) + 1),
                                                                    (stranger,)),
    ]
    # the fire card taken this turn, or its twin, thrown back; two Jokers in a meld or on one
    taken = rnd.turn_state.fire_card
    if taken is not None:
        out += [Discard(seat, (token_of(taken),)), Discard(seat, (token_of(taken.twin),))]
    jokers = [token_of(c) for c in hand if c.is_joker]
    if jokers:
        out.append(LayMelds(seat, (MeldSpec(tuple(some[:2]) + (CardToken(0, None), CardToken(0, None))),)))
        with_joker = [i for i, m in enumerate(rnd.table) if m.has_joker]
        if with_joker:
            out.append(Extend(seat, rng.choice(with_joker), (jokers[0],)))
    # a too-low opening: one small meld of the hand
    melds = list(candidate_melds(hand))
    if melds:
        cards, joker_as = rng.choice(melds)
        out.append(LayMelds(seat, (MeldSpec(tokens_of(cards), joker_as),)))
    for action in rng.sample(legal, min(len(legal), 6)):
        out.append(_another_seat(action, other))
        out.append(_wrong_cards(action, stranger, rng))
        broken = _broken(action, hand, rng)
        if broken is not None:
            out.append(broken)
    return out


def _another_seat(action: Action, seat: int) -> Action:
    if isinstance(action, Draw):
        return Draw(seat, action.source)
    if isinstance(action, Discard):
        return Discard(seat, action.cards)
    if isinstance(action, LayMelds):
        return LayMelds(seat, action.melds)
    if isinstance(action, Extend):
        return Extend(seat, action.meld, action.cards, action.joker_as)
    return ReplaceJoker(seat, action.meld, action.cards)


def _wrong_cards(action: Action, stranger: CardToken, rng: random.Random) -> Action:
    """One card swapped for a random one, or every copy left to the rules (plain tokens)."""
    def swap(tokens: tuple[CardToken, ...]) -> tuple[CardToken, ...]:
        if rng.random() < 0.5:
            return tuple(CardToken(t.rank, t.suit) for t in tokens)
        k = rng.randrange(len(tokens))
        return tokens[:k] + (stranger,) + tokens[k + 1:]

    if isinstance(action, Discard):
        return Discard(action.seat, swap(action.cards))
    if isinstance(action, LayMelds):
        k = rng.randrange(len(action.melds))
        spec = action.melds[k]
        melds = action.melds[:k] + (MeldSpec(swap(spec.cards), spec.joker_as),) + action.melds[k + 1:]
        return LayMelds(action.seat, melds)
    if isinstance(action, Extend):
        return Extend(action.seat, action.meld, swap(action.cards), action.joker_as)
    if isinstance(action, ReplaceJoker):
        return ReplaceJoker(action.seat, action.meld, swap(action.cards))
    return Draw(action.seat, DrawSource.FIRE if action.source is DrawSource.STOCK else DrawSource.STOCK)


def _broken(action: Action, hand: list[Any], rng: random.Random) -> Action | None:
    """A meld or an extension with one card too many or too few; another meld index."""
    extra = token_of(rng.choice(hand))
    if isinstance(action, LayMelds):
        spec = action.melds[0]
        cards = spec.cards[:-1] if rng.random() < 0.5 else spec.cards + (extra,)
        return LayMelds(action.seat, (MeldSpec(cards, spec.joker_as),) + action.melds[1:])
    if isinstance(action, Extend):
        return Extend(action.seat, action.meld, action.cards + (extra,), action.joker_as)
    if isinstance(action, ReplaceJoker):
        return ReplaceJoker(action.seat, (action.meld + 1), action.cards)
    return None


def walk(rnd: Round, rng: random.Random, steps: int = STEPS) -> set[ErrorCode | None]:
    """Play random legal moves; at each position every listed and mutated action must agree."""
    seen: set[ErrorCode | None] = set()
    for _ in range(steps):
        if rnd.over:
            break
        legal = legal_actions(view_for(rnd, rnd.turn))
        assert legal, "the player to move always has a move"
        for action in legal:
            assert agree(rnd, action) is None, f"listed but refused: {action}"
        for action in mutations(rnd, legal, rng):
            seen.add(agree(rnd, action))
        rnd.apply(rng.choice(legal))
    if rnd.over:  # after the end: everything is the wrong phase
        for action in (Draw(rnd.turn, DrawSource.STOCK), Discard(rnd.turn, (CardToken(0, None),))):
            seen.add(agree(rnd, action))
    return seen


@settings(max_examples=examples(27), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), rules_index=st.integers(0, len(RULE_SETS) - 1))
def test_the_judge_and_the_core_agree_over_random_games(seed: int, rules_index: int) -> None:
    rules = RULE_SETS[rules_index]
    players = 4 if rules.partners else 2 + seed % 3
    rnd = Round.deal(rules, players, seed % players, random.Random(seed))
    walk(rnd, random.Random(seed))


def _double_joker_position(variant: Variant, opened: bool, laid_earlier: bool, from_fire: bool,
                           final_throw: bool, joker_20: bool) -> dict[str, Any]:
    """Seat 0 one draw before a Gulf double Joker Hand (tests/scenarios/gulf_double_joker.json)."""
    data: dict[str, Any] = json.loads(DOUBLE_JOKER.read_text(encoding="utf-8"))
    del data["actions"]
    players = 4 if variant.partners else 3
    data["variant"] = variant.value
    data["rules"] = {"score_table": "gulf", "final_discard_required": final_throw,
                     "joker_in_hand": 20 if joker_20 else 15}
    data["players"] = players
    data["hands"] = data["hands"] + ([["3C", "4D"]] if players == 4 else [])
    data["opened"] = [opened, True, False] + ([True] if players == 4 else [])
    if variant.partners:
        data["opened"][2] = opened  # partners share one side
        data["opened"][3] = True
    if laid_earlier:  # seat 0 laid in an earlier turn: no Hand any more
        data["table"] = [{"owner": 1, "cards": ["7S", "8S", "9S"]}, {"owner": 0, "cards": ["5C", "6C", "7C"]}]
        data["opened"][0] = True
        if variant.partners:
            data["opened"][2] = True
    if from_fire:
        data["stock"], data["fire"] = ["4S"], ["AH"]
    return data


@settings(max_examples=examples(30), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(variant=st.sampled_from(list(Variant)), opened=st.booleans(), laid_earlier=st.booleans(),
       from_fire=st.booleans(), final_throw=st.booleans(), joker_20=st.booleans(),
       seed=st.integers(0, 10**6))
def test_the_judge_and_the_core_agree_around_the_double_joker_hand(
    variant: Variant, opened: bool, laid_earlier: bool, from_fire: bool, final_throw: bool,
    joker_20: bool, seed: int,
) -> None:
    rnd = load_scenario(_double_joker_position(variant, opened, laid_earlier, from_fire, final_throw,
                                               joker_20)).round
    rng = random.Random(seed)
    # The draw, then every way of laying the hearts (all of them, or keeping one back).
    rnd.apply(Draw(0, DrawSource.FIRE if from_fire and rnd.check(Draw(0, DrawSource.FIRE)) is None
                   else DrawSource.STOCK))
    hearts = [c for c in rnd.hands[0] if not c.is_joker]
    kept = rng.choice([None, *hearts[:1], *hearts[-1:]])
    run = [c for c in hearts if c != kept]
    lay = LayMelds(0, (MeldSpec(tokens_of(sorted(run, key=lambda c: c.rank))),))
    both = Discard(0, (CardToken(0, None), CardToken(0, None)))
    assert agree(rnd, both) is ErrorCode.BAD_INPUT  # not with cards still in hand
    if agree(rnd, lay) is None:
        rnd.apply(lay)
        code = agree(rnd, both)
        # Both Jokers may go together exactly when they are all that is left and a Hand is still on.
        assert (code is None) == (kept is None and not laid_earlier)
    walk(rnd, rng, steps=12)


def test_the_double_joker_hand_is_listed_judged_and_scored() -> None:
    """The concrete case: after the hearts, the listing offers both Jokers and the round ends."""
    rnd = load_scenario(_double_joker_position(Variant.HAND, False, False, False, False, False)).round
    rnd.apply(Draw(0, DrawSource.STOCK))
    rnd.apply(LayMelds(0, (MeldSpec(tokens_of(sorted((c for c in rnd.hands[0] if not c.is_joker),
                                                     key=lambda c: c.rank))),)))
    view = view_for(rnd, 0)
    both = Discard(0, tokens_of(list(view.hand)))
    assert both in legal_actions(view) and judge.refusal(view, both) is None
    rnd.apply(both)
    assert rnd.result is not None and rnd.result.finish.value == "double_joker_coloured_hand"
