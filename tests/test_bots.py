"""The computer players: legal moves only, openings, the fire card, no peeking, determinism."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from hand_desktop.core import solver
from hand_desktop.core.actions import Action, Discard, Draw, DrawSource, LayMelds
from hand_desktop.core.bots import LEVELS, make_bot
from hand_desktop.core.bots.card_memory import Memory
from hand_desktop.core.bots.hard import HardBot
from hand_desktop.core.cards import ALL_CARDS
from hand_desktop.core.moves import fire_draw_allowed, opening_actions
from hand_desktop.core.round import Phase, Round
from hand_desktop.core.rules import PartnerPays, Rules, ScoreTable, Variant
from hand_desktop.core.scenario import load_scenario
from hand_desktop.core.view import PlayerView, view_for
from tests.full import FULL

SETTINGS: dict[str, dict[str, Any]] = {
    "standard": {},
    "gulf_8_discards": {"score_table": ScoreTable.GULF, "discards_before_opening": 8},
    "open_after_discard": {"open_only_after_taking_discard": True},
    "gulf_all": {"score_table": ScoreTable.GULF, "discards_before_opening": 16,
                 "open_only_after_taking_discard": True, "threshold": 71},
    "house": {"final_discard_required": True, "hand_exempt_from_threshold": True,
              "fire_twin_discard_allowed": True, "low_ace_value": 11, "joker_in_hand": 20,
              "partner_of_finisher_pays": PartnerPays.ZERO, "max_reshuffles": 1},
}


def _bot(level: str, seed: int) -> Any:
    """A bot whose searches stop on their world count, not the clock: exactly reproducible."""
    if level == "hard":
        return HardBot(seed, time_cap_s=60.0)
    return make_bot(level, seed)


def _players(variant: Variant, i: int) -> int:
    return 4 if variant.partners else (2, 3, 4)[i % 3]


def _opening_value(view: PlayerView) -> int | None:
    rules = view.rules
    best = solver.best_opening(
        list(view.hand), rules.low_ace_value, locked=view.locked, need_discard=True,
        allow_empty=not rules.discard_required_to_finish,
    )
    return None if best is None else best.value


def play_checked(rules: Rules, players: int, seed: int, levels: list[str]) -> dict[str, int]:
    """Play one round; every bot action must pass ``Round.check`` and the bots' contracts."""
    rnd = Round.deal(rules, players, seed % players, random.Random(seed))
    bots = [make_bot(levels[s % len(levels)], seed * 10 + s) for s in range(players)]
    counts = {"actions": 0, "openings": 0, "fire_unopened": 0, "held_for_hand": 0}
    fire_this_turn_unopened = False
    for _ in range(3000):
        if rnd.over:
            break
        seat = rnd.turn
        view = view_for(rnd, seat)
        action = bots[seat].choose(view)
        error = rnd.check(action)
        assert error is None, f"{bots[seat].level} played an illegal {action}: {error}"
        if view.phase is Phase.PLAY and not view.opened[seat] and isinstance(action, Discard):
            assert not fire_this_turn_unopened
            # An unopened bot that could open opens instead of discarding; only Hard may keep
            # its hand closed for a Hand, when the opening would leave it a few cards.
            if opening_actions(view):
                assert bots[seat].level == "hard", f"{bots[seat].level} did not open when it could"
                assert _opening_leftover(view) <= HardBot().style.hunt_cards
                counts["held_for_hand"] += 1
        if isinstance(action, LayMelds) and not view.opened[seat]:
            counts["openings"] += 1
            left = len(view.hand) - sum(len(m.cards) for m in action.melds)
            if left > 1:  # not a Hand: the solver's best opening
                value = sum(_value(rnd, action))
                if bots[seat].level == "hard":
                    # Hard may turn an end Joker to the other end (its card is dead there),
                    # a point or a few below the best, never below what the opening needs.
                    assert view.required_opening <= value <= (_opening_value(view) or 0)
                    assert left == _opening_leftover(view)
                else:
                    assert value == _opening_value(view)
        if isinstance(action, Draw):
            fire_this_turn_unopened = action.source is DrawSource.FIRE and not view.opened[seat]
            if fire_this_turn_unopened:
                counts["fire_unopened"] += 1
                assert fire_draw_allowed(view)
        rnd.apply(action)
        counts["actions"] += 1
    assert rnd.over
    assert all(getattr(b, "fallbacks", 0) == 0 for b in bots)
    return counts


