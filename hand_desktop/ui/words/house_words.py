"""The house rules of a table in the player's words (the marker's tooltip, the rules page,
the new-game dialog's summary). Which settings differ is the core's ``differences``."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from hand_desktop.core.house_rules import HouseSetting, differences
from hand_desktop.core.rules import Rules, ScoreTable
from hand_desktop.ui.words.text import fill, local_digits, number

CTX = "HouseRules"
STANDARD = Rules()
GULF_JOKER = Rules(score_table=ScoreTable.GULF).joker_penalty


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate(CTX, text, None, n)


def difference_line(setting: HouseSetting, rules: Rules) -> str:
    """One sentence saying what ``setting`` does at this table."""
    s = HouseSetting
    if setting is s.THRESHOLD:
        return fill(_tr("An opening needs %1 points (the standard is %2)."), number(rules.threshold),
                    number(STANDARD.threshold))
    if setting is s.RISING_THRESHOLD:
        if rules.rising:
            return _tr("Each opening must beat the previous one by at least a point.")
        return _tr("Openings do not rise: every opening needs the same points.")
    if setting is s.DISCARDS_BEFORE_OPENING:
        return fill(_tr("Nobody may open before %1 cards have been thrown this round (a Hand is exempt)."),
                    number(rules.discards_before_opening))
    if setting is s.OPEN_ONLY_AFTER_TAKING_DISCARD:
        return _tr("You may open only in a turn in which you took the previous player's discard.")
    if setting is s.HAND_EXEMPT_FROM_THRESHOLD:
        return _tr("A Hand need not reach the opening threshold.")
    if setting is s.LOW_ACE_VALUE:
        return fill(_tr("A low Ace (A 2 3) counts %1 in an opening."), number(rules.low_ace_value))
    if setting is s.FIRE_TWIN_DISCARD_ALLOWED:
        return _tr("The twin of the fire card you took may be thrown in the same turn.")
    if setting is s.FINAL_DISCARD_REQUIRED:
        return _tr("Going out always ends with a throw onto the fire pile.")
    if setting is s.MAX_RESHUFFLES:
        if rules.max_reshuffles == 0:
            return _tr("The stock is never rebuilt: when it runs out, the round has no result.")
        return fill(_tr("The stock is rebuilt from the fire pile at most %n time(s) a round "
                        "(the standard is %1).", rules.max_reshuffles), number(STANDARD.max_reshuffles))
    if setting is s.SCORE_TABLE:
        return gulf_effects()
    if setting is s.JOKER_IN_HAND:
        return fill(_tr("A Joker left in hand costs %1 points."), number(rules.joker_in_hand))
    return _tr("The partner of the player who went out pays nothing.")


def gulf_effects() -> str:
    """What turning the Gulf score table on does, in one sentence."""
    return fill(_tr("Gulf score table: coloured, suited and Joker Hands score more, a Joker left in "
                    "hand costs %1, and going out always ends with a throw."), number(GULF_JOKER))


def difference_lines(rules: Rules) -> list[str]:
    """Every way this table differs from the standard rules, one sentence each."""
    return [difference_line(setting, rules) for setting in differences(rules)]


def summary(rules: Rules) -> str:
    """ "Standard rules", or how many house rules are in play."""
    count = len(differences(rules))
    if count == 0:
        return _tr("Standard rules")
    return _tr("%n house rule(s)", count)


def tooltip_html(rules: Rules) -> str:
    """The marker's tooltip: a heading and the list of differences (escaped)."""
    import html

    items = "".join(f"<li>{html.escape(local_digits(line))}</li>" for line in difference_lines(rules))
    head = html.escape(_tr("House rules at this table:"))
    return f"<p><b>{head}</b></p><ul>{items}</ul>"
