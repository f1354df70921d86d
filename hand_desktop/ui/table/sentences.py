"""Every sentence the table shows, translated (numbers and names through ``ui.words.text``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from hand_desktop.core.actions import DrawSource
from hand_desktop.core.cards import RANK_NAMES, Card, CardToken, Suit
from hand_desktop.core.events import (
    CardDiscarded,
    CardDrawn,
    Event,
    JokerReplaced,
    MeldExtended,
    MeldsLaid,
)
from hand_desktop.core.melds import CandidateState, MeldProblem
from hand_desktop.core.moves import OpeningProgress
from hand_desktop.ui.marks import QT_TRANSLATE_NOOP
from hand_desktop.ui.words.text import fill, local_digits, ltr, number

_SUIT_SYMBOL = {Suit.S: "\u2660", Suit.H: "\u2665", Suit.D: "\u2666", Suit.C: "\u2663"}


def card_text(card: Card | CardToken | tuple[int, Suit | None]) -> str:
    """A short card name for sentences and tooltips, e.g. "10♥" or "Joker"."""
    rank, suit = card if isinstance(card, tuple) else (card.rank, card.suit)
    if suit is None:
        return QCoreApplication.translate("Table", "Joker")
    # Letters stay Latin (A, J, Q, K) as printed on the cards; digits follow the digit
    # setting, like every other number in the sentence (one rule everywhere).
    return ltr(local_digits(RANK_NAMES[rank - 1]) + _SUIT_SYMBOL[suit])


def cards_text(cards: tuple[Card, ...] | list[Card]) -> str:
    return " ".join(card_text(c) for c in cards)


def event_text(event: Event) -> str:
    """What a player did, in a few words ("drew from the stock", "discarded 9♠")."""
    if isinstance(event, CardDrawn):
        if event.source is DrawSource.STOCK:
            return QCoreApplication.translate("Table", "drew from the stock")
        return fill(QCoreApplication.translate("Table", "took %1 from the fire"),
                    card_text(event.card) if event.card else "?")
    if isinstance(event, MeldsLaid):
        if event.opening:
            text = fill(QCoreApplication.translate("Table", "opened with %1 points"), number(event.value))
        else:
            text = QCoreApplication.translate("Table", "laid %n meld(s)", None, len(event.indices))
        return text
    if isinstance(event, MeldExtended):
        return fill(QCoreApplication.translate("Table", "added %1 to a meld"), cards_text(event.cards))
    if isinstance(event, JokerReplaced):
        return QCoreApplication.translate("Table", "took back a Joker")
    if isinstance(event, CardDiscarded):
        return fill(QCoreApplication.translate("Table", "discarded %1"), cards_text(event.cards))
    return ""


def progress_text(progress: OpeningProgress, last_opening: int | None = None) -> str:
    """The prepared area's counter, e.g. "47 / 51 — you need 4 more points".

    In Saudi variants the required value rises after each opening; the counter
    then also names the opening it must beat.
    """
    if progress.required == 0:
        return fill(QCoreApplication.translate("PreparedArea", "Melds ready: %1 points"),
                    number(progress.value))
    head = f"{number(progress.value)} / {number(progress.required)}"
    if progress.enough:
        tail = QCoreApplication.translate("PreparedArea", "enough to open")
    else:
        tail = QCoreApplication.translate("PreparedArea", "you need %n more point(s)", None,
                                          progress.missing)
    text = f"{head} \u2014 {tail}"
    if last_opening is not None:
        text += "  " + fill(QCoreApplication.translate(
            "PreparedArea", "(the last opening was %1)"), number(last_opening))
    return text


_PROBLEMS = {
    MeldProblem.TWO_JOKERS: QT_TRANSLATE_NOOP("PreparedArea", "A meld may hold only one Joker."),
    MeldProblem.SAME_CARD_TWICE: QT_TRANSLATE_NOOP("PreparedArea", "The same card twice cannot be in one meld."),
    MeldProblem.MIXED: QT_TRANSLATE_NOOP("PreparedArea", "Neither one rank (a set) nor one suit (a run)."),
    MeldProblem.SUIT_REPEATED: QT_TRANSLATE_NOOP("PreparedArea", "A set needs different suits."),
    MeldProblem.TOO_MANY: QT_TRANSLATE_NOOP("PreparedArea", "A set has at most four cards."),
    MeldProblem.NOT_CONSECUTIVE: QT_TRANSLATE_NOOP("PreparedArea", "A run needs consecutive ranks."),
    MeldProblem.TOO_LONG: QT_TRANSLATE_NOOP("PreparedArea", "A run cannot go past the Aces."),
}


def problem_text(problem: MeldProblem | None) -> str:
    if problem is None:
        return QCoreApplication.translate("PreparedArea", "These cards are not a run or a set.")
    return QCoreApplication.translate("PreparedArea", _PROBLEMS[problem])


def candidate_tooltip(state: CandidateState, value: int, problem: MeldProblem | None) -> str:
    if state is CandidateState.VALID:
        return fill(QCoreApplication.translate("PreparedArea", "A valid meld worth %1 points."),
                    number(value))
    if state is CandidateState.INVALID:
        return problem_text(problem)
    return QCoreApplication.translate("PreparedArea", "Not a meld yet: a meld needs at least three cards.")