def _opening_leftover(view: PlayerView) -> int:
    rules = view.rules
    best = solver.best_opening(
        list(view.hand), rules.low_ace_value, locked=view.locked, need_discard=True,
        allow_empty=not rules.discard_required_to_finish,
    )
    assert best is not None
    return len(best.leftover)


def _value(rnd: Round, action: LayMelds) -> list[int]:
    from hand_desktop.core.cards import make_card
    from hand_desktop.core.melds import build_meld

    values = []
    for spec in action.melds:
        cards = [make_card(t.rank, t.suit, t.copy or 1) for t in spec.cards]
        values.append(build_meld(cards, spec.joker_as).value(rnd.rules.low_ace_value))
    return values


@pytest.mark.parametrize("setting", sorted(SETTINGS))
@pytest.mark.parametrize("variant", list(Variant))
def test_bots_play_only_legal_actions(variant: Variant, setting: str) -> None:
    rules = Rules(variant=variant, **SETTINGS[setting])
    totals = {"actions": 0, "openings": 0}
    # Each round seats all three levels; CI plays three rounds a setting, others one.
    for i in range(3 if FULL else 1):
        levels = [LEVELS[(i + k) % 3] for k in range(3)]
        counts = play_checked(rules, _players(variant, i), 1000 * i + len(setting), levels)
        totals["actions"] += counts["actions"]
        totals["openings"] += counts["openings"]
    assert totals["openings"] > 0  # the rounds got as far as opening


def test_many_medium_rounds_are_legal() -> None:
    for seed in range(12):
        variant = list(Variant)[seed % 4]
        play_checked(Rules(variant=variant), _players(variant, seed), seed, ["medium"])


def test_make_bot_levels_and_errors() -> None:
    for level in LEVELS:
        assert make_bot(level).level == level
    with pytest.raises(ValueError, match="unknown bot level"):
        make_bot("expert")


# --------------------------------------------------------------------------- openings


OPENABLE = {
    "variant": "hand", "players": 2, "dealer": 1, "turn": 0, "phase": "play",
    "hands": [["5H", "6H", "7H", "8H", "QS", "QH", "QD", "2C", "9D", "KC", "4S", "JK", "10S", "AD"],
              ["3C", "3D"]],
    # The opponent has opened and is down to two cards: no time to hunt a Hand (Hard would).
    "table": [{"owner": 1, "cards": ["4C", "4D", "4H"]}],
    "opened": [False, True],
    "fire": ["9S"],
}


@pytest.mark.parametrize("level", LEVELS)
def test_bot_opens_with_the_solvers_best_opening(level: str) -> None:
    rnd = load_scenario(OPENABLE).round
    view = view_for(rnd, 0)
    action = make_bot(level).choose(view)
    assert isinstance(action, LayMelds)
    best = _opening_value(view)
    assert best is not None and best >= 51
    assert sum(_value(rnd, action)) == best
    rnd.apply(action)  # accepted


@pytest.mark.parametrize("level", LEVELS)
def test_bot_goes_out_as_a_hand_when_it_can(level: str) -> None:
    scenario = {
        "variant": "hand", "players": 2, "dealer": 1, "turn": 0, "phase": "play",
        "hands": [["10S", "JS", "QS", "KS", "AS", "9H", "9D", "9C", "4C", "5C", "6C",
                   "7D", "8D", "9D", "2H"], ["3C"]],
    }
    rnd = load_scenario(scenario).round
    bot = make_bot(level)
    for _ in range(4):
        if rnd.over:
            break
        rnd.apply(bot.choose(view_for(rnd, 0)))
    assert rnd.over and rnd.result is not None
    assert rnd.result.finish.is_hand and rnd.result.finisher == 0


# --------------------------------------------------------------------------- the fire card


FIRE_OPENS = {
    "variant": "hand", "players": 2, "dealer": 1, "turn": 0, "phase": "draw",
    "hands": [["QS", "QH", "KS", "KH", "KD", "2C", "5D", "7S", "9C", "4H", "6S", "8C", "3D", "JD"],
              ["3C", "3S"]],
    "fire": ["2S", "QD"],
}


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_bot_takes_the_fire_card_that_lets_it_open(level: str) -> None:
    rnd = load_scenario(FIRE_OPENS).round
    view = view_for(rnd, 0)
    assert fire_draw_allowed(view)
    action = make_bot(level).choose(view)
    assert action == Draw(0, DrawSource.FIRE)
    rnd.apply(action)
    opening = make_bot(level).choose(view_for(rnd, 0))
    assert isinstance(opening, LayMelds)
    rnd.apply(opening)
    assert rnd.opened[0]


