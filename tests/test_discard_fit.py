"""benchmarks/diag_discard_fit.py: paired rollouts of discard alternatives, and the fit."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from hand_desktop.core.round import Phase, Round
from hand_desktop.core.rules import Rules, Variant
from hand_desktop.core.view import view_for
from tests.scripts import load_script

SPARRING = load_script("benchmarks/sparring.py", "sparring")
FIT = load_script("benchmarks/diag_discard_fit.py", "diag_discard_fit")


def test_the_terms_times_the_weights_are_the_keep_score_of_every_loose_card() -> None:
    """The fit reads the keep score as ``sum(weight * term)``: if ``keep_scores`` changed
    and the terms did not, every figure of the script would be wrong."""
    checked = {"opened": 0, "closed": 0, "feed": 0, "read": 0}
    for deal in range(6):
        rnd = Round.deal(Rules(variant=Variant.HAND), 4, deal % 4, random.Random(deal))
        bots = [SPARRING.make_sparring("hunter:read_next=0.75", 50 + s) for s in range(4)]
        while rnd.phase is not Phase.OVER:
            view = view_for(rnd, rnd.turn)
            bot = bots[rnd.turn]
            if view.phase is Phase.PLAY:
                bot.memory.observe(view)
                hand = list(view.hand)
                scores = bot.keep_scores(view, hand)
                best = bot.cache.best_opening(hand, view.rules.low_ace_value)
                melded = {c for m in best.melds for c in m.cards} if best else set()
                for card in hand:
                    if card.is_joker or card in melded or card.twin in melded:
                        continue
                    values = FIT.terms(bot, view, hand, card)
                    assert FIT.keep_of(bot.style, values) == pytest.approx(scores[card], abs=1e-9)
                    checked["opened" if view.opened[view.seat] else "closed"] += 1
                    checked["feed"] += values[FIT.FIELDS.index("w_feed")] != 0
                    checked["read"] += values[FIT.FIELDS.index("read_next")] != 0
            rnd.apply(bot.choose(view))
    assert all(n > 0 for n in checked.values()), checked


def test_least_squares_finds_the_coefficients_and_zero_for_a_term_that_never_varies() -> None:
    rng = random.Random(4)
    rows = [[rng.uniform(-3, 3), rng.uniform(-1, 1), 0.0] for _ in range(200)]
    ys = [2.5 * a - 0.75 * b for a, b, _ in rows]
    beta, half = FIT.least_squares(rows, ys)
    assert beta == pytest.approx([2.5, -0.75, 0.0], abs=1e-9)
    assert half[0] == pytest.approx(0.0, abs=1e-6)  # exact data: no doubt left


def test_a_weight_change_is_read_off_the_pairs_it_would_flip() -> None:
    style = SPARRING.STYLES["hunter"]
    w_set = FIT.FIELDS.index("w_set")
    delta = [0.0] * len(FIT.FIELDS)
    delta[w_set] = -2.0  # the alternative has 2 set outs fewer than the policy's card
    flips = FIT.Pair(diff=-6.0, delta=tuple(delta), gap=1.0)  # and it was 6 points better
    stays = FIT.Pair(diff=4.0, delta=tuple([0.0] * len(FIT.FIELDS)), gap=0.5)
    share, gain, _ = FIT.try_change([flips, stays], style, replace(style, w_set=style.w_set + 1.0))
    # With w_set one higher, the alternative's keep score is 2 lower: 1 - 2 < 0, it is thrown.
    assert share == 0.5
    assert gain == pytest.approx(3.0)  # 6 points on one decision of two
    share, gain, _ = FIT.try_change([flips, stays], style, style)
    assert (share, gain) == (0.0, 0.0)


def test_a_deals_pairs_replay_the_same_and_the_policys_card_ranks_first() -> None:
    job = ("hunter:read_next=0.75", "hunter", "hand", 5, 2)
    pairs = FIT.deal_pairs(job)
    assert pairs, "a round has discards to measure"
    assert all(p.gap >= 0 for p in pairs)
    assert FIT.deal_pairs(job) == pairs


def test_a_bad_try_is_refused_in_words(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        FIT.main(["--deals", "1", "--try", "w_nothing=2"])
    assert "FIELD one of w_set" in capsys.readouterr().err


def test_the_context_terms_differ_between_the_two_cards_and_are_learned_too() -> None:
    pairs = FIT.deal_pairs(("hunter:read_next=0.75", "hunter", "hand", 5, 2))
    assert all(len(p.context) == len(FIT.CONTEXT) for p in pairs)
    assert any(any(p.context) for p in pairs)
    # Outcomes that follow one context term exactly: the learned policy flips where it says.
    column = FIT.CONTEXT.index("own_kind_unseen")
    made = [FIT.Pair(diff=3.0 * p.context[column], delta=p.delta, gap=p.gap, context=p.context)
            for p in pairs * 4]
    gain, _ = FIT.heldout_gain(made, context=True, splits=1)
    best = sum(max(0.0, -p.diff) for p in made) / len(made)
    assert best > 0  # some alternatives were better: there is something to learn
    assert gain == pytest.approx(best)
