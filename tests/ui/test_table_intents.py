"""What a drop asks for (pure logic over the player's view)."""

from __future__ import annotations

from hand_desktop.core.actions import Discard, Draw, DrawSource, Extend, ReplaceJoker, token_of
from hand_desktop.core.cards import parse_cards
from hand_desktop.core.match import Match
from hand_desktop.ui.table.intents import (
    Choose,
    Play,
    Prepare,
    Refuse,
    Reorder,
    ReturnToHand,
    Zone,
    ZoneKind,
    plan_drop,
)

SCENARIO = {
    "variant": "hand", "players": 2, "dealer": 1,
    "hands": [["9S", "9C", "JK", "4H", "KD", "QD"], ["2C", "3C", "4C"]],
    "stock": ["8C"], "fire": ["5D"],
    "table": [{"owner": 1, "cards": ["9H", "9D", "JK"]},  # two naturals + Joker: 9S and 9C
              {"owner": 1, "cards": ["5H", "6H", "7H"]}],
    "opened": [True, True], "turn": 0, "phase": "play",
}


def _view():
    return Match.from_scenario(SCENARIO).view_for(0)


def test_both_missing_suits_take_the_joker_of_a_two_natural_set() -> None:
    view = _view()
    nines = tuple(c for c in view.hand if c.rank == 9)
    plan = plan_drop(view, ZoneKind.HAND, nines, Zone(ZoneKind.MELD, 0))
    assert isinstance(plan, Play) and isinstance(plan.action, ReplaceJoker)
    # One of them alone is an ordinary extension (the set keeps its Joker).
    plan = plan_drop(view, ZoneKind.HAND, nines[:1], Zone(ZoneKind.MELD, 0))
    assert isinstance(plan, Play) and isinstance(plan.action, Extend)


def test_a_joker_on_a_run_with_two_free_ends_asks_which() -> None:
    view = _view()
    joker = tuple(c for c in view.hand if c.is_joker)
    plan = plan_drop(view, ZoneKind.HAND, joker, Zone(ZoneKind.MELD, 1))
    assert isinstance(plan, Choose)
    assert [str(t) for t, _ in plan.options] == ["4H", "8H"]
    # With 4H as well the Joker still has two places: below the 4 or above the 7.
    four = tuple(c for c in view.hand if c.code() == "4H")
    plan = plan_drop(view, ZoneKind.HAND, four + joker, Zone(ZoneKind.MELD, 1))
    assert isinstance(plan, Choose) and [str(t) for t, _ in plan.options] == ["3H", "8H"]
    # On a set there is nothing to choose.
    plan = plan_drop(view, ZoneKind.HAND, joker, Zone(ZoneKind.MELD, 0))
    assert isinstance(plan, Play) and isinstance(plan.action, Extend)


def test_other_drops() -> None:
    view = _view()
    kd, qd = parse_cards("KD QD")
    assert plan_drop(view, ZoneKind.HAND, (kd, qd), Zone(ZoneKind.FIRE)) == Refuse("one_card")
    assert plan_drop(view, ZoneKind.HAND, (kd,), Zone(ZoneKind.FIRE)) == Play(Discard(0, (token_of(kd),)))
    assert plan_drop(view, ZoneKind.HAND, (kd,), Zone(ZoneKind.HAND), 3) == Reorder((kd,), 3)
    assert plan_drop(view, ZoneKind.CANDIDATE, (kd,), Zone(ZoneKind.HAND), 2) == ReturnToHand((kd,), 2)
    assert plan_drop(view, ZoneKind.HAND, (kd,), Zone(ZoneKind.CANDIDATE, 1), at=0) == Prepare((kd,), 1, 0)
    assert plan_drop(view, ZoneKind.HAND, (kd,), Zone(ZoneKind.NEW_CANDIDATE)) == Prepare((kd,), None)
    assert plan_drop(view, ZoneKind.STOCK, (), Zone(ZoneKind.HAND)) == Play(Draw(0, DrawSource.STOCK))
    fire = plan_drop(view, ZoneKind.FIRE, (view.fire_top,), Zone(ZoneKind.NEW_CANDIDATE))
    assert fire == Play(Draw(0, DrawSource.FIRE), Prepare((view.fire_top,), None, None))