@pytest.mark.parametrize("level", LEVELS)
def test_bot_leaves_a_fire_card_that_does_not_open(level: str) -> None:
    scenario = replace_fire(FIRE_OPENS, "9H")
    rnd = load_scenario(scenario).round
    view = view_for(rnd, 0)
    assert not fire_draw_allowed(view)
    assert make_bot(level).choose(view) == Draw(0, DrawSource.STOCK)


def replace_fire(scenario: dict[str, Any], top: str) -> dict[str, Any]:
    out = dict(scenario)
    out["fire"] = list(scenario["fire"][:-1]) + [top]
    return out


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_opened_bot_takes_a_fire_card_it_can_lay_off(level: str) -> None:
    scenario = {
        "variant": "hand", "players": 2, "dealer": 1, "turn": 0, "phase": "draw",
        "hands": [["2C", "9D", "KC", "4S"], ["3C", "3D"]],
        "table": [{"owner": 0, "cards": ["5H", "6H", "7H"]}, {"owner": 0, "cards": ["QS", "QH", "QD"]},
                  {"owner": 0, "cards": ["10S", "JS", "QS"]}],
        "fire": ["8H"],
    }
    rnd = load_scenario(scenario).round
    assert make_bot(level).choose(view_for(rnd, 0)) == Draw(0, DrawSource.FIRE)


@pytest.mark.parametrize("level", LEVELS)
def test_unopened_bots_take_the_fire_card_only_to_open(level: str) -> None:
    """Over whole rounds: every unopened fire draw is followed by an opening in that turn
    (a round of each variant, two of them for Hard, whose lookahead costs most of the
    suite's bot time; six rounds under HAND_FULL_TESTS)."""
    taken = 0
    for seed in range(6 if FULL else 2 if level == "hard" else 4):
        rules = Rules(variant=list(Variant)[seed % 4])
        n = 4
        rnd = Round.deal(rules, n, seed % n, random.Random(seed + 77))
        bots = [make_bot(level, s) for s in range(n)]
        pending: int | None = None
        while not rnd.over:
            seat = rnd.turn
            view = view_for(rnd, seat)
            action = bots[seat].choose(view)
            if isinstance(action, Draw) and action.source is DrawSource.FIRE and not view.opened[seat]:
                pending = seat
                taken += 1
            if isinstance(action, Discard) and pending == seat:
                assert view.opened[seat], "took the fire card and did not open"
                pending = None
            rnd.apply(action)
    assert taken > 0


# --------------------------------------------------------------------------- no peeking


def _permuted(rnd: Round, seat: int, rng: random.Random) -> Round:
    """The same round with every card the seat cannot see shuffled among the hidden places."""
    hidden = [c for s, h in enumerate(rnd.hands) if s != seat for c in h] + list(rnd.stock)
    rng.shuffle(hidden)
    hands: list[list[Any]] = []
    i = 0
    for s, h in enumerate(rnd.hands):
        if s == seat:
            hands.append(list(h))
        else:
            hands.append(hidden[i:i + len(h)])
            i += len(h)
    stock = hidden[i:]
    other = Round(
        rnd.rules, rnd.players, rnd.dealer, hands, stock, list(rnd.fire), turn=rnd.turn,
        phase=rnd.phase, table=list(rnd.table), opened=list(rnd.opened),
        last_opening=rnd.last_opening, reshuffles=rnd.reshuffles, discards=rnd.discards,
        rng=random.Random(99),
    )
    other.laid_earlier = list(rnd.laid_earlier)
    other.turn_state = rnd.turn_state.copy()
    return other


@pytest.mark.parametrize("level", LEVELS)
def test_choices_do_not_depend_on_hidden_cards(level: str) -> None:
    rng = random.Random(5)
    compared = differed = 0
    for seed in range(3):
        variant = list(Variant)[seed % 4]
        rnd = Round.deal(Rules(variant=variant), 4, 0, random.Random(seed + 300))
        players = [make_bot("medium", s) for s in range(4)]
        steps = 0
        while not rnd.over and steps < 400:
            seat = rnd.turn
            if steps % 3 == 0:
                twin = _permuted(rnd, seat, rng)
                view_a, view_b = view_for(rnd, seat), view_for(twin, seat)
                assert view_a == view_b
                differed += twin.hands != rnd.hands or twin.stock != rnd.stock
                a = _bot(level, 42).choose(view_a)
                b = _bot(level, 42).choose(view_b)
                assert a == b
                compared += 1
            rnd.apply(players[seat].choose(view_for(rnd, seat)))
            steps += 1
    assert compared > 20 and differed > 20


