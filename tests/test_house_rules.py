"""What "differs from the standard" means (core/house_rules.py)."""

from __future__ import annotations

from hand_desktop.core.house_rules import (
    HouseSetting,
    NotApplicable,
    differences,
    normalised,
    not_applicable,
    standard,
)
from hand_desktop.core.rules import PartnerPays, Rules, ScoreTable, Variant


def test_every_section_13_key_but_variant_and_rounds_is_a_house_setting() -> None:
    keys = set(Rules().to_json()) - {"variant", "rounds"}
    assert {s.value for s in HouseSetting} == keys


def test_the_standard_rules_of_each_variant_differ_in_nothing() -> None:
    for variant in Variant:
        for rounds in (3, 9):
            assert differences(Rules(variant=variant, rounds=rounds)) == ()
    # A save writes rising_threshold out: Saudi with "rising: true" is still standard.
    saved = Rules.from_json(Rules(variant=Variant.SAUDI).to_json())
    assert saved.rising_threshold is True and differences(saved) == ()
    assert normalised(saved) == Rules(variant=Variant.SAUDI)


def test_each_changed_setting_is_a_difference() -> None:
    changes = {
        HouseSetting.THRESHOLD: {"threshold": 71},
        HouseSetting.RISING_THRESHOLD: {"rising_threshold": True},
        HouseSetting.DISCARDS_BEFORE_OPENING: {"discards_before_opening": 8},
        HouseSetting.OPEN_ONLY_AFTER_TAKING_DISCARD: {"open_only_after_taking_discard": True},
        HouseSetting.HAND_EXEMPT_FROM_THRESHOLD: {"hand_exempt_from_threshold": True},
        HouseSetting.LOW_ACE_VALUE: {"low_ace_value": 11},
        HouseSetting.FIRE_TWIN_DISCARD_ALLOWED: {"fire_twin_discard_allowed": True},
        HouseSetting.FINAL_DISCARD_REQUIRED: {"final_discard_required": True},
        HouseSetting.MAX_RESHUFFLES: {"max_reshuffles": 0},
        HouseSetting.SCORE_TABLE: {"score_table": ScoreTable.GULF},
        HouseSetting.JOKER_IN_HAND: {"joker_in_hand": 20},
        HouseSetting.PARTNER_OF_FINISHER_PAYS: {"partner_of_finisher_pays": PartnerPays.ZERO},
    }
    assert set(changes) == set(HouseSetting)
    for setting, change in changes.items():
        rules = Rules(variant=Variant.HAND_PARTNERS, **change)
        assert differences(rules) == (setting,), setting
    # Saudi without the rising threshold is a house rule of its own.
    assert differences(Rules(variant=Variant.SAUDI, rising_threshold=False)) == (HouseSetting.RISING_THRESHOLD,)


def test_settings_that_do_nothing_are_no_difference() -> None:
    gulf = Rules(score_table=ScoreTable.GULF, joker_in_hand=20, final_discard_required=True)
    assert differences(gulf) == (HouseSetting.SCORE_TABLE,)
    assert not_applicable(HouseSetting.JOKER_IN_HAND, gulf) is NotApplicable.GULF_TABLE
    alone = Rules(partner_of_finisher_pays=PartnerPays.ZERO)
    assert differences(alone) == ()
    assert not_applicable(HouseSetting.PARTNER_OF_FINISHER_PAYS, alone) is NotApplicable.NOT_PARTNERS
    assert standard(Rules(variant=Variant.SAUDI, rounds=7, threshold=91)) == Rules(variant=Variant.SAUDI, rounds=7)
