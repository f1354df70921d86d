"""Where every visible card goes, from the layout and the shown seat's view.

The scene asks for a target per card (hand, prepared area, melds, the top of
the fire pile); a card without a target is not shown.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF

from hand_desktop.core.cards import Card, Suit
from hand_desktop.core.melds import Meld
from hand_desktop.core.view import PlayerView
from hand_desktop.ui.table import sentences as T
from hand_desktop.ui.table.items import Place, Spot
from hand_desktop.ui.table.layout import MeldShape, TableLayout
from hand_desktop.ui.table.state import TableState
from hand_desktop.ui.words.text import fill

FIRE_FAN = 4  # fire cards shown fanned; the rest are in the viewer


class Target:
    """Where one card goes: position, depth, width, face, spot, Joker badge and tooltip."""

    __slots__ = ("pos", "z", "width", "face_up", "spot", "badge", "tip")

    def __init__(self, pos: QPointF, z: float, width: float, face_up: bool, spot: Spot,
                 badge: tuple[int, Suit] | None = None, tip: str = "") -> None:
        self.pos, self.z, self.width, self.face_up = pos, z, width, face_up
        self.spot, self.badge, self.tip = spot, badge, tip


def card_targets(state: TableState, view: PlayerView, lay: TableLayout, hand: list[Card],
                 candidates: list[int], groups: list[list[int]]) -> dict[Card, Target]:
    """Where each card of ``hand``, the ``candidates`` and the meld ``groups`` goes, and the fire's."""
    targets: dict[Card, Target] = {}
    _place_hand(state, lay, hand, targets)
    _place_candidates(state, lay, candidates, targets)
    _place_melds(view, lay, groups, targets)
    _place_fire(view, lay, targets)
    return targets


def _place_hand(state: TableState, lay: TableLayout, hand: list[Card],
                targets: dict[Card, Target]) -> None:
    for i, (card, pos) in enumerate(zip(hand, lay.hand_positions(len(hand)), strict=True)):
        if card in state.selection:
            pos = QPointF(pos.x(), pos.y() - lay.lift)
        z = 300 + (len(hand) - i if lay.rtl else i)
        targets[card] = Target(pos, z, lay.hand_w, True, Spot(Place.HAND, 0, i))


def _place_candidates(state: TableState, lay: TableLayout, candidates: list[int],
                      targets: dict[Card, Target]) -> None:
    for g in candidates:
        check = state.prepared.check(g)
        for k, (card, pos) in enumerate(zip(state.candidate_cards(g), lay.candidate_cards[g],
                                            strict=True)):
            badge = _badge(check.meld, card) if check.meld is not None else None
            if card in state.selection:
                pos = QPointF(pos.x(), pos.y() - lay.prep_w * 0.18)
            targets[card] = Target(pos, 200 + k, lay.prep_w, True, Spot(Place.CANDIDATE, g, k),
                                    badge, _joker_tip(check.meld, card))


def _place_melds(view: PlayerView, lay: TableLayout, groups: list[list[int]],
                 targets: dict[Card, Target]) -> None:
    for g, indices in enumerate(groups):
        for k, index in enumerate(indices):
            meld = view.table[index]
            for j, (card, pos) in enumerate(zip(meld.cards, lay.meld_cards[g][k], strict=True)):
                targets[card] = Target(pos, 10 + j, lay.meld_w, True, Spot(Place.MELD, index, j),
                                        _badge(meld, card), _joker_tip(meld, card))


def _place_fire(view: PlayerView, lay: TableLayout, targets: dict[Card, Target]) -> None:
    fire = view.fire
    shown = fire[-FIRE_FAN:]
    for k, card in enumerate(reversed(shown)):  # k = 0 is the top card
        pos = QPointF(lay.fire_rect.x() - k * lay.fire_step, lay.fire_rect.y())  # older: left
        targets[card] = Target(pos, 60 - k, lay.pile_w, True, Spot(Place.FIRE, 0, len(fire) - 1 - k))


def meld_shape(cards: tuple[Card, ...]) -> MeldShape:
    joker_at = next((i for i, c in enumerate(cards) if c.is_joker), None)
    if joker_at is not None and joker_at == len(cards) - 1:
        joker_at = None  # the last card is fully visible anyway
    return MeldShape(len(cards), joker_at)


def _badge(meld: Meld | None, card: Card) -> tuple[int, Suit] | None:
    """The card a Joker stands for, shown on the Joker."""
    if not card.is_joker or meld is None:
        return None
    rep = meld.joker_represents()
    return rep[0] if rep else None


def _joker_tip(meld: Meld | None, card: Card) -> str:
    if not card.is_joker or meld is None:
        return ""
    rep = meld.joker_represents()
    if not rep:
        return ""
    names = " + ".join(T.card_text(r) for r in rep)
    return fill(QCoreApplication.translate("Table", "Joker as %1"), names)