def test_bots_are_deterministic_given_seed_and_views() -> None:
    def log(level: str) -> list[Action]:
        rnd = Round.deal(Rules(variant=Variant.SAUDI), 3, 1, random.Random(8))
        bots = [_bot(level, 3 + s) for s in range(3)]
        out: list[Action] = []
        while not rnd.over:
            action = bots[rnd.turn].choose(view_for(rnd, rnd.turn))
            out.append(action)
            rnd.apply(action)
        return out

    for level in LEVELS:
        assert log(level) == log(level)


def test_bot_refuses_to_move_out_of_turn() -> None:
    rnd = load_scenario(OPENABLE).round
    with pytest.raises(ValueError):
        make_bot("medium").choose(view_for(rnd, 1))


def test_memory_infers_pickups_exactly() -> None:
    from hand_desktop.core.bots.card_memory import Memory
    from hand_desktop.core.cards import parse_cards

    a, b, c, d, e = parse_cards("2S 3H 4D 5C 6S")
    mem = Memory()
    base = view_for(load_scenario(OPENABLE).round, 0)
    v1 = replace(base, seat=0, players=3, fire=(a, b), discards=2, hand_counts=(14, 14, 14),
                 opened=(False,) * 3, laid_earlier=(False,) * 3, scores=(0, 0, 0))
    mem.observe(v1)
    mem.left_turn((a, b, c), 3)
    # seat 1 took c and threw d; seat 2 drew from the stock and threw e
    v2 = replace(v1, fire=(a, b, d, e), discards=5)
    mem.observe(v2)
    assert mem.taken_by(1) == [c]
    assert mem.thrown_by(1) == [d] and mem.thrown_by(2) == [e]
    assert mem.taken_by(2) == []


# --------------------------------------------------------------------------- Hard's search


def _played(variant: Variant, seed: int, moves: int) -> tuple[Round, PlayerView, Memory]:
    """A round four Medium bots have played ``moves`` moves into, the view of the seat to
    move, and an empty memory of that seat."""
    rnd = Round.deal(Rules(variant=variant), 4, 0, random.Random(seed))
    bots = [make_bot("medium", s) for s in range(4)]
    for _ in range(moves):
        rnd.apply(bots[rnd.turn].choose(view_for(rnd, rnd.turn)))
    view = view_for(rnd, rnd.turn)
    memory = Memory()
    memory.seat = view.seat
    return rnd, view, memory


def test_determinized_worlds_agree_with_the_view() -> None:
    from hand_desktop.core.bots.search import determinize

    rnd, view, memory = _played(Variant.HAND_PARTNERS, 4, 23)
    other = (view.seat + 1) % 4
    taken = rnd.hands[other][0]
    memory.taken[other] = [taken]  # as if seen taking it from the fire pile
    seen = set()
    for i in range(5):
        world = determinize(view, memory, random.Random(i))
        assert view_for(world, view.seat) == view
        assert taken in world.hands[other]
        seen.add(tuple(world.stock))
        cards = [c for h in world.hands for c in h] + world.stock + world.fire
        cards += [c for m in world.table for c in m.cards]
        assert len(cards) == len(set(cards)) == 106
    assert len(seen) == 5  # the hidden cards really are sampled


def test_search_prefers_going_out_as_a_hand() -> None:
    import time

    from hand_desktop.core.actions import Discard, token_of
    from hand_desktop.core.bots.search import means, play_worlds
    from hand_desktop.core.moves import go_out_check, spec_for

    scenario = {
        "variant": "hand", "players": 3, "dealer": 2, "turn": 0, "phase": "play",
        "hands": [["10S", "JS", "QS", "KS", "AS", "9H", "9D", "9C", "4C", "5C", "6C",
                   "7D", "8D", "9D", "2H"], [], []],
    }
    view = view_for(load_scenario(_distinct(scenario)).round, 0)
    check = go_out_check(view)
    assert check is not None and check.is_hand
    out = LayMelds(0, tuple(spec_for(m) for m in check.plan.melds))
    keep = Discard(0, (token_of(view.hand[0]),))
    worlds = play_worlds(view, [out, keep], None, random.Random(1), 6, time.perf_counter() + 60)
    assert len(worlds) == 6
    assert means(worlds, 2)[0] < means(worlds, 2)[1]
    assert means([], 2) == [0.0, 0.0]


