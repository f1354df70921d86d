"""Hints for a human seat, on hand-made positions."""

from __future__ import annotations

from typing import Any

from hand_desktop.core.actions import Draw, DrawSource, Extend, LayMelds, ReplaceJoker, token_of
from hand_desktop.core.cards import parse_card
from hand_desktop.core.hints import FireReason, HintKind, hint_for
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
    assert hint.move.kind is HintKind.OPEN and _codes(hint.move.cards) == _codes(hint.opening.cards)
    assert hint.discard is None  # the next move is the opening, not a discard


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
    assert hint.draw is DrawSource.FIRE and hint.action == Draw(0, DrawSource.FIRE)
    assert hint.discard is None  # no discard before drawing
    # Without the fire card: only the three Kings (30).
    assert hint.opening is not None and hint.opening.value == 30 and not hint.opening.enough


def test_fire_card_that_does_not_open() -> None:
    hint = hint_for(_view(scenario(phase="draw", hands=[FIRE_HAND, ["3C"]], fire=["2S", "9H"])))
    assert hint.fire_opens is False
    assert hint.draw is DrawSource.STOCK


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
    # 8H goes onto the 5-6-7 run, 2-3-4 is laid, KD is thrown: out this turn.
    assert [(m.kind, _codes(m.cards), m.meld) for m in hint.going_out] == [
        (HintKind.EXTEND, ["8H"], 0), (HintKind.LAY, ["2C", "3C", "4C"], None),
        (HintKind.DISCARD, ["KD"], None)]
    assert hint.move == hint.going_out[0] and hint.action == Extend(0, 0, (token_of(parse_card("8H")),))
    assert hint.discard is None
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


# --------------------------------------------------------------------------- the best next move


def _moves(hint: Any) -> list[tuple[HintKind, list[str], int | None]]:
    return [(m.kind, _codes(m.cards), m.meld) for m in hint.going_out]


def test_lay_off_onto_own_joker_run() -> None:
    table = [{"owner": 0, "cards": ["10D", "JD", "JK"], "joker_as": "QD"}]
    hand = ["KD", "5S", "9C", "2H", "7S", "4C"]
    hint = hint_for(_view(scenario(phase="play", hands=[hand, ["3D"]], table=table)))
    assert hint.move.kind is HintKind.EXTEND and hint.move.meld == 0
    assert _codes(hint.move.cards) == ["KD"]
    assert hint.discard is None and not hint.going_out  # five loose cards stay: not out


def test_joker_replacement_in_another_players_meld() -> None:
    table = [{"owner": 0, "cards": ["5H", "6H", "7H"]},
             {"owner": 1, "cards": ["9H", "9D", "9C", "JK"]}]
    hand = ["9S", "4C", "8D", "KH", "2S", "QC"]
    hint = hint_for(_view(scenario(phase="play", hands=[hand, ["3D"]], table=table)))
    assert hint.move.kind is HintKind.REPLACE_JOKER and hint.move.meld == 1
    assert _codes(hint.move.cards) == ["9S"]
    assert hint.action == ReplaceJoker(0, 1, (token_of(parse_card("9S")),))


def test_go_out_through_a_joker_replacement() -> None:
    table = [{"owner": 0, "cards": ["5H", "6H", "7H"]},
             {"owner": 1, "cards": ["9H", "9D", "9C", "JK"]}]
    hand = ["9S", "4C", "5C", "6C", "KD"]
    hint = hint_for(_view(scenario(phase="play", hands=[hand, ["3D"]], table=table)))
    moves = _moves(hint)
    assert moves[0] == (HintKind.REPLACE_JOKER, ["9S"], 1)
    assert moves[1][0] is HintKind.LAY and "JK" in moves[1][1] and "4C" in moves[1][1]
    assert moves[-1] == (HintKind.DISCARD, ["KD"], None)
    assert hint.move == hint.going_out[0]


def test_a_hand_is_the_move_with_its_discard() -> None:
    hand = ["10S", "JS", "QS", "KS", "AS", "9H", "9D", "9C", "4C", "5C", "6C", "7D", "8D", "9D", "2H"]
    hint = hint_for(_view(scenario(phase="play", hands=[hand, ["3C"]])))
    assert hint.hand_possible and hint.move.kind is HintKind.OPEN
    assert len(hint.move.cards) == 14 and _moves(hint)[-1] == (HintKind.DISCARD, ["2H"], None)


def test_fire_line_only_when_the_fire_card_is_needed() -> None:
    hint = hint_for(_view(scenario(phase="draw", hands=[FIRE_HAND, ["3C"]], fire=["2S", "QD"])))
    assert hint.fire is FireReason.NEEDED and hint.move.kind is HintKind.DRAW_FIRE
    assert _codes(hint.move.cards) == ["QD"]


OPENS = ["5H", "6H", "7H", "8H", "QS", "QH", "QD", "2C", "9D", "KC", "4S", "3S", "10C"]


def test_hand_that_opens_without_the_fire_card_hears_no_fire_line() -> None:
    hint = hint_for(_view(scenario(phase="draw", hands=[OPENS, ["3C"]], fire=["2D", "KH"])))
    assert hint.fire_opens is True  # the guard lets it take the card...
    assert hint.draw is DrawSource.STOCK and hint.fire is None  # ...but it opens anyway: no fire line
    assert hint.move.kind is HintKind.DRAW_STOCK


def test_fire_card_that_makes_the_opening_better() -> None:
    hint = hint_for(_view(scenario(phase="draw", hands=[OPENS, ["3C"]], fire=["2D", "9H"])))
    assert hint.draw is DrawSource.FIRE and hint.fire is FireReason.BETTER


def test_opened_seat_takes_the_fire_card_to_go_out() -> None:
    table = [{"owner": 0, "cards": ["5H", "6H", "7H"]}]
    hand = ["2C", "3C", "4C", "KD"]
    hint = hint_for(_view(scenario(phase="draw", hands=[hand, ["3D"]], table=table, fire=["8H"])))
    assert hint.draw is DrawSource.FIRE and hint.fire is FireReason.GO_OUT
    assert hint.action == Draw(0, DrawSource.FIRE)
    assert _moves(hint) == [(HintKind.EXTEND, ["8H"], 0), (HintKind.LAY, ["2C", "3C", "4C"], None),
                            (HintKind.DISCARD, ["KD"], None)]


def test_the_hint_never_discards_a_card_that_could_be_played() -> None:
    # Bots play whole rounds; at every play-phase decision the hint's discard is checked
    # against every lay-off and Joker replacement the rules accept.
    import random

    from hand_desktop.core.bots import make_bot
    from hand_desktop.core.moves import legal_actions
    from hand_desktop.core.round import Phase, Round
    from hand_desktop.core.rules import Rules, Variant

    checked = 0
    for seed in range(3):
        rnd = Round.deal(Rules(variant=Variant.HAND), 2, 0, random.Random(seed))
        bots = [make_bot("medium", seed * 10 + s) for s in range(2)]
        for _ in range(400):
            if rnd.over:
                break
            view = view_for(rnd, rnd.turn)
            if view.phase is Phase.PLAY:
                hint = hint_for(view)
                if hint.move.kind is HintKind.DISCARD:
                    card = token_of(hint.move.cards[0])
                    plays = [a for a in legal_actions(view) if isinstance(a, Extend | ReplaceJoker)]
                    assert not any(card in a.cards for a in plays), (view.hand, plays)
                    checked += 1
                assert hint.action is not None and rnd.check(hint.action) is None
            rnd.apply(bots[rnd.turn].choose(view))
    assert checked > 20
