"""Hints for a human seat, on hand-made positions."""

from __future__ import annotations

from typing import Any

from hand_desktop.core.actions import Draw, LayMelds
from hand_desktop.core.cards import parse_card
from hand_desktop.core.hints import hint_for
from hand_desktop.core.scenario import load_scenario
from hand_desktop.core.view import view_for


def _view(scenario: dict[str, Any], seat: int = 0):  # type: ignore[no-untyped-def]
    return view_for(load_scenario(scenario).round, seat)


def _codes(cards: Any) -> list[str]:
    return sorted(c.code() for c in cards)


BASE = {"variant": "hand", "players": 2, "dealer": 1, "turn": 0, "hands": [[], ["3C", "3D"]]}


def scenario(**changes: Any) -> dict[str, Any]:
    out = dict(BASE)
    out.update(changes)
    return out


def test_best_opening_cards_and_value() -> None:
    hand = ["5H", "6H", "7H", "8H", "QS", "QH", "QD", "2C", "9D", "KC", "4S", "3S", "10C", "AD"]
    hint = hint_for(_view(scenario(phase="play", hands=[hand, ["3C"]], fire=["9S"])))
    assert hint.opening is not None
    assert hint.opening.value == 56 and hint.opening.required == 51 and hint.opening.enough
    assert _codes(hint.opening.cards) == sorted(["5H", "6H", "7H", "8H", "QS", "QH", "QD"])
    assert not hint.hand_possible
    assert isinstance(hint.action, LayMelds)  # the bot would open now
    # The recommended discard is never a card of the opening.
    assert hint.discard is not None and hint.discard.code() not in _codes(hint.opening.cards)


def test_opening_short_of_the_threshold_says_what_is_missing() -> None:
    hand = ["2H", "3H", "4H", "5S", "5D", "5C", "KC", "9D", "JS", "7C", "AS", "8S", "10D", "QC"]
    hint = hint_for(_view(scenario(phase="play", hands=[hand, ["3C"]])))
    assert hint.opening is not None
    assert hint.opening.value == 24 and not hint.opening.enough and hint.opening.missing == 27
    # Nothing to lay yet: the hint recommends a discard, and not a card of the melds.
    assert hint.discard is not None
    assert hint.discard.code() not in ("2H", "3H", "4H", "5S", "5D", "5C")


def test_saudi_rising_threshold_is_the_requirement() -> None:
    hand = ["5H", "6H", "7H", "8H", "QS", "QH", "QD", "2C", "9D", "KC", "4S", "3S", "10C", "AD"]
    view = _view(scenario(variant="saudi", phase="play", hands=[hand, ["3C"]], last_opening=58))
    hint = hint_for(view)
    assert hint.opening is not None and hint.opening.required == 59
    assert not hint.opening.enough and hint.opening.missing == 3


def test_a_hand_is_possible() -> None:
    hand = ["10S", "JS", "QS", "KS", "AS", "9H", "9D", "9C", "4C", "5C", "6C", "7D", "8D", "9D", "2H"]
    hint = hint_for(_view(scenario(phase="play", hands=[hand, ["3C"]])))
    assert hint.hand_possible
    assert hint.opening is not None and hint.opening.enough


def test_no_hand_when_one_card_does_not_fit() -> None:
    hand = ["10S", "JS", "QS", "KS", "AS", "9H", "9D", "9C", "4C", "5C", "6C", "7D", "8D", "2H", "KH"]
    hint = hint_for(_view(scenario(phase="play", hands=[hand, ["3C"]])))
    assert not hint.hand_possible


FIRE_HAND = ["QS", "QH", "KS", "KH", "KD", "2C", "5D", "7S", "9C", "4H", "6S", "8C", "3D", "JD"]


def test_fire_card_would_let_them_open() -> None:
    hint = hint_for(_view(scenario(phase="draw", hands=[FIRE_HAND, ["3C"]], fire=["2S", "QD"])))
    assert hint.fire_opens is True
    assert hint.draw == "fire" and hint.action == Draw(0, "fire")
    assert hint.discard is None  # no discard before drawing
    # Without the fire card: only the three Kings (30).
    assert hint.opening is not None and hint.opening.value == 30 and not hint.opening.enough


def test_fire_card_that_does_not_open() -> None:
    hint = hint_for(_view(scenario(phase="draw", hands=[FIRE_HAND, ["3C"]], fire=["2S", "9H"])))
    assert hint.fire_opens is False
    assert hint.draw == "stock"


def test_fire_card_would_make_a_hand() -> None:
    hand = ["10S", "JS", "QS", "KS", "AS", "9H", "9D", "9C", "4C", "5C", "6C", "7D", "8D", "2H"]
    hint = hint_for(_view(scenario(phase="draw", hands=[hand, ["3C"]], fire=["9D"])))
    assert hint.fire_opens is True and hint.hand_possible


def test_opened_seat_gets_melds_and_no_fire_question() -> None:
    table = [{"owner": 0, "cards": ["5H", "6H", "7H"]}, {"owner": 0, "cards": ["QS", "QH", "QD"]}]
    hand = ["2C", "3C", "4C", "KD", "8H"]
    view = _view(scenario(phase="play", hands=[hand, ["3D"]], table=table))
    hint = hint_for(view)
    assert hint.opening is None and hint.fire_opens is None
    assert [_codes(m.cards) for m in hint.melds] == [["2C", "3C", "4C"]]
    assert hint.discard == parse_card("KD")  # 8H goes onto the table, 2-3-4 is a meld
    draw_view = _view(scenario(phase="draw", hands=[hand, ["3D"]], table=table, fire=["9H"]))
    assert hint_for(draw_view).fire_opens is None


def test_hint_must_open_has_no_discard() -> None:
    sc = scenario(phase="draw", hands=[FIRE_HAND, ["3C"]], fire=["2S", "QD"],
                  actions=[{"seat": 0, "draw": "fire"}])
    loaded = load_scenario(sc)
    rnd = loaded.round
    for action in loaded.actions:
        rnd.apply(loaded.parse_action(action))
    hint = hint_for(view_for(rnd, 0))
    assert hint.discard is None
    assert isinstance(hint.action, LayMelds)


def test_hint_out_of_turn_is_informative_only() -> None:
    hand = ["5H", "6H", "7H", "8H", "QS", "QH", "QD", "2C", "9D", "KC", "4S", "3S", "10C", "AD"]
    view = _view(scenario(phase="play", hands=[["3C"], hand], turn=0), seat=1)
    hint = hint_for(view)
    assert hint.action is None and hint.draw is None and hint.discard is None
    assert hint.opening is not None and hint.opening.value == 56
