"""House rules: which settings of RULES.md section 13 a table changed from the standard.

The variant and the number of rounds are the table's own choices, not house
rules; every other key of section 13 is a house setting. ``differences`` is
the one place that decides what "differs from the standard" means: it
compares what each setting does, so a setting whose effect another one
overrides (a Joker's 15 or 20 under the Gulf table) or that does not apply
(the finisher's partner outside the partner variants) is not a difference.
"""

from __future__ import annotations

from enum import Enum

from hand_desktop.core.rules import Rules


class HouseSetting(Enum):
    """The house settings, named by their section 13 keys, in the order players read them."""

    THRESHOLD = "threshold"
    RISING_THRESHOLD = "rising_threshold"
    DISCARDS_BEFORE_OPENING = "discards_before_opening"
    OPEN_ONLY_AFTER_TAKING_DISCARD = "open_only_after_taking_discard"
    HAND_EXEMPT_FROM_THRESHOLD = "hand_exempt_from_threshold"
    LOW_ACE_VALUE = "low_ace_value"
    FIRE_TWIN_DISCARD_ALLOWED = "fire_twin_discard_allowed"
    FINAL_DISCARD_REQUIRED = "final_discard_required"
    MAX_RESHUFFLES = "max_reshuffles"
    SCORE_TABLE = "score_table"
    JOKER_IN_HAND = "joker_in_hand"
    PARTNER_OF_FINISHER_PAYS = "partner_of_finisher_pays"


class NotApplicable(Enum):
    """Why a house setting has no effect at a table."""

    GULF_TABLE = "gulf_table"  # the Gulf score table decides it (section 12)
    NOT_PARTNERS = "not_partners"  # only partner variants have a finisher's partner


def standard(rules: Rules) -> Rules:
    """The standard rules of the same table: its variant and rounds, every house setting default."""
    return Rules(variant=rules.variant, rounds=rules.rounds)


def not_applicable(setting: HouseSetting, rules: Rules) -> NotApplicable | None:
    """Why ``setting`` does nothing at this table, or None when it counts."""
    if setting in (HouseSetting.JOKER_IN_HAND, HouseSetting.FINAL_DISCARD_REQUIRED) and rules.gulf:
        return NotApplicable.GULF_TABLE
    if setting is HouseSetting.PARTNER_OF_FINISHER_PAYS and not rules.partners:
        return NotApplicable.NOT_PARTNERS
    return None


def effective(setting: HouseSetting, rules: Rules) -> object:
    """What ``setting`` does at this table (``rising_threshold`` resolved for the variant)."""
    if setting is HouseSetting.RISING_THRESHOLD:
        return rules.rising
    return getattr(rules, setting.value)


def differences(rules: Rules) -> tuple[HouseSetting, ...]:
    """The house settings whose effect differs from the standard rules of the same table."""
    base = standard(rules)
    return tuple(
        s for s in HouseSetting
        if not_applicable(s, rules) is None and effective(s, rules) != effective(s, base)
    )


def normalised(rules: Rules) -> Rules:
    """``rules`` with ``rising_threshold`` None when it is the variant's default, so that two
    tables playing alike compare equal (a save always writes the setting out)."""
    if rules.rising_threshold is not None and rules.rising_threshold == rules.variant.saudi:
        return rules.with_(rising_threshold=None)
    return rules