def _distinct(scenario: dict[str, Any]) -> dict[str, Any]:
    """Give the filler hands distinct cards not used elsewhere."""
    used = {c for c in scenario["hands"][0]}
    pool = [f"{r}{s}" for s in "SHDC" for r in ("2", "3", "4", "5", "6", "7", "8", "J", "Q")
            if f"{r}{s}" not in used]
    out = dict(scenario)
    out["hands"] = [scenario["hands"][0], pool[:14], pool[14:28]]
    return out


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_partner_opened_bot_goes_out_as_a_hand_before_touching_the_partners_meld(level: str) -> None:
    """The partner opened for the team; this seat laid nothing yet and can lay its whole hand.

    Replacing the Joker in the partner's meld (it holds 10S) would touch another meld and spoil
    the Hand: the bot goes out with its own melds first.
    """
    scenario = {
        "variant": "hand_partners", "players": 4, "dealer": 3, "turn": 0, "phase": "play",
        "hands": [["10S", "10H", "10D", "2C", "3C", "4C", "5D", "6D", "7D", "KC", "QC", "JC", "4S"],
                  ["3D", "3H"], ["8C", "8D"], ["6C", "6H"]],
        "table": [{"owner": 2, "cards": ["9S", "JK", "JS"], "joker_as": "10S"}],
        "opened": [True, False, True, False],
    }
    rnd = load_scenario(scenario).round
    bot = make_bot(level, 1)
    for _ in range(8):
        if rnd.over:
            break
        rnd.apply(bot.choose(view_for(rnd, 0)))
    assert rnd.result is not None
    assert rnd.result.finisher == 0 and rnd.result.finish.is_hand


def test_a_hand_its_player_would_not_hold_is_implausible() -> None:
    from hand_desktop.core.bots.search import plausible

    scenario = {
        "variant": "hand", "players": 3, "dealer": 2, "turn": 0, "phase": "play", "discards": 6,
        "hands": [["2H", "3H", "4H", "5C", "9S"], [], []], "opened": [False, False, True],
        "table": [{"owner": 2, "cards": ["7D", "8D", "9D"]}],
    }
    view = view_for(load_scenario(_distinct(scenario)).round, 0)
    cards = {c: next(x for x in ALL_CARDS if x.code() == c) for c in (
        "10S", "JS", "QS", "KS", "AS", "QH", "QD", "QC", "4C", "6D", "8H", "3S", "5D", "7C",
        "2D", "10H")}
    opening = [cards[c] for c in ("10S", "JS", "QS", "KS", "AS", "QH", "QD", "QC",
                                  "4C", "6D", "8H", "3S", "5D", "7C")]  # 60 points: it could open
    junk = [cards[c] for c in ("10S", "JS", "QH", "QD", "4C", "6D", "8H", "3S", "5D", "7C",
                               "2D", "10H", "AS", "KS")]  # a pair of queens, nothing to open with
    assert not plausible(view, 1, opening)  # closed after its turns: it would have opened
    assert plausible(view, 1, junk)
    held = [cards[c] for c in ("QH", "QD", "QC", "4C", "6D")]
    assert not plausible(view, 2, held)  # opened, five cards, a whole meld it would have laid
    assert plausible(view, 2, [cards[c] for c in ("QH", "QD", "4C", "6D", "2D")])
    early = view_for(load_scenario(_distinct({**scenario, "discards": 1})).round, 0)
    assert plausible(early, 1, opening)  # it has not had a turn to open yet


def test_worlds_deal_plausible_hands_when_asked() -> None:
    from hand_desktop.core.bots.search import determinize, plausible

    _, view, memory = _played(Variant.HAND, 7, 20)

    def implausible_hands(keep: float | None) -> int:
        count = 0
        for i in range(40):
            world = determinize(view, memory, random.Random(i), 0.5, keep)
            assert view_for(world, view.seat) == view
            count += sum(not plausible(view, s, world.hands[s]) for s in range(4) if s != view.seat)
        return count

    unfiltered = implausible_hands(None)
    assert unfiltered >= 10  # uniform hands often could have opened
    assert implausible_hands(0.0) * 4 < unfiltered
