"""The hint button: the core's hint for the shown seat, in a few translated lines."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from hand_desktop.core.hints import Hint, hint_for
from hand_desktop.core.view import PlayerView
from hand_desktop.ui.table.text import cards_text, num


def hint(view: PlayerView) -> Hint:
    return hint_for(view)


def hint_text(h: Hint, view: PlayerView) -> str:
    lines: list[str] = []
    if h.hand_possible:
        if view.phase.value == "draw":
            lines.append(QCoreApplication.translate(
                "Table", "Take the fire card: with it you can go out at once (a Hand)!"))
        else:
            lines.append(QCoreApplication.translate("Table", "You can go out now as a Hand!"))
    if h.opening is not None:
        melds = "  \u00b7  ".join(cards_text(m.cards) for m in h.opening.melds)
        if h.opening.enough:
            text = QCoreApplication.translate("Table", "Best opening (%1 points): %2")
        else:
            text = QCoreApplication.translate("Table", "Best melds so far (%1 points, not enough yet): %2")
        lines.append(text.replace("%1", num(h.opening.value)).replace("%2", melds))
    elif h.melds:
        melds = "  \u00b7  ".join(cards_text(m.cards) for m in h.melds[:3])
        lines.append(QCoreApplication.translate("Table", "You could lay: %1").replace("%1", melds))
    if h.fire_opens:
        lines.append(QCoreApplication.translate("Table", "The fire card lets you open."))
    if h.draw == "fire" and not h.fire_opens:
        lines.append(QCoreApplication.translate("Table", "Suggested draw: the fire card."))
    elif h.draw == "stock":
        lines.append(QCoreApplication.translate("Table", "Suggested draw: the stock."))
    if h.discard is not None:
        lines.append(QCoreApplication.translate("Table", "Suggested discard: %1").replace(
            "%1", cards_text((h.discard,))))
    if not lines:
        lines.append(QCoreApplication.translate("Table", "No hint right now."))
    return "\n".join(lines)
