"""The review in words: each move of the log, each coach's finding, each round's summary.

The core gives values (``Moment``, ``Finding``, ``RoundSummary``); this module
words them in the player's language, one line each. A finding of the seat at
the bottom speaks to "you"; another seat's (with every hand shown) names it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from hand_desktop.core.actions import Action, Discard, Extend, LayMelds, ReplaceJoker
from hand_desktop.core.coach import Finding, FindingKind, RoundSummary
from hand_desktop.core.events import RoundStarted, redacted_for
from hand_desktop.core.replay import Moment
from hand_desktop.ui.sessions.session import Session
from hand_desktop.ui.table.move_log import log_text
from hand_desktop.ui.table.sentences import card_text
from hand_desktop.ui.words.text import fill, isolate, number

CTX = "Coach"
MARK = "\u2605"  # the star before a coach's line in the log


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate(CTX, text, None, n)


# --------------------------------------------------------------------------- the moves


def moment_text(session: Session, moment: Moment, viewer: int, reveal: bool = False) -> str:
    """The log's line for the entry that led to ``moment``: as ``viewer`` saw it, or every
    card named (``reveal``: with every hand shown)."""
    view = moment.views[viewer]
    started = next((e for e in moment.events if isinstance(e, RoundStarted)), None)
    if started is not None:
        return fill(QCoreApplication.translate("Review", "Round %1 is dealt; %2 deals."),
                    number(started.round), isolate(session.name(started.dealer)))
    events = moment.events if reveal else tuple(redacted_for(e, viewer) for e in moment.events)
    return " ".join(p for p in (log_text(session, view, e) for e in events) if p)


# --------------------------------------------------------------------------- the better moves


def plan_text(actions: Sequence[Action]) -> str:
    """The better move in a few words: "7♥ 8♥ 9♥ + Q♠ Q♦ Q♣; lay off 8♥; throw 2♣"."""
    parts: list[str] = []
    for action in actions:
        if isinstance(action, LayMelds):
            melds = [" ".join(card_text(t) for t in spec.cards) for spec in action.melds]
            parts.append(_tr(" + ").join(melds))
        elif isinstance(action, Extend):
            parts.append(fill(_tr("lay off %1"), " ".join(card_text(t) for t in action.cards)))
        elif isinstance(action, ReplaceJoker):
            parts.append(fill(_tr("the Joker back for %1"), " ".join(card_text(t) for t in action.cards)))
        elif isinstance(action, Discard):
            parts.append(fill(_tr("throw %1"), " ".join(card_text(t) for t in action.cards)))
    return QCoreApplication.translate("Hint", "; ").join(parts)


def finding_text(finding: Finding, viewer: int, name: Callable[[int], str]) -> str:
    """One line: what the seat could have done there, and what it was worth."""
    you = finding.seat == viewer
    who = isolate(name(finding.seat))
    plan = plan_text(finding.actions)
    card = card_text(finding.card) if finding.card is not None else ""
    kind = finding.kind
    if kind is FindingKind.OPEN_EARLIER:
        text = (fill(_tr("You could have opened here with %1: %2 points."), plan, number(finding.value)) if you
                else fill(_tr("%1 could have opened here with %2: %3 points."), who, plan, number(finding.value)))
    elif kind is FindingKind.FIRE_OPENS:
        text = (fill(_tr("Taking %1 from the fire, you could have opened with %2: %3 points."),
                     card, plan, number(finding.value)) if you
                else fill(_tr("Taking %1 from the fire, %2 could have opened with %3: %4 points."),
                          card, who, plan, number(finding.value)))
    elif kind is FindingKind.HAND_MISSED:
        text = (fill(_tr("You could have gone out here with a Hand: %1."), plan) if you
                else fill(_tr("%1 could have gone out here with a Hand: %2."), who, plan))
    elif kind is FindingKind.GO_OUT_MISSED:
        text = (fill(_tr("You could have gone out here: %1."), plan) if you
                else fill(_tr("%1 could have gone out here: %2."), who, plan))
    elif kind is FindingKind.FIRE_GOES_OUT and finding.hand:
        text = (fill(_tr("Taking %1 from the fire, you could have gone out with a Hand: %2."), card, plan)
                if you else
                fill(_tr("Taking %1 from the fire, %2 could have gone out with a Hand: %3."), card, who, plan))
    elif kind is FindingKind.FIRE_GOES_OUT:
        text = (fill(_tr("Taking %1 from the fire, you could have gone out: %2."), card, plan) if you
                else fill(_tr("Taking %1 from the fire, %2 could have gone out: %3."), card, who, plan))
    elif kind is FindingKind.FED_NEXT:
        text = _fed_text(finding, you, who, card, name)
    else:
        cards = " ".join(card_text(t) for a in finding.actions if isinstance(a, ReplaceJoker) for t in a.cards)
        text = (fill(_tr("You could have taken the Joker back for %1."), cards) if you
                else fill(_tr("%1 could have taken the Joker back for %2."), who, cards))
    if finding.gain is not None and finding.gain > 0:
        text += " " + fill(_tr("%1 points better."), number(finding.gain))
    return text


def _fed_text(finding: Finding, you: bool, who: str, card: str, name: Callable[[int], str]) -> str:
    other = isolate(name(finding.other if finding.other is not None else 0))
    if finding.out:
        text = (fill(_tr("Your %1 let %2 go out."), card, other) if you
                else fill(_tr("%1's %2 let %3 go out."), who, card, other))
    else:
        text = (fill(_tr("Your %1 let %2 open with %3 points."), card, other, number(finding.value)) if you
                else fill(_tr("%1's %2 let %3 open with %4 points."), who, card, other, number(finding.value)))
    discards = [a for a in finding.actions if isinstance(a, Discard)]
    if discards:
        safer = " ".join(card_text(t) for t in discards[0].cards)
        text += " " + fill(_tr("%1 was the safer throw."), safer)
    return text


def summary_text(summary: RoundSummary) -> str:
    """"3 chances missed, 42 points" (the most one of them would have saved)."""
    if summary.chances == 0:
        return _tr("No chance missed in this round.")
    if summary.points > 0:
        return fill(_tr("%n chance(s) missed, %1 points.", summary.chances), number(summary.points))
    return _tr("%n chance(s) missed.", summary.chances)
