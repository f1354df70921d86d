"""The hint button: the core's hint for the shown seat, worded, and what it points at.

The core answers with values (``HintMove``: a kind, cards, a meld); this module
words them in the player's language and says which cards, meld and pile the
table lights up (``HintMarks``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from hand_desktop.core.cards import RANK_NAMES, Card
from hand_desktop.core.hints import FireReason, Hint, HintKind, HintMove, hint_for
from hand_desktop.core.melds import MeldKind
from hand_desktop.core.view import PlayerView
from hand_desktop.ui.marks import QT_TRANSLATE_NOOP
from hand_desktop.ui.table.intents import ZoneKind
from hand_desktop.ui.table.sentences import cards_text
from hand_desktop.ui.words.text import default_name, fill, isolate, ltr, number


def hint(view: PlayerView) -> Hint:
    return hint_for(view)


@dataclass(frozen=True)
class HintMarks:
    """What the table lights for a hint: cards, a table meld, a pile or the prepared area."""

    cards: frozenset[Card] = frozenset()
    meld: int | None = None
    zone: ZoneKind | None = None  # STOCK, FIRE or NEW_CANDIDATE


def hint_marks(h: Hint) -> HintMarks:
    move = h.move
    zone = {
        HintKind.DRAW_STOCK: ZoneKind.STOCK, HintKind.DRAW_FIRE: ZoneKind.FIRE,
        HintKind.DISCARD: ZoneKind.FIRE, HintKind.OPEN: ZoneKind.NEW_CANDIDATE,
        HintKind.LAY: ZoneKind.NEW_CANDIDATE,
    }.get(move.kind)
    return HintMarks(frozenset(move.cards), move.meld, zone)


def _tr(text: str) -> str:
    return QCoreApplication.translate("Hint", text)


def _sep() -> str:
    """Between the steps of a plan: the Arabic semicolon in Arabic."""
    return QCoreApplication.translate("Hint", "; ")


def meld_name(view: PlayerView, index: int, name_of: Callable[[int], str]) -> str:
    """"your 10♦ J♦ Joker run", "Player 4's set of 9s" (as the viewer calls it)."""
    meld = view.table[index]
    own = meld.owner == view.seat
    if meld.kind is MeldKind.RUN:
        text = QCoreApplication.translate("Hint", "your %1 run") if own else QCoreApplication.translate("Hint", "%2's %1 run")
        what = cards_text(meld.cards)
    else:
        text = QCoreApplication.translate("Hint", "your set of %1s") if own else QCoreApplication.translate("Hint", "%2's set of %1s")
        what = ltr(RANK_NAMES[meld.rank - 1])
    return fill(text, what, isolate(name_of(meld.owner)))


def move_text(view: PlayerView, move: HintMove, name_of: Callable[[int], str]) -> str:
    cards = cards_text(move.cards)
    if move.kind is HintKind.EXTEND and move.meld is not None:
        return fill(QCoreApplication.translate("Hint", "Add %1 to %2"),
                    cards, meld_name(view, move.meld, name_of))
    if move.kind is HintKind.REPLACE_JOKER and move.meld is not None:
        return fill(QCoreApplication.translate("Hint", "Replace the Joker in %1 with your %2"),
                    meld_name(view, move.meld, name_of), cards)
    if move.kind in (HintKind.OPEN, HintKind.LAY):
        melds = QCoreApplication.translate("Hint", ", ").join(cards_text(g) for g in move.melds)
        value = sum(_value(view, g) for g in move.melds)
        text = QCoreApplication.translate("Hint", "Open with %1 (%2 points)") if move.kind is HintKind.OPEN else QCoreApplication.translate("Hint", "Lay %1")
        return fill(text, melds, number(value))
    if move.kind is HintKind.DISCARD:
        return fill(QCoreApplication.translate("Hint", "Discard %1"), cards)
    if move.kind is HintKind.DRAW_STOCK:
        return QCoreApplication.translate("Hint", "Draw from the stock")
    if move.kind is HintKind.DRAW_FIRE:
        return fill(QCoreApplication.translate("Hint", "Take the fire card %1"), cards)
    return ""


def _value(view: PlayerView, cards: tuple[Card, ...]) -> int:
    from hand_desktop.core.melds import build_meld

    return build_meld(cards).value(view.rules.low_ace_value)


_FIRE_WHY = {
    FireReason.NEEDED: QT_TRANSLATE_NOOP("Hint", "you need it to open."),
    FireReason.BETTER: QT_TRANSLATE_NOOP("Hint", "your opening is better with it."),
    FireReason.HAND: QT_TRANSLATE_NOOP("Hint", "with it you can go out at once, as a Hand!"),
    FireReason.GO_OUT: QT_TRANSLATE_NOOP("Hint", "with it you can go out this turn."),
    FireReason.PLAYS: QT_TRANSLATE_NOOP("Hint", "you can lay it on the table at once."),
}


def hint_text(h: Hint, view: PlayerView, name_of: Callable[[int], str] | None = None) -> str:
    """One short line: the best next move, and why where it helps."""
    names = name_of or default_name
    if h.move.kind is HintKind.NONE:
        return QCoreApplication.translate("Hint", "No hint right now.")
    if h.move.kind is HintKind.DRAW_FIRE and h.fire is not None:
        head = move_text(view, h.move, names)
        return fill(QCoreApplication.translate("Hint", "%1: %2"), head, _tr(_FIRE_WHY[h.fire]))
    if h.going_out and h.move == h.going_out[0]:
        steps = _sep().join(move_text(view, m, names) for m in h.going_out)
        text = QCoreApplication.translate("Hint", "A Hand is possible: %1") if h.hand_possible else QCoreApplication.translate("Hint", "You can go out this turn: %1")
        return fill(text, steps)
    line = move_text(view, h.move, names)
    if h.move.kind is HintKind.DISCARD and h.opening is not None and not h.opening.enough:
        line += "  " + fill(QCoreApplication.translate("Hint", "(your best melds: %1 of %2 points)"),
                            number(h.opening.value), number(h.opening.required))
    return line
